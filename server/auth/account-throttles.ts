import type { Database, Queryable } from '../data/database';
import {
  deleteLoginAddressesOlderThan,
  emailLoggedInFromWithin,
  loggedInFromWithin,
  recordLoginAddress,
} from '../data/throttles/known-addresses-repo';
import {
  claimAttempt,
  releaseAttempt,
  resetThrottle,
  type ThrottleClaim,
  type ThrottleRule,
} from './throttle';

/*
 * The throttles of the account calls: password checks (logins, and the current password asked by a
 * password or e-mail change) and password-reset e-mails.
 *
 * Password guessing is slowed at three levels, none of which locks an owner out:
 * - per account and address: 5 free failures, then 30 s, 1, 2, 4, 8 minutes, at most 15 minutes apart,
 *   until the right password comes from that address (only whoever shares the attacker's address waits);
 * - per account over all addresses (a distributed attack): after 10 failures within 15 minutes the
 *   attempts are spaced 1, 2, 4 … at most 30 seconds apart;
 * - per address over all accounts (credential stuffing, an office NAT): after 30 failures within 15
 *   minutes, likewise at most 30 seconds apart.
 * An address that logged in to the account within 30 days skips both brakes, so its owner gets in
 * during an attack; others wait seconds, never a quarter of an hour.
 */

/** Failed logins per account and address. */
export const LOGIN_PAIR: ThrottleRule = {
  name: 'login-pair',
  free: 5,
  baseSeconds: 30,
  capSeconds: 900,
  memorySeconds: 86_400,
};
/** The brake on one account across all addresses. */
export const LOGIN_ACCOUNT: ThrottleRule = {
  name: 'login-account',
  free: 10,
  baseSeconds: 1,
  capSeconds: 30,
  memorySeconds: 900,
};
/** The brake on one address across all accounts. */
export const LOGIN_CLIENT: ThrottleRule = {
  name: 'login-client',
  free: 30,
  baseSeconds: 1,
  capSeconds: 30,
  memorySeconds: 900,
};
/** How long a successful login exempts its address from the account's and the address's brakes. */
export const KNOWN_ADDRESS_DAYS = 30;

/** The throttle subject of a username: trimmed and lower case, as usernames are unique regardless of case. */
export const accountKey = (username: string) => username.trim().toLowerCase();

const pair = (account: string, address: string): ThrottleClaim => ({
  rule: LOGIN_PAIR,
  subject: `${account}|${address}`,
});

/** A password check claimed by {@link claimLogin}: what to give back when the password is right. */
export interface LoginClaim {
  account: string;
  address: string;
  brakes: ThrottleClaim[];
}

/**
 * Claims one password check for `account` from `address`, before the password is looked at: throws a
 * 429 with the wait when a rule asks to wait. Every allowed claim counts as a failure until
 * {@link loginSucceeded} says otherwise, so a burst of concurrent guesses gets no more checks than the
 * rules allow. `now` replaces the database clock (tests).
 */
export async function claimLogin(
  db: Database,
  account: string,
  address: string,
  now?: Date,
): Promise<LoginClaim> {
  const brakes: ThrottleClaim[] = (await loggedInFromWithin(db, account, address, KNOWN_ADDRESS_DAYS, now))
    ? []
    : [
        { rule: LOGIN_ACCOUNT, subject: account },
        { rule: LOGIN_CLIENT, subject: address },
      ];
  await claimAttempt(db, [pair(account, address), ...brakes], now);
  return { account, address, brakes };
}

/**
 * Records that the right password came with `claim`: the pair's streak ends, the brakes get their count
 * back, and the address is known to the account from now on.
 */
export async function loginSucceeded(db: Queryable, claim: LoginClaim, now?: Date): Promise<void> {
  await resetThrottle(db, pair(claim.account, claim.address));
  for (const brake of claim.brakes) await releaseAttempt(db, brake);
  await recordLoginAddress(db, claim.account, claim.address, now);
}

/** Reset e-mails per e-mail address and client address: 3 free, then 1 minute, doubling to 15 minutes. */
export const RESET_PAIR: ThrottleRule = {
  name: 'reset-pair',
  free: 3,
  baseSeconds: 60,
  capSeconds: 900,
  memorySeconds: 3600,
};
/** Reset e-mails to one address from anywhere (a mail bomb): 5 free, then 1 minute doubling to 15. */
export const RESET_EMAIL: ThrottleRule = {
  name: 'reset-email',
  free: 5,
  baseSeconds: 60,
  capSeconds: 900,
  memorySeconds: 3600,
};
/** Reset e-mails from one client address to any address: 20 free, then 5 s doubling to 1 minute. */
export const RESET_CLIENT: ThrottleRule = {
  name: 'reset-client',
  free: 20,
  baseSeconds: 5,
  capSeconds: 60,
  memorySeconds: 900,
};

/**
 * Claims one password-reset e-mail to `email` asked from `address`, or throws a 429 with the wait. An
 * address that logged in within {@link KNOWN_ADDRESS_DAYS} to an account with that e-mail skips the
 * per-e-mail and per-address limits, so neither a mail bomb nor a busy shared address keeps the owner
 * from resetting; the per-pair limit always holds.
 */
export async function claimResetMail(db: Database, email: string, address: string): Promise<void> {
  const key = email.trim().toLowerCase();
  const known = await emailLoggedInFromWithin(db, key, address, KNOWN_ADDRESS_DAYS);
  const claims: ThrottleClaim[] = [{ rule: RESET_PAIR, subject: `${key}|${address}` }];
  if (!known) {
    claims.push({ rule: RESET_EMAIL, subject: key }, { rule: RESET_CLIENT, subject: address });
  }
  await claimAttempt(db, claims);
}

/**
 * New accounts from one client address, customers' sign-ups and organiser requests together (each
 * costs a password hash, and an organiser request e-mails an address nobody has verified): 30 free
 * within an hour, as many as a school or an office behind one address makes, then 1 minute doubling
 * to an hour. Only requests whose input passed every check count, so typing errors never hold anyone
 * back.
 */
export const SIGNUP_CLIENT: ThrottleRule = {
  name: 'signup-client',
  free: 30,
  baseSeconds: 60,
  capSeconds: 3600,
  memorySeconds: 3600,
  refusal: 'Too many accounts were requested from your address',
};

/**
 * Claims one new account (a sign-up or an organiser request) from client `address`, or throws a 429
 * with the wait. Call it once the request's input is known to be valid, before the password is hashed,
 * the account stored or any e-mail sent.
 */
export async function claimSignup(db: Database, address: string): Promise<void> {
  await claimAttempt(db, [{ rule: SIGNUP_CLIENT, subject: address }]);
}

/** Deletes known addresses older than {@link KNOWN_ADDRESS_DAYS}. */
export async function purgeKnownAddresses(db: Queryable): Promise<void> {
  await deleteLoginAddressesOlderThan(db, KNOWN_ADDRESS_DAYS);
}
