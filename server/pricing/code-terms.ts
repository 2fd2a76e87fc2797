/**
 * Whether a PO number or a coupon applies on a given day: the rules the price, order and checkcoupon
 * calls share. The rows come from the repositories (server/data/agents, server/data/coupons); these
 * functions only read them.
 */
import { sameLicence } from '../../core';
import type { PoRecord } from '../data/agents/agents-repo';
import { findCoupon, type Coupon } from '../data/coupons/coupons-repo';
import type { Queryable } from '../data/database';
import type { CodeGuard } from './code-throttle';

/** Why a coupon cannot be used today, or 'valid'. */
export type CouponState = 'valid' | 'not_yet_valid' | 'expired' | 'used_up';

/** Tells whether a coupon may be used on `today` ('YYYY/MM/DD', Brussels). */
export function couponState(coupon: Coupon, today: string): CouponState {
  if (today < coupon.validFrom) return 'not_yet_valid';
  if (today > coupon.validUntil) return 'expired';
  if (coupon.maxUses !== null && coupon.useCount >= coupon.maxUses) return 'used_up';
  return 'valid';
}

/**
 * Tells whether a PO applies today: within its validity and only for a booking that carries the
 * licence of the agent that issued it (ignoring case). An empty licence never matches: a PO code alone
 * (which a customer may pass on) must not give a discount, a ride paid by the agent, or the agent's data.
 */
export function poApplies(po: PoRecord, today: string, talic: string): boolean {
  return sameLicence(talic, po.agentLicence) && po.validFrom <= today && today <= po.validUntil;
}

/**
 * Looks one coupon code up for the checkcoupon call, through the caller's look-up throttle `guard`
 * (429 after too many unknown codes): the coupon, or null when unknown, and its state on `today`.
 */
export async function checkCoupon(
  db: Queryable,
  code: string,
  today: string,
  guard: CodeGuard,
): Promise<{ coupon: Coupon | null; state: CouponState | 'unknown' }> {
  await guard.admit([{ kind: 'coupon', code, field: 'coupon' }]);
  const coupon = await findCoupon(db, code);
  const state = coupon ? couponState(coupon, today) : 'unknown';
  await guard.settle('coupon', code, state === 'valid');
  return { coupon, state };
}
