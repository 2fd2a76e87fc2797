/**
 * The booking settings in force (core/settings.ts): SPEC 9's values, then the configuration
 * (`COMBI_CUTOFF`), then the operator's overrides in the `app_settings` table. Every server rule that
 * depends on them (the price and order calls, `GET /api/settings`) reads them here, once per request,
 * so a later back office that changes them at run time changes them everywhere at once.
 */
import {
  type BookingSettings,
  DEFAULT_BOOKING_SETTINGS,
  isSettingDays,
  isValidDate,
  readDate,
} from '../../core';
import type { Config } from '../config';
import type { Queryable } from '../data/database';
import { readSettings, type SettingKey, writeSetting } from '../data/settings/settings-repo';

/** The `app_settings` key of each booking setting. */
export const BOOKING_SETTING_KEYS = {
  combiCutoff: 'combi_cutoff',
  combiLeadDays: 'combi_lead_days',
  earliestBookingDays: 'earliest_booking_days',
} as const satisfies Record<keyof BookingSettings, SettingKey>;

/** Reads a stored day count; undefined when absent or not a whole number from 0 to 365. */
function storedDays(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,3}$/.test(value.trim())) return undefined;
  const days = Number(value);
  return isSettingDays(days) ? days : undefined;
}

/**
 * Gives the booking settings in force. An override that is not a valid value (which
 * {@link writeBookingSetting} never stores) is passed over for the configured value, so a bad row can
 * never stop bookings.
 */
export async function readBookingSettings(
  db: Queryable,
  config: Pick<Config, 'combiCutoff'>,
): Promise<BookingSettings> {
  const stored = await readSettings(db);
  const cutoff = readDate(stored.combi_cutoff ?? '');
  return {
    combiCutoff: cutoff ?? config.combiCutoff ?? DEFAULT_BOOKING_SETTINGS.combiCutoff,
    combiLeadDays: storedDays(stored.combi_lead_days) ?? DEFAULT_BOOKING_SETTINGS.combiLeadDays,
    earliestBookingDays:
      storedDays(stored.earliest_booking_days) ?? DEFAULT_BOOKING_SETTINGS.earliestBookingDays,
  };
}

/**
 * Stores an operator's override of one booking setting. Throws a RangeError naming the setting when the
 * value is not a real 'YYYY/MM/DD' date (cut-off) or a whole number of days from 0 to 365.
 */
export async function writeBookingSetting<K extends keyof BookingSettings>(
  db: Queryable,
  name: K,
  value: BookingSettings[K],
): Promise<void> {
  const valid = typeof value === 'string' ? isValidDate(value) : isSettingDays(value);
  if (!valid) throw new RangeError(`The booking setting ${name} cannot be ${String(value)}.`);
  await writeSetting(db, BOOKING_SETTING_KEYS[name], String(value));
}
