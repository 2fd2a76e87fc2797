/**
 * The refund-choice link's secret as its owed mail needs it (issue 24): the mail mints the secret when
 * it is sent and stores only its hash in `refund_choices` (migration 026), replacing the one minted
 * with the cancellation, which never left the server.
 */
import type { Queryable } from '../database';

/**
 * Gives the newest still open (not chosen) refund choice of order `orderId` the link hash `tokenHash`
 * and answers the amount it offers; null when the order has no open choice (nothing to mail).
 */
export async function rekeyOpenRefundChoice(
  db: Queryable,
  orderId: number,
  tokenHash: string,
): Promise<{ amount_cents: number } | null> {
  const { rows } = await db.query<{ amount_cents: number }>(
    `UPDATE refund_choices SET token_hash = $2
      WHERE id = (SELECT id FROM refund_choices WHERE order_id = $1 ORDER BY id DESC LIMIT 1) AND choice IS NULL
      RETURNING amount_cents`,
    [orderId, tokenHash],
  );
  return rows[0] ?? null;
}
