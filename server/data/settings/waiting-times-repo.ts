/**
 * The driver's free waiting times the operator sets (issue 26), stored as `app_settings` rows of their
 * own keys; server/flights/waiting-times.ts reads them with core's defaults.
 */
import type { Queryable } from '../database';

/** The `app_settings` keys of the waiting times. */
export const WAITING_TIME_KEYS = {
  afterLandingMinutes: 'wait_after_landing_minutes',
  atHomeMinutes: 'wait_at_home_minutes',
} as const;

/** The stored waiting times (minutes as text), by key; absent ones are not set. */
export async function readWaitingTimeRows(db: Queryable): Promise<Record<string, string>> {
  const { rows } = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM app_settings WHERE key = ANY($1::text[])',
    [Object.values(WAITING_TIME_KEYS)],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Stores one waiting time, replacing the one stored. */
export async function writeWaitingTimeRow(db: Queryable, key: string, minutes: number): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [key, String(minutes)],
  );
}
