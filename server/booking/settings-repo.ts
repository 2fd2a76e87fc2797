import type { Queryable } from '../db/database';

/** The settings the admin CLI may override; the configuration gives their defaults. */
export type SettingKey = 'version' | 'hotfix';

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
