import type { Queryable } from '../data/database';
import { findAgent, findPo, type PoRecord } from '../data/agents/agents-repo';
import { findCoupon, type Coupon } from '../data/coupons/coupons-repo';
import { cachePerDatabase } from '../data/database-caches';

/**
 * How long the price call reuses a PO, coupon or agent licence read. The price call only shows what a PO or coupon
 * would give; the order call reads both afresh inside its transaction and refuses what no longer
 * applies, so a quote at most this stale can never change what is charged.
 */
export const QUOTE_READ_TTL_MS = 5_000;

interface Timed<V> {
  value: V;
  until: number;
}

const pos = cachePerDatabase<Timed<PoRecord | null>>('quotePos', 1000);
const coupons = cachePerDatabase<Timed<Coupon | null>>('quoteCoupons', 1000);
// Only whether a licence is known is kept: the price call must never show more of an agent.
const licences = cachePerDatabase<Timed<boolean>>('quoteLicences', 1000);

async function cached<V>(
  cache: { get(key: string): Timed<V> | undefined; set(key: string, value: Timed<V>): void },
  key: string,
  read: () => Promise<V>,
): Promise<V> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value;
  const value = await read();
  cache.set(key, { value, until: now + QUOTE_READ_TTL_MS });
  return value;
}

/** {@link findPo} for the price call: the same answer, reused for up to {@link QUOTE_READ_TTL_MS}. */
export function findPoForQuote(db: Queryable, code: string): Promise<PoRecord | null> {
  return cached(pos(db), code.trim().toUpperCase(), () => findPo(db, code));
}

/** {@link findCoupon} for the price call: the same answer, reused for up to {@link QUOTE_READ_TTL_MS}. */
export function findCouponForQuote(db: Queryable, code: string): Promise<Coupon | null> {
  return cached(coupons(db), code.trim().toUpperCase(), () => findCoupon(db, code));
}

/**
 * Whether `licence` is a known agent licence ({@link findAgent}: ignoring case and surrounding spaces),
 * for the price call; reused per licence for up to {@link QUOTE_READ_TTL_MS}.
 */
export function isKnownLicenceForQuote(db: Queryable, licence: string): Promise<boolean> {
  return cached(
    licences(db),
    licence.trim().toUpperCase(),
    async () => (await findAgent(db, licence)) !== null,
  );
}
