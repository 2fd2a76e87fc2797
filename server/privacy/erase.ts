/**
 * Erasure of an order's personal data (issue 13 "Privacy", SPEC 9): six months after its last leg
 * (./erasure-job.ts), or when its customer deletes the account (server/accounts/delete-account.ts).
 * Names, e-mail, phone, street and house number, flight numbers and map points are emptied, here and in
 * every copy the product keeps (payment messages, the customer's changes, feedback's author name,
 * manage grants); amounts, dates, postal codes, cities and numbers stay for the accounts.
 */
import { rmSync } from 'node:fs';
import { KEPT_PAYMENT_FIELDS, PERSONAL_ORDER_COLUMNS } from '../../core';
import type { Queryable } from '../data/database';
import { readOutbox } from '../mail/mailer';

/** What an erasure touched, for the log and the audit entry (never the erased values themselves). */
export interface ErasedOrder {
  id: number;
  bonnr: string;
  ecode: string;
}

const EMPTIED = PERSONAL_ORDER_COLUMNS.map((c) => `${c} = ''`).join(', ');

/** Keeps only the kept payment fields of a jsonb column `col` (SQL expression). */
const keptFields = (col: string) =>
  `coalesce((SELECT jsonb_object_agg(k, v) FROM jsonb_each(${col}) AS e(k, v) WHERE k = ANY($2::text[])), '{}'::jsonb)`;

/**
 * Erases the personal data of order `orderId` inside `tx` (give it the caller's transaction, so the
 * audit entry and the erasure stand or fall together). The order row is locked first; an order already
 * erased is left alone and answers null, so two processes never both erase (or audit) one order.
 */
export async function eraseOrder(tx: Queryable, orderId: number): Promise<ErasedOrder | null> {
  const { rows } = await tx.query<ErasedOrder>(
    `UPDATE orders SET ${EMPTIED}, erased_at = now(), updated_at = now()
      WHERE id = $1 AND erased_at IS NULL
      RETURNING id, bonnr, ecode`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return null;
  const kept = [...KEPT_PAYMENT_FIELDS];
  await tx.query(`UPDATE payment_events SET params = ${keptFields('params')} WHERE order_id = $1`, [
    orderId,
    kept,
  ]);
  await tx.query(
    `UPDATE sandbox_transactions SET fields = ${keptFields('fields')}
      WHERE fields->>'ORDERID' IN (SELECT reference FROM payment_attempts WHERE order_id = $1)`,
    [orderId, kept],
  );
  await tx.query(
    `UPDATE payment_rejections SET params = ${keptFields('params')}
      WHERE reference IN (SELECT reference FROM payment_attempts WHERE order_id = $1)`,
    [orderId, kept],
  );
  // A customer's change records the old and new value of each changed column: drop the personal ones.
  await tx.query(
    `UPDATE order_changes SET before = before - $2::text[], after = after - $2::text[] WHERE order_id = $1`,
    [orderId, [...PERSONAL_ORDER_COLUMNS]],
  );
  await tx.query(`UPDATE feedback SET display_name = '' WHERE order_id = $1`, [orderId]);
  await tx.query('DELETE FROM manage_grants WHERE order_id = $1', [orderId]);
  return order;
}

/**
 * Deletes the file-outbox copies (`<dataDir>/outbox`, written when no SMTP server is set) of the
 * e-mails about `order`: those naming its receipt number or booking code. Run after the erasure's
 * transaction committed; answers how many messages were removed.
 */
export function eraseOutboxCopies(dataDir: string, order: ErasedOrder): number {
  let removed = 0;
  for (const mail of readOutbox(dataDir)) {
    const text = `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`;
    if (!text.includes(order.bonnr) && !text.includes(order.ecode)) continue;
    rmSync(mail.file, { force: true });
    rmSync(mail.file.replace(/\.eml$/, '.json'), { force: true });
    removed++;
  }
  return removed;
}
