/**
 * The back office's run-time settings and staff accounts (issue 13). Settings: the Combi cut-off, the
 * Combi lead days, the earliest-booking days, the airports served and the cancellation scale (issue 27)
 * (server/settings/app-settings-service.ts). Staff: list, create operators and dispatchers, disable one
 * (never oneself) (server/staff/staff-service.ts). Operators only; all changes audited.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { CANCELLATION_SCALE_IDS, LANGS, MAX_SETTING_DAYS, isValidDate, isValidEmail } from '../../core';
import { asApiCall, flagInput, optionalLine, wholeNumber } from '../backoffice/catalogue-input';
import { STAFF_ROLES, type StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { listStaff } from '../data/staff/staff-repo';
import { backofficeSettings, changeSettings } from '../settings/app-settings-service';
import { createStaffAccount, setStaffDisabled, vetStaffAccount } from '../staff/staff-service';
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
    cancellation_scale: z.enum(CANCELLATION_SCALE_IDS, 'intl or nl').optional(),
  })
  .strict();
const newStaff = z
  .object({
    // The username is the e-mail address, as on the command line (server/cli/staff-commands.ts).
    email: z.string({ error: 'is required' }).trim().max(254).refine(isValidEmail, 'an e-mail address'),
    password: z.string({ error: 'is required' }).max(1024),
    role: z.enum(STAFF_ROLES, 'operator or dispatcher'),
    firstname: optionalLine(100),
    lastname: optionalLine(100),
    lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
  })
  .strict();
const idParam = z.object({ id: idInput });
const disableBody = z.object({ disabled: flagInput }).strict();

/** Adds the settings and staff calls to the catalogue module `app`; `operator` is its role check. */
export function settingsCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/settings', operator, async (c) => ok(c, await backofficeSettings(ctx.db, ctx.config)));

  app.post('/backoffice/settings', operator, async (c) => {
    const b = parse(settingsBody, await readBody(c));
    if (Object.values(b).every((v) => v === undefined))
      throw new ApiError(400, 'invalid_request', 'The request changes no setting.', 'body');
    const after = await asApiCall(() =>
      changeSettings(
        ctx.db,
        ctx.config,
        {
          combiCutoff: b.combi_cutoff,
          combiLeadDays: b.combi_lead_days,
          earliestBookingDays: b.earliest_booking_days,
          airportsServed: b.airports_served,
          cancellationScale: b.cancellation_scale,
        },
        c.get('staff'),
      ),
    );
    return ok(c, after);
  });

  app.get('/backoffice/staff', operator, async (c) => {
    const rows = await listStaff(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/staff', operator, async (c) => {
    const b = parse(newStaff, await readBody(c));
    // The password is estimated before the transaction (seconds on a worker), not while it holds the database.
    await asApiCall(() => vetStaffAccount(ctx.db, b));
    const made = await asApiCall(() =>
      ctx.db.transaction((tx) => createStaffAccount(tx, b, { vetted: true, by: c.get('staff') })),
    );
    return ok(c, made);
  });

  app.post('/backoffice/staff/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => setStaffDisabled(tx, id, disabled, c.get('staff'))),
    );
    return ok(c, after);
  });
}
