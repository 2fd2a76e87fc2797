import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError } from '../http/envelope';

/**
 * Cost of new hashes: N = 2^ln with ln = 15 unless the server's config says otherwise
 * (`PASSWORD_HASH_COST`), r = 8, p = 1 (OWASP's scrypt recommendation). This needs 32 MiB per hash,
 * so `maxmem` is raised above Node's 32 MiB default, which would otherwise refuse it.
 */
const COST = { ln: 15, r: 8, p: 1 };

/**
 * Sets the cost of the hashes made from now on (log2 of scrypt's N, 10 to 20), as the server's config
 * says at start; hashes already stored keep theirs, which their text records.
 */
export function setPasswordHashCost(ln: number): void {
  if (!Number.isInteger(ln) || ln < 10 || ln > 20)
    throw new RangeError(`password hash cost ${ln} is not 10 to 20`);
  COST.ln = ln;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = '$scrypt$v=1$';

/**
 * scrypt calls at once, at most. Each runs on libuv's threadpool (4 threads by default), which file
 * reads, DNS lookups and compression share: a burst of logins holding every thread would make all
 * other calls wait, and each hash holds 32 MiB. Two at a time leaves the other threads free.
 */
export const SCRYPT_CONCURRENCY = 2;

/** scrypt calls that may wait for a turn; one more is answered 503 with Retry-After. */
export const SCRYPT_QUEUE = 64;

/** The 503 answered when {@link SCRYPT_QUEUE} password hashes already wait. */
export const SCRYPT_BUSY = new ApiError(
  503,
  'temporarily_unavailable',
  'Too many logins are being checked right now; please try again in a few seconds.',
  undefined,
  {},
  { 'retry-after': '2' },
);

let running = 0;
const waiting: (() => void)[] = [];

/** scrypt calls running now and waiting for a turn (tests and the soak read it). */
export function scryptLoad(): { running: number; queued: number } {
  return { running, queued: waiting.length };
}

/** Takes a turn: at once while fewer than the limit run, else after the turn a finished one hands on. */
async function acquire(): Promise<void> {
  if (running < SCRYPT_CONCURRENCY) {
    running += 1;
    return;
  }
  if (waiting.length >= SCRYPT_QUEUE) throw SCRYPT_BUSY;
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/** Hands the turn to the next waiting call, so no new call can slip in between and exceed the limit. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

async function derive(password: string, salt: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 };
  await acquire();
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  } finally {
    release();
  }
}

/**
 * Hashes a password with scrypt and a random salt into a self-describing string
 * `$scrypt$v=1$ln=15,r=8,p=1$<salt>$<hash>` (base64url), so the cost can rise later without breaking
 * stored hashes. The password is NFC-normalised so the same typed text always matches.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST.ln, COST.r, COST.p);
  return `${PREFIX}ln=${COST.ln},r=${COST.r},p=${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Tells whether `password` matches `stored` (from {@link hashPassword}); the comparison is constant-time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^\$scrypt\$v=1\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!m) return false;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ln < 10 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const expected = Buffer.from(m[5] ?? '', 'base64url');
  const actual = await derive(password, Buffer.from(m[4] ?? '', 'base64url'), ln, r, p);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash of a random password, verified against when a username is unknown so that timing does not tell. */
let decoy: Promise<string> | undefined;

/** Spends the same time as a real password check, for a login with an unknown username. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
