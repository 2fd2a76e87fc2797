import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';

/** A throttle: at most `limit` counted events per key within `windowSeconds`. */
export interface ThrottleRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/** Failed logins (password grant and billousers/login): 5 per account, 20 per client address, per 15 min. */
export const LOGIN_PER_ACCOUNT: ThrottleRule = { scope: 'login', limit: 5, windowSeconds: 900 };
export const LOGIN_PER_CLIENT: ThrottleRule = { scope: 'login-client', limit: 20, windowSeconds: 900 };
/** Password-reset e-mails: 5 per address, 20 per client address, per 15 min (each one sends mail). */
export const RESET_PER_ACCOUNT: ThrottleRule = { scope: 'reset', limit: 5, windowSeconds: 900 };
export const RESET_PER_CLIENT: ThrottleRule = { scope: 'reset-client', limit: 20, windowSeconds: 900 };

/**
 * The caller's network address, used as a throttle key. Behind a reverse proxy set `TRUST_PROXY=1` so the
 * first `X-Forwarded-For` hop is used; otherwise that header is ignored, because a client could forge it
 * to escape the throttle.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Throws 429 `too_many_requests` when `key` already has `limit` events in the rule's window. */
export async function checkThrottle(db: Queryable, rule: ThrottleRule, key: string): Promise<void> {
  const { rows } = await db.query<{ n: number; retry: number | null }>(
    `SELECT count(*)::int AS n,
            ceil(extract(epoch FROM min(created_at) + make_interval(secs => $3) - now()))::int AS retry
       FROM throttle_events
      WHERE scope = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)`,
    [rule.scope, key, rule.windowSeconds],
  );
  const row = rows[0];
  if (row && row.n >= rule.limit) {
    const minutes = Math.max(1, Math.ceil((row.retry ?? rule.windowSeconds) / 60));
    throw new ApiError(
      429,
      'too_many_requests',
      `Too many attempts; please try again in ${minutes} minutes.`,
    );
  }
}

/** Counts one event for `key`, and drops this scope's events older than the window. */
export async function recordThrottle(db: Queryable, rule: ThrottleRule, key: string): Promise<void> {
  await db.query(
    `DELETE FROM throttle_events WHERE scope = $1 AND created_at < now() - make_interval(secs => $2)`,
    [rule.scope, rule.windowSeconds],
  );
  await db.query('INSERT INTO throttle_events (scope, key) VALUES ($1, $2)', [rule.scope, key]);
}

/** Forgets the events of `key`, e.g. the failed logins of an account once its owner logs in. */
export async function clearThrottle(db: Queryable, rule: ThrottleRule, key: string): Promise<void> {
  await db.query('DELETE FROM throttle_events WHERE scope = $1 AND key = $2', [rule.scope, key]);
}
