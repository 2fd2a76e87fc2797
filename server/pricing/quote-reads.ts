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

/** A read that is reused until `until` (epoch ms): the promise, so calls during the read share it. */
export interface Timed<V> {
  value: Promise<V>;
  until: number;
}

/** What {@link reusedRead} needs of a cache: an lru-cache or a Map by key. */
export interface TimedCache<V> {
  get(key: string): Timed<V> | undefined;
  set(key: string, value: Timed<V>): unknown;
  delete(key: string): unknown;
}

const pos = cachePerDatabase<Timed<PoRecord | null>>('quotePos', 1000);
const coupons = cachePerDatabase<Timed<Coupon | null>>('quoteCoupons', 1000);
// Only the agent's user id is kept, to check a link's pair against it: the price call must never show
// more of an agent (its answer says only whether the pair is valid).
const licences = cachePerDatabase<Timed<string | null>>('quoteLicences', 1000);

/**
 * The value of `read` for `key`, reused for `ttlMs` from the moment it was asked. Calls that arrive
 * while the read runs wait for that same read: when a reuse time ran out under load, every price request
 * in flight used to send its own query (50 connections sent some 95 at once, a query per 7 requests,
 * a third of the price call's time in `npm run bench`). A failed read is not kept.
 */
export function reusedRead<V>(
  cache: TimedCache<V>,
  key: string,
  ttlMs: number,
  read: () => Promise<V>,
): Promise<V> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value;
  const entry: Timed<V> = { value: read(), until: now + ttlMs };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value;
}

function cached<V>(cache: TimedCache<V>, key: string, read: () => Promise<V>): Promise<V> {
  return reusedRead(cache, key, QUOTE_READ_TTL_MS, read);
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
 * The user id of the agent of `licence` ('' when it has none), or null when no agent has the licence
 * ({@link findAgent}: ignoring case and surrounding spaces), for the price and check calls; reused per
 * licence for up to {@link QUOTE_READ_TTL_MS}.
 */
export function agentUidForQuote(db: Queryable, licence: string): Promise<string | null> {
  return cached(
    licences(db),
    licence.trim().toUpperCase(),
    async () => (await findAgent(db, licence))?.uid ?? null,
  );
}
