/**
 * The rows of `outcome_returns` (migration 021): which provider decisions already minted the outcome
 * page's key, so a replayed return mints none (server/payment/outcome-returns.ts holds the rule).
 */
import type { Queryable } from '../database';

/**
 * Records that the decision (reference, PAYID, status code) of order `orderId` minted its key, unless it
 * did before or its payment event was first received more than `maxAgeSeconds` ago. One conditional
 * insert, so of two returns racing, one wins. True when this return may mint the key.
 */
export async function claimOutcomeReturn(
  db: Queryable,
  r: { reference: string; payid: string; statusCode: number; orderId: number; maxAgeSeconds: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO outcome_returns (reference, payid, status_code, order_id)
     SELECT $1, $2, $3, $4
      WHERE EXISTS (SELECT 1 FROM payment_events e
                     WHERE e.reference = $1 AND e.payid = $2 AND e.status_code = $3
                       AND e.received_at > now() - make_interval(secs => $5::float8))
     ON CONFLICT DO NOTHING RETURNING order_id`,
    [r.reference, r.payid, r.statusCode, r.orderId, r.maxAgeSeconds],
  );
  return rows.length === 1;
}
