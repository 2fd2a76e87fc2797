/**
 * The operator's coupon commands behind `npm run admin -- …` (scripts/admin.ts): create or change a
 * coupon through the coupon service the back office calls too (server/coupons/coupon-service.ts), and
 * list the coupon uses past a coupon's maximum.
 */
import { z } from 'zod';
import { euroString, toCents } from '../../core';
import { dateField, inputObject } from '../pricing/request-fields';
import * as coupons from '../coupons/coupon-service';
import type { Queryable } from '../data/database';
import { couponOveruses } from '../data/orders/backoffice-order-list-repo';
import { ServiceRefusal } from '../service-refusal';
import { UsageError, asCommand, check, flag, requiredText, type AdminOptions } from './command-options';

const str = requiredText;

/**
 * `create-coupon`: a fixed amount in euros (--amount) or a percentage (--percent). A refund coupon
 * (--refund) is valid one year from --from, as the terms promise. A code that exists already is refused,
 * as the back office refuses it, unless --replace says to change that coupon's terms (its uses stay).
 */
export async function createCoupon(db: Queryable, options: AdminOptions, now: Date): Promise<string[]> {
  const o = check(
    inputObject({
      code: str(40),
      campaign: str(40),
      amount: z.coerce.number().positive('more than 0').max(10_000).optional(),
      percent: z.coerce.number().int('a whole number').min(1).max(100).optional(),
      from: dateField.optional(),
      until: dateField.optional(),
      'max-uses': z.coerce.number().int('a whole number').positive().optional(),
      refund: flag.default(false),
      replace: flag.default(false),
    }),
    options,
  );
  const run = () =>
    coupons.createCoupon(
      db,
      {
        code: o.code,
        campaign: o.campaign,
        amountCents: o.amount === undefined ? null : toCents(o.amount),
        percent: o.percent ?? null,
        validFrom: o.from,
        validUntil: o.until,
        maxUses: o['max-uses'],
        refund: o.refund,
      },
      now,
      { replace: o.replace },
    );
  const c = await asCommand(async () => {
    try {
      return await run();
    } catch (e) {
      if (e instanceof ServiceRefusal && e.kind === 'conflict')
        throw new UsageError(
          `--code: a coupon with the code ${o.code} exists already; add --replace to change its terms.`,
        );
      throw e;
    }
  });
  const value = c.amountCents !== null ? `EUR ${euroString(c.amountCents)}` : `${c.percent}%`;
  return [
    `Coupon ${c.code} (${c.campaign}): ${value}, valid ${c.validFrom} to ${c.validUntil}, uses ${c.maxUses ?? 'unlimited'}.`,
  ];
}

/**
 * `list-overuses`: the coupon uses past a coupon's maximum, each a late approval from the payment
 * provider for an order whose use had been given back (payment failed or canceled) and then went to
 * another order. Since issue 23 none are made (such an order loses the coupon and owes the difference,
 * see server/payment/coupon-uses.ts); rows from before stay listed for the operator.
 */
export async function listOveruses(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) }), options);
  const rows = await couponOveruses(db, o.limit);
  if (rows.length === 0) return ['No coupon was used past its maximum.'];
  return rows.map(
    (r) =>
      `${new Date(r.created_at).toISOString()}\t${r.code} (max ${r.max_uses ?? '-'})\torder ${r.order_id}\t${r.bonnr}\t${r.status}\tEUR ${euroString(r.reduction_cents ?? 0)} off\t${r.emailklant}`,
  );
}
