/**
 * The back office's run-time settings and staff accounts (issue 13). Settings: the Combi cut-off, the
 * Combi lead days, the earliest-booking days (server/pricing/booking-settings.ts, read on every price
 * and order call) and the airports served (server/data/geo/geo-repo.ts SERVED_NOW). Staff: list,
 * create operators and dispatchers, disable one (never oneself). Operators only; all changes audited.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { LANGS, MAX_SETTING_DAYS, isValidDate } from '../../core';
import { recordAudit } from '../backoffice/audit';
import { asApiCall, flagInput, optionalLine, wholeNumber } from '../backoffice/catalogue-input';
import { STAFF_ROLES, type StaffEnv } from '../backoffice/staff';
import {
  createStaffUser,
  listStaff,
  setStaffDisabled,
  staffById,
  vetStaffUser,
} from '../backoffice/staff-accounts';
import { BOOKING_SETTING_KEYS, readBookingSettings } from '../pricing/booking-settings';
import { forgetServedAirports } from '../pricing/served-airports';
import { readSettings, writeSetting } from '../data/settings/settings-repo';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { ApiError, ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';

const settingsBody = z
  .object({
    combi_cutoff: z.string().refine(isValidDate, 'a date written YYYY/MM/DD').optional(),
    combi_lead_days: wholeNumber(0, MAX_SETTING_DAYS).optional(),
    earliest_booking_days: wholeNumber(0, MAX_SETTING_DAYS).optional(),
    airports_served: z
      .array(z.string().regex(/^[A-Za-z]{3}$/, 'three-letter airport codes'), 'a list of airport codes')
      .min(1, 'at least one airport')
      .max(100)
      .optional(),
  })
  .strict();
const newStaff = z
  .object({
    email: z.string({ error: 'is required' }).max(254),
    password: z.string({ error: 'is required' }).max(1024),
    role: z.enum(STAFF_ROLES, 'operator or dispatcher'),
    firstname: optionalLine(100),
    lastname: optionalLine(100),
    lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
  })
  .strict();
const idParam = z.object({ id: idInput });
const disableBody = z.object({ disabled: flagInput }).strict();

/** The settings as the back office shows them, with every airport and whether it is served now. */
async function currentSettings(ctx: AppContext, db: Queryable) {
  const booking = await readBookingSettings(db, ctx.config);
  const { rows } = await db.query<{ id: string; name: string; served: boolean }>(
    `SELECT id, name, coalesce(id = ANY(string_to_array((SELECT value FROM app_settings WHERE key = 'airports_served'), ',')), served) AS served
       FROM airports ORDER BY core DESC, name`,
  );
  return { ...booking, airports: rows };
}

/** Adds the settings and staff calls to the catalogue module `app`; `operator` is its role check. */
export function settingsCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/settings', operator, async (c) => ok(c, await currentSettings(ctx, ctx.db)));

  app.post('/backoffice/settings', operator, async (c) => {
    const b = parse(settingsBody, await readBody(c));
    const after = await ctx.db.transaction(async (tx) => {
      const stored = await readSettings(tx);
      const before = await currentSettings(ctx, tx);
      const changes: [keyof typeof BOOKING_SETTING_KEYS | 'airportsServed', string][] = [];
      if (b.combi_cutoff !== undefined) changes.push(['combiCutoff', b.combi_cutoff]);
      if (b.combi_lead_days !== undefined) changes.push(['combiLeadDays', String(b.combi_lead_days)]);
      if (b.earliest_booking_days !== undefined)
        changes.push(['earliestBookingDays', String(b.earliest_booking_days)]);
      if (b.airports_served !== undefined) {
        const codes = [...new Set(b.airports_served.map((a) => a.toUpperCase()))].sort();
        const known = await tx.query<{ id: string }>('SELECT id FROM airports WHERE id = ANY($1::text[])', [
          codes,
        ]);
        const unknown = codes.filter((code) => !known.rows.some((r) => r.id === code));
        if (unknown.length > 0)
          throw new ApiError(
            400,
            'invalid_request',
            `The field "airports_served" is invalid: unknown airport ${unknown.join(', ')}.`,
            'airports_served',
          );
        changes.push(['airportsServed', codes.join(',')]);
      }
      if (changes.length === 0)
        throw new ApiError(400, 'invalid_request', 'The request changes no setting.', 'body');
      for (const [name, value] of changes) {
        const key = name === 'airportsServed' ? 'airports_served' : BOOKING_SETTING_KEYS[name];
        await writeSetting(tx, key, value);
        await recordAudit(tx, c.get('staff'), {
          action: 'setting.change',
          entity: 'setting',
          entityId: key,
          before: stored[key] ?? (name === 'airportsServed' ? null : String(before[name])),
          after: value,
        });
      }
      return currentSettings(ctx, tx);
    });
    // The price call's reused set of served airports goes at once in this process (geo-repo.ts).
    if (b.airports_served !== undefined) forgetServedAirports(ctx.db);
    return ok(c, after);
  });

  app.get('/backoffice/staff', operator, async (c) => {
    const rows = await listStaff(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/staff', operator, async (c) => {
    const b = parse(newStaff, await readBody(c));
    // The password is estimated before the transaction (seconds on a worker), not while it holds the database.
    await asApiCall(() => vetStaffUser(ctx.db, b));
    const made = await ctx.db.transaction(async (tx) => {
      const { id } = await asApiCall(() => createStaffUser(tx, b, true));
      const row = (await staffById(tx, id))!;
      await recordAudit(tx, c.get('staff'), {
        action: 'staff.create',
        entity: 'user',
        entityId: id,
        before: null,
        after: row,
      });
      return row;
    });
    return ok(c, made);
  });

  app.post('/backoffice/staff/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const staff = c.get('staff');
    if (disabled && id === staff.userId)
      throw new ApiError(409, 'conflict', 'You cannot disable your own account.', 'id');
    const after = await ctx.db.transaction(async (tx) => {
      const before = await staffById(tx, id);
      if (!before) throw new ApiError(404, 'not_found', `There is no staff account ${id}.`, 'id');
      await setStaffDisabled(tx, id, disabled);
      const row = (await staffById(tx, id))!;
      await recordAudit(tx, staff, {
        action: disabled ? 'staff.disable' : 'staff.enable',
        entity: 'user',
        entityId: id,
        before,
        after: row,
      });
      return row;
    });
    return ok(c, after);
  });
}
