/**
 * Migration 029 (issue 25): the payment broken off on the provider's page was the order status
 * 'canceled' (one l), beside the booking's 'cancelled'. An installation that stored it before 029 reads
 * 'payment_cancelled' after it, in the order and in every row of its history (status changes, payment
 * events, cancellations, the back office's audit), and the database refuses 'canceled' from then on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../server/data/database';
import { migrate } from '../../../server/data/migrate';
import { migrateBefore } from '../../support/migrations-before';

const tmp = mkdtempSync(join(tmpdir(), 'tb-payment-cancelled-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let orders = 0;
/** Stores a one-leg order as the releases before 029 left it; answers its id. */
async function order(db: Database, status: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (ecode, request_hash, token_id, status, total_cents, heenterug, soortvervoer, taal,
        pax, datumheen, voornaam, naam, telklant, emailklant, prijsklantheen_cents)
     VALUES ($1, 'old', 'seed', $2, 8900, 'H', 'comfort', 'NL', 2, '2026/04/01', 'Tine', 'Peeters',
        '+32470123456', 'tine@example.be', 8900)
     RETURNING id`,
    [`OLD${++orders}`, status],
  );
  return rows[0]!.id;
}

/** The provider's cancel message for order `id`, as the payment module stored it; answers the event's id. */
async function canceledEvent(db: Database, id: number): Promise<number> {
  const { rows: attempt } = await db.query<{ id: number }>(
    `INSERT INTO payment_attempts (order_id, reference, amount_cents) VALUES ($1, $2, 8900) RETURNING id`,
    [id, `REF${id}`],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payment_events (attempt_id, order_id, reference, payid, status_code, amount_cents, channel,
        from_status, to_status, params)
     VALUES ($1, $2, $3, '3001', 1, 8900, 'cancel', 'awaiting_payment', 'canceled', '{"STATUS":"1"}')
     RETURNING id`,
    [attempt[0]!.id, id, `REF${id}`],
  );
  return rows[0]!.id;
}

it('renames the stored canceled payments to payment_cancelled and refuses canceled afterwards', async () => {
  const db = await openPglite(join(tmp, 'pglite'));
  try {
    await migrateBefore(db, '029');

    // A payment broken off on the provider's page, and one broken off and then retried.
    const broken = await order(db, 'canceled');
    const event = await canceledEvent(db, broken);
    await db.query(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, cause, payment_event_id)
       VALUES ($1, 'awaiting_payment', 'canceled', 'provider', $2)`,
      [broken, event],
    );
    const retried = await order(db, 'awaiting_payment');
    await db.query(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, cause)
       VALUES ($1, 'canceled', 'awaiting_payment', 'retry')`,
      [retried],
    );
    // A broken-off payment whose booking the operator then cancelled: the booking's 'cancelled' stays.
    const dropped = await order(db, 'cancelled');
    await db.query(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, cause)
       VALUES ($1, 'canceled', 'cancelled', 'operator')`,
      [dropped],
    );
    await db.query(
      `INSERT INTO order_cancellations (order_id, status_before, terms, charge_cents, refund_cents)
       VALUES ($1, 'canceled', 'nl', 0, 0)`,
      [dropped],
    );
    await db.query(
      `INSERT INTO audit_log (actor_email, actor_role, action, entity, entity_id, before, after)
       VALUES ('ops@example.be', 'operator', 'order.cancel', 'order', $1, '{"status":"canceled"}',
               '{"status":"cancelled","refund":"terms"}')`,
      [String(dropped)],
    );
    const paid = await order(db, 'paid');

    expect(await migrate(db)).toContain('029_payment_cancelled.sql');

    const { rows: statuses } = await db.query<{ id: number; status: string }>(
      'SELECT id, status FROM orders ORDER BY id',
    );
    expect(statuses).toEqual([
      { id: broken, status: 'payment_cancelled' },
      { id: retried, status: 'awaiting_payment' },
      { id: dropped, status: 'cancelled' },
      { id: paid, status: 'paid' },
    ]);
    const { rows: changes } = await db.query(
      'SELECT order_id, from_status, to_status FROM order_status_changes ORDER BY id',
    );
    expect(changes).toEqual([
      { order_id: broken, from_status: 'awaiting_payment', to_status: 'payment_cancelled' },
      { order_id: retried, from_status: 'payment_cancelled', to_status: 'awaiting_payment' },
      { order_id: dropped, from_status: 'payment_cancelled', to_status: 'cancelled' },
    ]);
    const { rows: events } = await db.query('SELECT channel, from_status, to_status FROM payment_events');
    expect(events).toEqual([{ channel: 'cancel', from_status: 'awaiting_payment', to_status: 'payment_cancelled' }]);
    const { rows: cancellations } = await db.query('SELECT status_before FROM order_cancellations');
    expect(cancellations).toEqual([{ status_before: 'payment_cancelled' }]);
    const { rows: audit } = await db.query('SELECT before, after FROM audit_log');
    expect(audit).toEqual([
      { before: { status: 'payment_cancelled' }, after: { status: 'cancelled', refund: 'terms' } },
    ]);

    // The old spelling is no status any more: neither a new order nor a change may store it.
    await expect(order(db, 'canceled')).rejects.toThrow(/orders_status_check/);
    await expect(db.query(`UPDATE orders SET status = 'canceled' WHERE id = $1`, [paid])).rejects.toThrow(
      /orders_status_check/,
    );
    expect(await order(db, 'payment_cancelled')).toBeGreaterThan(paid);
  } finally {
    await db.close();
  }
}, 120_000);
