import { Hono } from 'hono';
import { z } from 'zod';
import {
  LANGS,
  ORDER_STATUSES,
  brusselsToday,
  langOf,
  readDate,
  type BackofficeCancelResult,
  type BackofficeConfirmationResent,
  type BackofficeOrderSearchMeta,
  type BackofficeOutcomeSaved,
  type BackofficePickupSaved,
} from '../../core';
import type { AppContext } from '../context';
import { recordAudit } from '../backoffice/audit';
import { sheetCsv } from '../backoffice/dispatch';
import { daySheet, unscheduledLegs } from '../data/orders/backoffice-dispatch-repo';
import { withAssignments } from '../fleet/sheet-assignments';
import { assertPickupFitsAssignment } from '../fleet/assignment-service';
import { setLegOutcome, setPickupTime } from '../backoffice/leg-actions';
import { withLandings } from '../flights/landing-service';
import { oweMail, wakeOwedMails } from '../mail/owed-mails';
import { orderDetail } from '../backoffice/order-detail';
import { searchOrders } from '../data/orders/backoffice-order-search-repo';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { freeText, idInput, numberInput } from '../http/input';
import { cancelOrder } from '../manage/cancel';
import { findManagedOrder } from '../data/orders/manage-orders-repo';
import { openRefundChoice } from '../manage/refund-choice-service';
import { resendConfirmation, wakeConfirmation } from '../payment/confirmation';

/** A ride date as 'YYYY-MM-DD' (a date input) or 'YYYY/MM/DD', read as the orders table writes it. */
const rideDate = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const date = readDate(v);
    if (!date) ctx.addIssue({ code: 'custom', message: 'a date YYYY-MM-DD is required' });
    return date ?? '';
  });

const searchQuery = z.object({
  q: freeText(z.string().trim().min(1, 'must not be empty').max(100)).optional(),
  from: rideDate.optional(),
  to: rideDate.optional(),
  status: z.enum(ORDER_STATUSES, 'an order status').optional(),
  vehicle: z.enum(['combinatie', 'comfort', 'business'], 'combinatie, comfort or business').optional(),
  agent: freeText(z.string().trim().min(1, 'must not be empty').max(40)).optional(),
  event: idInput.optional(),
  limit: numberInput(z.number().int('must be a whole number').min(1).max(200)).default(50),
  offset: numberInput(z.number().int('must be a whole number').min(0).max(100_000)).default(0),
});

const dayQuery = z.object({ date: rideDate });
// The CSV names items and child seats in the reader's language: `lang`, else the staff member's own.
const csvQuery = dayQuery.extend({ lang: z.enum(LANGS, 'nl, fr or en').optional() });
const idParam = z.object({ id: idInput });
const legParam = z.object({ id: idInput, leg: z.enum(['H', 'T'], 'H (departure) or T (return)') });
const pickupBody = z.object({ pickup_time: z.string({ error: 'is required' }).trim().max(5) });
const outcomeBody = z.object({ outcome: z.enum(['', 'done', 'no_show'], "done, no_show or '' (none)") });
const cancelBody = z.object({
  // 'choice': the operator cannot carry out the ride; the customer chooses card refund or coupon (issue 23).
  refund: z.enum(['terms', 'chosen', 'choice'], 'terms, chosen or choice').default('terms'),
  refund_cents: numberInput(
    z.number().int('must be a whole number of cents').min(0).max(10_000_000),
  ).optional(),
});

/**
 * The operator's orders and dispatch under `/api/backoffice/` (docs/backoffice-api.md, "Orders and
 * dispatch"): search and open orders, the day sheet (JSON and CSV), the legs without pickup time, the
 * pickup time and outcome of a leg (operator and dispatcher), and the cancellation (operator only): on
 * the customer's behalf with a refund coupon, or by the operator, the customer choosing between a
 * refund to the card and a coupon through an e-mailed link.
 */
export function backofficeOrderRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();
  const staff = staffOnly(ctx, 'operator', 'dispatcher');
  // The day's legs with who drives them and, for returns, the landing and the pickup that follows it.
  const fullSheet = async (date: string) =>
    withAssignments(ctx.db, await withLandings(ctx.db, await daySheet(ctx.db, date)));

  app.get('/backoffice/orders', staff, async (c) => {
    const q = parse(searchQuery, queryOf(c));
    const { rows, more } = await searchOrders(ctx.db, q);
    return ok(c, rows, {
      count: rows.length,
      offset: q.offset,
      limit: q.limit,
      more,
    } satisfies BackofficeOrderSearchMeta);
  });

  app.get('/backoffice/orders/:id', staff, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const detail = await orderDetail(ctx.db, id, new Date());
    if (!detail) throw new ApiError(404, 'not_found', `There is no order ${id}.`, 'id');
    return ok(c, detail);
  });

  app.get('/backoffice/dispatch', staff, async (c) => {
    const { date } = parse(dayQuery, queryOf(c));
    const legs = await fullSheet(date);
    return ok(c, legs, { date, count: legs.length });
  });

  app.get('/backoffice/dispatch/csv', staff, async (c) => {
    const { date, lang } = parse(csvQuery, queryOf(c));
    const legs = await fullSheet(date);
    const csv = sheetCsv(legs, lang ?? langOf(c.get('staff').lang));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="dispatch-${date.replaceAll('/', '-')}.csv"`,
      'cache-control': 'no-store',
    });
  });

  app.get('/backoffice/unscheduled', staff, async (c) => {
    const today = brusselsToday(new Date());
    const legs = await withAssignments(ctx.db, await unscheduledLegs(ctx.db, today));
    return ok(c, legs, { from: today, count: legs.length });
  });

  app.put('/backoffice/orders/:id/legs/:leg/pickup-time', staff, async (c) => {
    const { id, leg } = parse(legParam, paramsOf(c));
    const { pickup_time } = parse(pickupBody, await readBody(c));
    // A leg with a driver or vehicle keeps fitting their other legs (issue 26).
    const done = await setPickupTime(ctx.db, c.get('staff'), id, leg, pickup_time, new Date(), (tx) =>
      assertPickupFitsAssignment(tx, id, leg, pickup_time),
    );
    if (done.changed) wakeOwedMails(ctx);
    return ok(c, {
      id,
      leg,
      pickup_time,
      before: done.before,
      changed: done.changed,
    } satisfies BackofficePickupSaved);
  });

  app.put('/backoffice/orders/:id/legs/:leg/outcome', staff, async (c) => {
    const { id, leg } = parse(legParam, paramsOf(c));
    const { outcome } = parse(outcomeBody, await readBody(c));
    const done = await setLegOutcome(ctx.db, c.get('staff'), id, leg, outcome, new Date());
    return ok(c, { id, leg, outcome, changed: done.changed } satisfies BackofficeOutcomeSaved);
  });

  app.post('/backoffice/orders/:id/cancel', staffOnly(ctx, 'operator'), async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(cancelBody, await readBody(c));
    if (b.refund === 'chosen' && b.refund_cents === undefined)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "refund_cents" is required for a chosen refund.',
        'refund_cents',
      );
    if (b.refund === 'choice' && b.refund_cents !== undefined)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "refund_cents" is not taken with refund "choice": the customer gets back everything paid.',
        'refund_cents',
      );
    const order = await findManagedOrder(ctx.db, id);
    if (!order) throw new ApiError(404, 'not_found', `There is no order ${id}.`, 'id');
    const who = c.get('staff');
    const now = new Date();
    const done = await cancelOrder(ctx.db, order, now, {
      cause: 'operator',
      ...(b.refund === 'chosen' && b.refund_cents !== undefined ? { refundCents: b.refund_cents } : {}),
      ...(b.refund === 'choice' ? { customerChooses: true } : {}),
      within: async (tx, result) => {
        // The mail is owed with the change and sent by the scheduler (issue 24); the refund-choice
        // mail mints its link's secret when it is sent, so none is kept for it in the database.
        if (b.refund === 'choice') {
          await openRefundChoice(tx, order, now);
          await oweMail(tx, 'refund_choice', id, {});
        } else await oweMail(tx, 'cancellation', id, { refund: result.coupon });
        await recordAudit(tx, who, {
          action: 'order.cancel',
          entity: 'order',
          entityId: id,
          before: { status: result.statusBefore },
          after: {
            status: 'cancelled',
            refund: b.refund,
            refund_cents: result.refundCents,
            charge_cents: result.chargeCents,
            coupon: result.coupon?.code ?? null,
          },
        });
      },
    });
    wakeOwedMails(ctx);
    return ok(c, {
      id,
      status: 'cancelled',
      lang: langOf(order.taal),
      refund_cents: done.refundCents,
      charge_cents: done.chargeCents,
      coupon: done.coupon
        ? {
            code: done.coupon.code,
            amount_cents: done.coupon.amountCents,
            valid_until: done.coupon.validUntil,
          }
        : null,
    } satisfies BackofficeCancelResult);
  });

  // The operator sends an order's confirmation again (issue 24): after it was given up, after a send cut
  // short by a crash (uncertain: only a person can judge whether a second copy is better than none), or
  // when the customer lost it. A send running now is left to finish.
  app.post('/backoffice/orders/:id/confirmation/resend', staffOnly(ctx, 'operator'), async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const who = c.get('staff');
    const done = await ctx.db.transaction(async (tx) => {
      const r = await resendConfirmation(tx, id, new Date());
      if (r && r.before !== 'sending') {
        await recordAudit(tx, who, {
          action: 'order.confirmation_resend',
          entity: 'order',
          entityId: id,
          before: { confirmation: r.before, last_error: r.row.last_error },
          after: { confirmation: 'pending' },
        });
      }
      return r;
    });
    if (!done)
      throw new ApiError(
        409,
        'no_confirmation',
        `Order ${id} does not exist or owes no confirmation: it was never paid, invoiced or confirmed free of charge.`,
        'id',
      );
    if (done.before === 'sending')
      throw new ApiError(
        409,
        'confirmation_sending',
        `The confirmation of order ${id} is being sent right now; look again in a few minutes.`,
        'id',
      );
    wakeConfirmation(ctx);
    return ok(c, { id, confirmation: 'pending', before: done.before } satisfies BackofficeConfirmationResent);
  });

  return app as unknown as Hono;
}
