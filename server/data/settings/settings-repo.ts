import type { Queryable } from '../database';

/**
 * The settings an operator may override in the database; the configuration gives their defaults. The
 * admin CLI writes the version ones; the booking ones are read by server/pricing/booking-settings.ts.
 */
export type SettingKey =
  | 'version'
  | 'hotfix'
  | 'combi_cutoff'
  | 'combi_lead_days'
  | 'earliest_booking_days'
  | 'airports_served'
  // Issue 27: until how many hours before pickup a booking may change, and how a lower price goes back.
  | 'change_limit_hours'
  | 'change_refund';

/** Reads every stored override. */
export async function readSettings(db: Queryable): Promise<Partial<Record<SettingKey, string>>> {
  const { rows } = await db.query<{ key: SettingKey; value: string }>('SELECT key, value FROM app_settings');
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Stores an override, replacing an earlier one. */
export async function writeSetting(db: Queryable, key: SettingKey, value: string): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [key, value],
  );
}
