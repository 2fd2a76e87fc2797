/**
 * The statements of an order's erasure (issue 13 "Privacy", SPEC 9; the rule is server/privacy/): the
 * orders due, the one to erase locked, and its personal data emptied in the order and in every copy the
 * product keeps (payment messages, the customer's changes, feedback's author name, manage grants, the
 * parameters of the e-mails sent about it). Which columns and fields are personal is core's
 * (PERSONAL_ORDER_COLUMNS, KEPT_PAYMENT_FIELDS).
 */
import { KEPT_PAYMENT_FIELDS, PERSONAL_ORDER_COLUMNS } from '../../../core';
import type { Queryable } from '../database';
import { unitOpen } from '../jobs/job-units-repo';

/** What an erasure touched, for the log and the audit entry (never the erased values themselves). */
export interface ErasedOrder {
  id: number;
  bonnr: string;
  ecode: string;
}

/** An order the next erasure run will erase, as the operator's preview lists it. */
export interface DueErasure {
  id: number;
  bonnr: string;
  status: string;
  last_leg: string;
}

/** The date of an order's last leg in SQL, as core's lastLegDate and the index of migration 017 read it. */
const LAST_LEG = `(CASE WHEN heenterug LIKE '%T%' THEN datumterug ELSE datumheen END)`;

const EMPTIED = PERSONAL_ORDER_COLUMNS.map((c) => `${c} = ''`).join(', ');

/** Keeps only the kept payment fields of a jsonb column `col` (SQL expression). */
const keptFields = (col: string) =>
  `coalesce((SELECT jsonb_object_agg(k, v) FROM jsonb_each(${col}) AS e(k, v) WHERE k = ANY($2::text[])), '{}'::jsonb)`;

/**
 * The orders not yet erased whose last leg is on or before `cutoff` and whose unit of `kind` is still
 * open, oldest last leg first, at most `limit`.
 */
export async function listDueErasures(
  db: Queryable,
  kind: string,
  cutoff: string,
  limit: number,
): Promise<DueErasure[]> {
  const { rows } = await db.query<DueErasure>(
    `SELECT o.id, o.bonnr, o.status, ${LAST_LEG} AS last_leg
       FROM orders o
      WHERE o.erased_at IS NULL AND ${LAST_LEG} <> '' AND ${LAST_LEG} <= $2
        AND ${unitOpen('$1', 'o.id::text')}
      ORDER BY ${LAST_LEG}, o.id
      LIMIT $3`,
    [kind, cutoff, limit],
  );
  return rows;
}

/** Locks order `id` if it is not erased yet and answers its last leg's date ('' for none), else undefined. */
export async function lockUnerasedLastLeg(tx: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ last_leg: string }>(
    `SELECT ${LAST_LEG} AS last_leg FROM orders WHERE id = $1 AND erased_at IS NULL FOR UPDATE`,
    [id],
  );
  return rows[0]?.last_leg;
}

/**
 * Empties the personal data of order `orderId` and of its copies, inside `tx`. An order already erased
 * is left alone and answers null, so two processes never both erase one order.
 */
export async function erasePersonalData(tx: Queryable, orderId: number): Promise<ErasedOrder | null> {
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
  // The e-mails owed about the order keep what they were to say (a changed phone number, a name).
  await tx.query(`UPDATE owed_mails SET params = '{}'::jsonb WHERE order_id = $1`, [orderId]);
  // The SMS about the order (issue 26) hold the customer's mobile and home address in their text.
  await tx.query('DELETE FROM owed_sms WHERE order_id = $1', [orderId]);
  return order;
}
