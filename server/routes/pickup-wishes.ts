import { Hono } from 'hono';
import { z } from 'zod';
import { PICKUP_WISH_NOTE_MAX } from '../../core';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { acceptPickupWish, refusePickupWish } from '../backoffice/pickup-wish-decisions';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { openWishes, wishesOfOrder } from '../data/orders/pickup-wish-repo';
import { assertPickupFitsAssignment } from '../fleet/assignment-service';
import { ok, paramsOf, parse, readBody } from '../http/envelope';
import { freeText, idInput } from '../http/input';
import { wakeOwedMails } from '../mail/owed-mails';
import { managedOrder, presentedKey } from '../manage/access';
import { askPickupWish } from '../manage/pickup-wish-service';

const idParam = z.object({ id: idInput });
const wishBody = z.object({
  leg: z.enum(['H', 'T'], 'H (departure) or T (return)'),
  pickup_time: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{2}:\d{2}$/, 'a 24-hour time HH:mm is required'),
  note: freeText(
    z.string().trim().max(PICKUP_WISH_NOTE_MAX, `at most ${PICKUP_WISH_NOTE_MAX} characters`),
  ).default(''),
});
const refuseBody = z.object({
  reason: freeText(z.string().trim().min(1, 'the reason is required').max(300, 'at most 300 characters')),
});

/**
 * The pickup-time wish (issue 27, docs/manage-api.md "Pickup-time wish" and docs/backoffice-api.md):
 * `GET billomanage/{id}/pickup-wishes` and `POST billomanage/{id}/pickup-wish` for the customer (the
 * order's owner or manage key, like the other manage calls); `GET backoffice/pickup-wishes/open` (the open
 * ones), `GET backoffice/orders/{id}/pickup-wishes`, `POST backoffice/pickup-wishes/{id}/accept` and
 * `POST backoffice/pickup-wishes/{id}/refuse` for the operator and the dispatcher.
 */
export function pickupWishRoutes(ctx: AppContext): Hono {
  const customer = new Hono<AuthEnv>();
  const auth = authenticate(ctx);

  customer.get('/billomanage/:id/pickup-wishes', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id);
    return ok(c, await wishesOfOrder(ctx.db, id));
  });

  customer.post('/billomanage/:id/pickup-wish', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const body = await readBody(c);
    await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id, 'act');
    const b = parse(wishBody, body);
    return ok(
      c,
      await askPickupWish(ctx.db, id, { leg: b.leg, wished: b.pickup_time, note: b.note }, new Date()),
    );
  });

  const office = new Hono<StaffEnv>();
  const staff = staffOnly(ctx, 'operator', 'dispatcher');

  office.get('/backoffice/pickup-wishes/open', staff, async (c) => {
    const wishes = await openWishes(ctx.db);
    return ok(c, wishes, { count: wishes.length });
  });

  office.get('/backoffice/orders/:id/pickup-wishes', staff, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    return ok(c, await wishesOfOrder(ctx.db, id));
  });

  office.post('/backoffice/pickup-wishes/:id/accept', staff, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    // A leg with a driver or vehicle keeps fitting their other legs (issue 26), as for a pickup set by hand.
    const wish = await acceptPickupWish(
      ctx.db,
      c.get('staff'),
      id,
      new Date(),
      (w) => (tx) => assertPickupFitsAssignment(tx, w.order_id, w.leg, w.wished_time),
    );
    wakeOwedMails(ctx);
    return ok(c, { ...wish, status: 'accepted' });
  });

  office.post('/backoffice/pickup-wishes/:id/refuse', staff, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { reason } = parse(refuseBody, await readBody(c));
    const wish = await refusePickupWish(ctx.db, c.get('staff'), id, reason);
    wakeOwedMails(ctx);
    return ok(c, { ...wish, status: 'refused', reason });
  });

  return new Hono().route('/', customer).route('/', office);
}
