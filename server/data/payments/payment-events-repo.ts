/**
 * The provider's messages as recorded: `payment_events` (each verified message once, by reference,
 * PAYID and status code) and `payment_rejections` (messages refused, for the operator). What a message
 * means and whether it is trusted are server/payment/returns.ts's rules.
 */
import type { Queryable } from '../database';

/** A verified message of the provider about one payment attempt. */
export interface PaymentEventRecord {
  attemptId: number;
  orderId: number;
  reference: string;
  payid: string;
  statusCode: number;
  ncerror: string;
  amountCents: number | null;
  channel: string;
  fromStatus: string;
  params: Record<string, string>;
}

/** Records a verified message once; answers its id, or undefined when the same message came before. */
export async function insertPaymentEvent(tx: Queryable, e: PaymentEventRecord): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payment_events (attempt_id, order_id, reference, payid, status_code, ncerror, amount_cents, channel,
                                 from_status, params)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (reference, payid, status_code) DO NOTHING RETURNING id::text`,
    [
      e.attemptId,
      e.orderId,
      e.reference,
      e.payid,
      e.statusCode,
      e.ncerror,
      e.amountCents,
      e.channel,
      e.fromStatus,
      JSON.stringify(e.params),
    ],
  );
  return rows[0]?.id;
}

/** Records the status message `eventId` moved its order to. */
export async function setEventToStatus(tx: Queryable, eventId: string, to: string): Promise<void> {
  await tx.query('UPDATE payment_events SET to_status = $2 WHERE id = $1', [eventId, to]);
}

/** The PAYID of the approval that made order `orderId` paid ('' for none). */
export async function paidPayid(db: Queryable, orderId: number): Promise<string> {
  const { rows } = await db.query<{ payid: string }>(
    `SELECT payid FROM payment_events WHERE order_id = $1 AND to_status = 'paid' ORDER BY id LIMIT 1`,
    [orderId],
  );
  return rows[0]?.payid ?? '';
}

/** Records a refused message of `channel` for `reason`, with its (shortened) parameters. */
export async function insertPaymentRejection(
  db: Queryable,
  r: { channel: string; reason: string; reference: string | null; params: unknown; remoteAddr: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_rejections (channel, reason, reference, params, remote_addr) VALUES ($1, $2, $3, $4, $5)`,
    [r.channel, r.reason, r.reference, JSON.stringify(r.params), r.remoteAddr],
  );
}
