import { ConfigError, type Config } from '../config';
import { DEFAULT_ACCESS_TTL } from '../auth/tokens';

/** The optional settings of accounts and sessions, read from the environment. */
export interface AccountSettings {
  /** Access-token lifetime in seconds; `TOKEN_TTL`. @default 3600 */
  tokenTtl: number;
  /** Use the first `X-Forwarded-For` hop as the client address for throttling; `TRUST_PROXY=1`. @default false */
  trustProxy: boolean;
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
  const trustProxy = config.env.TRUST_PROXY === '1' || config.env.TRUST_PROXY === 'true';
  return { tokenTtl, trustProxy, viesUrl };
}
