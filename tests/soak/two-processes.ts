/**
 * Two server processes on one PostgreSQL, the way the product scales past one machine: the booking
 * load split over both (a key and its repeat go to different processes, so their race crosses
 * processes), and a token revoked through one process refused by the other within the access-token
 * cache's lifetime (ACCESS_TOKEN_CACHE_SECONDS, server/auth/access-cache.ts).
 */
import { bookingLoad, planKeys, pricedOrder, type LoadResult, type LoadShape } from './bookings';
import { httpClient, Tally } from './http';
import type { ServerProcess } from './process';
import { anonymous, postJson, registered } from './tokens';

/** Sends the booking load of `shape` round-robin to both processes; keys start with `prefix`. */
export async function splitLoad(
  servers: [ServerProcess, ServerProcess],
  prefix: string,
  shape: LoadShape,
  name = 'two processes',
): Promise<LoadResult> {
  const token = await anonymous(servers[0].url);
  const payload = await pricedOrder(servers[1].url, token);
  const plan = planKeys(prefix, shape);
  return bookingLoad(
    servers.map((s) => s.url),
    token,
    payload,
    plan,
    shape.inFlight,
    new Tally(name),
  );
}

/** What the revocation check saw. */
export interface Revocation {
  /** The token worked on the other process before (so that process had it cached). */
  workedBefore: boolean;
  /** Milliseconds from the revocation's answer to the other process's first refusal (-1: never). */
  refusedAfterMs: number;
}

/**
 * Logs a new user in through process A, uses the access token on B (B caches the check), revokes it
 * through A, then asks B every 100 ms until it refuses, at most `limitMs`.
 */
export async function revocationAcross(
  servers: [ServerProcess, ServerProcess],
  username: string,
  limitMs: number,
): Promise<Revocation> {
  const [a, b] = servers;
  const user = await registered(a.url, username);
  const client = httpClient(b.url, 1);
  const ask = async () =>
    (
      await client.send({
        method: 'GET',
        path: `/api/billousers/leesuserid/${user.id}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).status;
  try {
    const workedBefore = (await ask()) === 200 && (await ask()) === 200;
    const revoked = await postJson(`${a.url}/api/token/revoke`, { token: user.token, client_id: 'webapp' });
    if (revoked.status !== 200) throw new Error(`revoke: ${revoked.status} ${JSON.stringify(revoked.body)}`);
    const at = performance.now();
    while (performance.now() - at <= limitMs) {
      if ((await ask()) === 401) return { workedBefore, refusedAfterMs: Math.round(performance.now() - at) };
      await new Promise((r) => setTimeout(r, 100));
    }
    return { workedBefore, refusedAfterMs: -1 };
  } finally {
    client.close();
  }
}
