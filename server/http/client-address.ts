import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ConfigError, type Config } from '../config';

/** The most proxy hops `TRUST_PROXY` may name; a longer chain is a configuration mistake. */
export const MAX_PROXY_HOPS = 10;

/**
 * Reads `TRUST_PROXY`: how many reverse proxies in front of the server are trusted to append the
 * address they received a request from to `X-Forwarded-For`. Unset, empty, `0` or `false`: none (the
 * header is ignored, since any client can write it); `true` is kept as `1` for older settings.
 * Anything else stops the start with one sentence.
 */
export function proxyHops(config: Pick<Config, 'env'>): number {
  const raw = config.env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(hops >= 0 && hops <= MAX_PROXY_HOPS)) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of trusted proxy hops from 0 to ${MAX_PROXY_HOPS} (or true for 1), not "${config.env.TRUST_PROXY}".`,
    );
  }
  return hops;
}

/**
 * Picks the client's address from an `X-Forwarded-For` value behind `hops` trusted proxies. Each proxy
 * appends the address it received the request from, so the entries a client cannot forge are the last
 * `hops` ones, and the client is the `hops`-th counted from the right. A shorter list (a request that
 * skipped an outer proxy) gives its first entry, the furthest any trusted proxy saw. Undefined when
 * no proxy is trusted or the chosen entry is not an IP address.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen = entries[Math.max(0, entries.length - hops)];
  return chosen !== undefined && isIP(chosen) ? chosen : undefined;
}

/** The TCP peer's address, whatever a proxy forwarded; undefined for the in-process test client. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The caller's network address, the key of the login and reset throttles and what payment rejections
 * record: behind `hops` trusted proxies the address they forwarded (see {@link forwardedClient}),
 * otherwise the TCP peer. 'unknown' when neither is known (the in-process test client).
 */
export function clientAddress(c: Context, hops: number): string {
  return forwardedClient(c.req.header('x-forwarded-for'), hops) ?? socketAddress(c) ?? 'unknown';
}
