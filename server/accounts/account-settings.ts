import { ConfigError, type Config } from '../config';
import { DEFAULT_ACCESS_TTL } from '../auth/tokens';
import { proxyHops } from '../http/client-address';

/** The optional settings of accounts and sessions, read from the environment. */
export interface AccountSettings {
  /** Access-token lifetime in seconds; `TOKEN_TTL`. @default 3600 */
  tokenTtl: number;
  /**
   * How many reverse proxies are trusted to append to `X-Forwarded-For`; the client address is the
   * entry that many places from the right (server/http/client-address.ts). `TRUST_PROXY`. @default 0
   */
  proxyHops: number;
  /** Base URL of the EU VIES REST API; `VIES_URL`. Unset: VAT numbers are checked by checksum only. */
  viesUrl: string | undefined;
}

/** Reads {@link AccountSettings} from `config.env`, failing with one sentence on a bad value. */
export function accountSettings(config: Config): AccountSettings {
  const raw = config.env.TOKEN_TTL;
  const tokenTtl = raw === undefined || raw === '' ? DEFAULT_ACCESS_TTL : Number(raw);
  if (!Number.isInteger(tokenTtl) || tokenTtl < 1 || tokenTtl > 86_400) {
    throw new ConfigError(`TOKEN_TTL must be a whole number of seconds from 1 to 86400, not "${raw}".`);
  }
  const viesUrl = config.env.VIES_URL ? config.env.VIES_URL.replace(/\/$/, '') : undefined;
  if (viesUrl !== undefined && !/^https?:\/\//.test(viesUrl)) {
    throw new ConfigError(`VIES_URL must be an http(s) URL, not "${viesUrl}".`);
  }
  return { tokenTtl, proxyHops: proxyHops(config), viesUrl };
}
