/**
 * The settings the operator changes at run time: the version `/api/version` answers (command line), and
 * the booking settings and airports served (back office, issue 13): the Combi cut-off, the Combi lead
 * days, the earliest-booking days (server/pricing/booking-settings.ts, read on every price and order
 * call), the airports served (server/data/geo/geo-repo.ts SERVED_NOW) and the one cancellation scale
 * (server/manage/cancellation-scale-setting.ts, issue 27). Back-office changes are audited, one entry
 * per setting.
 */
import type { BackofficeSettings, TermsVersion } from '../../core';
import {
  CANCELLATION_SCALE_KEY,
  readCancellationScale,
  writeCancellationScale,
} from '../manage/cancellation-scale-setting';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import { BOOKING_SETTING_KEYS, readBookingSettings } from '../pricing/booking-settings';
import { forgetServedAirports } from '../pricing/served-airports';
import { readSettings, writeSetting } from '../data/settings/settings-repo';
import type { Config } from '../config';
import type { Database, Queryable } from '../data/database';
import { airportsWithServed, knownAirportIds } from '../data/settings/backoffice-airports-repo';
import { invalidField } from '../service-refusal';

/** Stores the version (and hotfix flag) /api/version answers. */
export async function setVersion(tx: Queryable, v: { version: string; hotfix: boolean }): Promise<void> {
  await writeSetting(tx, 'version', v.version);
  await writeSetting(tx, 'hotfix', String(v.hotfix));
}

/** The settings as the back office shows them, with every airport and whether it is served now. */
export type { BackofficeSettings } from '../../core';

/** Reads the settings as the back office shows them. */
export async function backofficeSettings(
  db: Queryable,
  config: Pick<Config, 'combiCutoff'>,
): Promise<BackofficeSettings> {
  const booking = await readBookingSettings(db, config);
  return {
    ...booking,
    airports: await airportsWithServed(db),
    cancellationScale: await readCancellationScale(db),
  };
}

/** The settings to change; each absent one stays. At least one is given (the caller checks). */
export interface SettingsChange {
  combiCutoff?: string | undefined;
  combiLeadDays?: number | undefined;
  earliestBookingDays?: number | undefined;
  /** Three-letter airport codes, any case. */
  airportsServed?: readonly string[] | undefined;
  /** The one cancellation scale for every order (issue 27). */
  cancellationScale?: TermsVersion | undefined;
}

/**
 * Changes the settings of `change` as `by` in one transaction, one audit entry per setting, and
 * answers them as the back office shows them. An unknown airport code is refused, naming
 * `airports_served`. The price call's reused set of served airports goes at once in this process.
 */
export async function changeSettings(
  db: Database,
  config: Pick<Config, 'combiCutoff'>,
  change: SettingsChange,
  by: AuditActor,
): Promise<BackofficeSettings> {
  const after = await db.transaction(async (tx) => {
    const stored = await readSettings(tx);
    const before = await backofficeSettings(tx, config);
    const changes: [keyof typeof BOOKING_SETTING_KEYS | 'airportsServed', string][] = [];
    if (change.combiCutoff !== undefined) changes.push(['combiCutoff', change.combiCutoff]);
    if (change.combiLeadDays !== undefined) changes.push(['combiLeadDays', String(change.combiLeadDays)]);
    if (change.earliestBookingDays !== undefined)
      changes.push(['earliestBookingDays', String(change.earliestBookingDays)]);
    if (change.airportsServed !== undefined) {
      const codes = [...new Set(change.airportsServed.map((a) => a.toUpperCase()))].sort();
      const known = await knownAirportIds(tx, codes);
      const unknown = codes.filter((code) => !known.includes(code));
      if (unknown.length > 0) throw invalidField('airports_served', `unknown airport ${unknown.join(', ')}.`);
      changes.push(['airportsServed', codes.join(',')]);
    }
    for (const [name, value] of changes) {
      const key = name === 'airportsServed' ? 'airports_served' : BOOKING_SETTING_KEYS[name];
      await writeSetting(tx, key, value);
      await recordAudit(tx, by, {
        action: 'setting.change',
        entity: 'setting',
        entityId: key,
        before: stored[key] ?? (name === 'airportsServed' ? null : String(before[name])),
        after: value,
      });
    }
    if (change.cancellationScale !== undefined) {
      await writeCancellationScale(tx, change.cancellationScale);
      await recordAudit(tx, by, {
        action: 'setting.change',
        entity: 'setting',
        entityId: CANCELLATION_SCALE_KEY,
        before: before.cancellationScale,
        after: change.cancellationScale,
      });
    }
    return backofficeSettings(tx, config);
  });
  if (change.airportsServed !== undefined) forgetServedAirports(db);
  return after;
}
