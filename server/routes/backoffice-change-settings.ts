/**
 * The operator's settings of changing a booking in place (issue 27): `GET backoffice/change-settings`
 * (staff) and `PUT backoffice/change-settings` (operator): `change_limit_hours`, a whole number 0–168,
 * and `change_refund`, 'coupon' or 'card'. Audited (server/settings/change-settings-service.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CHANGE_REFUNDS, MAX_CHANGE_LIMIT_HOURS, type BackofficeChangeSettings } from '../../core';
import { wholeNumber } from '../backoffice/catalogue-input';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { ApiError, ok, parse, readBody } from '../http/envelope';
import { readRevisionSettings, type RevisionSettings } from '../manage/revision-settings';
import { changeRevisionSettings } from '../settings/change-settings-service';

const changeBody = z
  .object({
    change_limit_hours: wholeNumber(0, MAX_CHANGE_LIMIT_HOURS).optional(),
    change_refund: z.enum(CHANGE_REFUNDS, 'coupon or card').optional(),
  })
  .strict();

const answer = (s: RevisionSettings): BackofficeChangeSettings => ({
  change_limit_hours: s.changeLimitHours,
  change_refund: s.changeRefund,
});

/** The change settings' calls. */
export function backofficeChangeSettingsRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();
  app.get('/backoffice/change-settings', staffOnly(ctx, 'operator', 'dispatcher'), async (c) =>
    ok(c, answer(await readRevisionSettings(ctx.db))),
  );
  app.put('/backoffice/change-settings', staffOnly(ctx, 'operator'), async (c) => {
    const b = parse(changeBody, await readBody(c));
    if (b.change_limit_hours === undefined && b.change_refund === undefined)
      throw new ApiError(400, 'invalid_request', 'The request changes no setting.', 'body');
    const after = await changeRevisionSettings(
      ctx.db,
      { changeLimitHours: b.change_limit_hours, changeRefund: b.change_refund },
      c.get('staff'),
    );
    return ok(c, answer(after));
  });
  return new Hono().route('/', app);
}
