/** The fields of an order the payment hand-off reads (server/payment/); prices come from here, never from the client. */
import type { OrderStatus } from '../../../core';
import type { Queryable } from '../database';

/** The fields of an order the payment hand-off reads. */
export interface PaymentOrder {
  id: number;
  bonnr: string;
  status: OrderStatus;
  total_cents: number;
  /** What a paid order still owes: the discount of a coupon it lost to another order (issue 23). */
  balance_due_cents: number;
  user_id: number | null;
  token_id: string;
  taal: 'NL' | 'FR' | 'EN';
  emailklant: string;
  talic: string;
  uid: string;
  emailagent: string;
  naamagent: string;
  portal: number;
  /** The PO number the order was priced with ('' for none). */
  po: string;
}

const COLUMNS = `id, bonnr, status, total_cents, balance_due_cents, user_id, token_id, taal, emailklant, talic, uid,
  emailagent, naamagent, portal, po`;

/** Reads an order by id, or null. */
export async function findOrder(db: Queryable, id: number): Promise<PaymentOrder | null> {
  const { rows } = await db.query<PaymentOrder>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
