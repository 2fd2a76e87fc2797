import { randomBytes } from 'node:crypto';
import { ConfigError } from '../config';
import type { Database } from '../data/database';
import { ensureSandboxKeys } from '../data/payments/sandbox-keys-repo';
import { SHA_ALGORITHMS, type ShaAlgorithm } from './shasign';

/** Path of the embedded sandbox provider's payment page, served by this process. */
export const SANDBOX_PATH = '/sandbox/orderstandard';

/**
 * Who takes the payment and with which secrets. Secrets stay in server memory: no API answer and no
 * page includes them.
 */
export interface PaymentSettings {
  /** `production`: the real provider from PAYMENT_*; `sandbox`: the embedded page at {@link SANDBOX_PATH}. */
  mode: 'production' | 'sandbox';
  /** Absolute action URL of the provider's payment page; null in sandbox mode (the caller's own origin). */
  actionUrl: string | null;
  pspid: string;
  shaIn: string;
  shaOut: string;
  algorithm: ShaAlgorithm;
}

/** The production settings from the environment, or null when none of PAYMENT_* is set. */
export type ProviderEnv = Omit<PaymentSettings, 'mode'> & { mode: 'production'; actionUrl: string };

function algorithmFrom(raw: string | undefined): ShaAlgorithm {
  const value = (raw || 'sha512').toLowerCase().replace('-', '');
  if (!(SHA_ALGORITHMS as readonly string[]).includes(value)) {
    throw new ConfigError(`PAYMENT_SHA_ALGORITHM must be sha1, sha256 or sha512, not "${raw}".`);
  }
  return value as ShaAlgorithm;
}

/**
 * Reads PAYMENT_URL, PAYMENT_PSPID, PAYMENT_SHA_IN, PAYMENT_SHA_OUT and PAYMENT_SHA_ALGORITHM. All four
 * of the first must be set together (a half-configured provider would take money the server cannot
 * verify), PAYMENT_URL must be https (http only for a local test host). Throws {@link ConfigError}.
 */
export function readProviderEnv(env: Readonly<Record<string, string | undefined>>): ProviderEnv | null {
  const names = ['PAYMENT_URL', 'PAYMENT_PSPID', 'PAYMENT_SHA_IN', 'PAYMENT_SHA_OUT'] as const;
  const set = names.filter((n) => env[n]);
  const algorithm = algorithmFrom(env.PAYMENT_SHA_ALGORITHM);
  if (set.length === 0) return null;
  if (set.length < names.length) {
    const missing = names.filter((n) => !env[n]).join(', ');
    throw new ConfigError(
      `The payment provider is half configured: set ${missing} too, or unset PAYMENT_* to use the sandbox.`,
    );
  }
  let url: URL;
  try {
    url = new URL(env.PAYMENT_URL as string);
  } catch {
    throw new ConfigError(`PAYMENT_URL must be the provider's payment page URL, not "${env.PAYMENT_URL}".`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new ConfigError(`PAYMENT_URL must start with https://, not ${url.protocol}//.`);
  }
  return {
    mode: 'production',
    actionUrl: url.href,
    pspid: env.PAYMENT_PSPID as string,
    shaIn: env.PAYMENT_SHA_IN as string,
    shaOut: env.PAYMENT_SHA_OUT as string,
    algorithm,
  };
}

const sandboxCache = new WeakMap<Database, Promise<PaymentSettings>>();

/**
 * Loads (creating on first use) the sandbox PSPID and passphrases of this database. They are random per
 * database, so two data folders never share them, and several processes on one database agree.
 */
async function sandboxSettings(db: Database, algorithm: ShaAlgorithm): Promise<PaymentSettings> {
  const secret = () => randomBytes(24).toString('base64url');
  const row = await ensureSandboxKeys(db, {
    pspid: `SANDBOX${randomBytes(3).toString('hex').toUpperCase()}`,
    sha_in: secret(),
    sha_out: secret(),
  });
  if (!row) throw new Error('The sandbox payment keys could not be created.');
  return {
    mode: 'sandbox',
    actionUrl: null,
    pspid: row.pspid,
    shaIn: row.sha_in,
    shaOut: row.sha_out,
    algorithm,
  };
}

/**
 * The payment settings in force: the production provider when PAYMENT_* is set, else the embedded
 * sandbox with this database's generated keys (loaded once per database and kept).
 */
export function paymentSettings(
  db: Database,
  env: Readonly<Record<string, string | undefined>>,
): Promise<PaymentSettings> {
  const production = readProviderEnv(env);
  if (production) return Promise.resolve(production);
  let cached = sandboxCache.get(db);
  if (!cached) {
    cached = sandboxSettings(db, algorithmFrom(env.PAYMENT_SHA_ALGORITHM));
    // A failed first load (database briefly unavailable) must not be cached for the process lifetime.
    cached.catch(() => sandboxCache.delete(db));
    sandboxCache.set(db, cached);
  }
  return cached;
}
