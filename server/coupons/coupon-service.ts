/**
 * Coupons (issue 13): a fixed amount or a percentage off, of a campaign or a refund. The command line
 * (server/cli/coupon-commands.ts) and the back office (server/routes/backoffice-catalogue.ts) both
 * create them here with checked, typed values; the back office also disables them. Given `by`, the staff
 * member acting in the back office, a change is audited in the caller's transaction.
 */
import { addDays, brusselsToday } from '../../core';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import { insertCoupon, upsertCoupon, type Coupon, type NewCoupon } from '../data/coupons/coupons-repo';
import { couponById, setCouponDisabled, type CouponRow } from '../data/catalogue/backoffice-catalogue-repo';
import type { Queryable } from '../data/database';
import { ServiceRefusal, invalidField } from '../service-refusal';

/** A coupon's terms as the operator gives them. */
export interface CouponInput {
  code: string;
  campaign: string;
  /** A fixed amount off, in cents; give this or `percent`. */
  amountCents: number | null;
  /** A percentage off; give this or `amountCents`. */
  percent: number | null;
  /** 'YYYY/MM/DD'; today (Brussels) when absent. */
  validFrom?: string | undefined;
  /** 'YYYY/MM/DD'; a year after `validFrom` when absent, and always for a refund coupon. */
  validUntil?: string | undefined;
  /** Unlimited when absent (once for a refund coupon). */
  maxUses?: number | undefined;
  /** A refund coupon: valid one year from `validFrom`, as the terms promise. */
  refund: boolean;
}

/**
 * Creates coupon `c` and answers it. A code that exists already (in any case) is refused, unless
 * `replace` (the command line's --replace) says to change that coupon's terms (its uses stay).
 */
export async function createCoupon(
  tx: Queryable,
  c: CouponInput,
  now: Date,
  opts: { replace?: boolean; by?: AuditActor } = {},
): Promise<Coupon> {
  if ((c.amountCents === null) === (c.percent === null))
    throw new ServiceRefusal('invalid', ['amount', 'percent'], 'give exactly one.');
  const from = c.validFrom ?? brusselsToday(now);
  const until = c.refund ? addDays(from, 365) : (c.validUntil ?? addDays(from, 365));
  // Named `until` in both the back office and the command line, as the back office always answered.
  if (from > until) throw invalidField('until', 'must not be before {from}.');
  const fields: NewCoupon = {
    code: c.code,
    campaign: c.campaign,
    kind: c.refund ? 'refund' : 'campaign',
    amountCents: c.amountCents,
    percent: c.percent,
    validFrom: from,
    validUntil: until,
    maxUses: c.maxUses ?? (c.refund ? 1 : null),
  };
  const made = opts.replace ? await upsertCoupon(tx, fields) : await insertCoupon(tx, fields);
  if (made === null)
    throw new ServiceRefusal('conflict', ['code'], `A coupon with the code ${c.code} exists already.`);
  if (opts.by)
    await recordAudit(tx, opts.by, {
      action: 'coupon.create',
      entity: 'coupon',
      entityId: made.id,
      before: null,
      after: made,
    });
  return made;
}

/** Disables (or re-enables) coupon `id` as `by`, and answers it. */
export async function disableCoupon(
  tx: Queryable,
  id: number,
  disabled: boolean,
  by: AuditActor,
): Promise<CouponRow> {
  const before = await couponById(tx, id);
  if (!before) throw new ServiceRefusal('not_found', ['id'], `There is no coupon ${id}.`);
  await setCouponDisabled(tx, id, disabled);
  const after = (await couponById(tx, id))!;
  await recordAudit(tx, by, {
    action: disabled ? 'coupon.disable' : 'coupon.enable',
    entity: 'coupon',
    entityId: id,
    before,
    after,
  });
  return after;
}
