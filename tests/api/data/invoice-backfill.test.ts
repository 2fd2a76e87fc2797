/**
 * An installation that settled orders before migration 025 had no invoice numbers. The migration
 * numbers every paid or invoiced order in the order it was paid (one sequence per Brussels year), gives
 * the credit notes of refunded cancellations their place in the same sequence, and leaves the yearly
 * counters where the next settlement continues.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../server/data/database';
import { migrate } from '../../../server/data/migrate';
import { migrateBefore } from '../../support/migrations-before';

const tmp = mkdtempSync(join(tmpdir(), 'tb-invoice-backfill-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let orders = 0;
/** Stores a one-leg order as the releases before 025 left it; answers its id. */
async function order(db: Database, status: string, cents: number, userId: number | null = null) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (ecode, request_hash, token_id, user_id, status, total_cents, heenterug, soortvervoer, taal,
        pax, datumheen, voornaam, naam, telklant, emailklant, prijsklantheen_cents)
     VALUES ($1, 'old', 'seed', $2, $3, $4, 'H', 'comfort', 'NL', 2, '2026/04/01', 'Tine', 'Peeters',
        '+32470123456', 'tine@example.be', $4)
     RETURNING id`,
    [`OLD${++orders}`, userId, status, cents],
  );
  return rows[0]!.id;
}

/** Records that order `id` went to `to` at `at`, as the payment module did. */
async function settled(db: Database, id: number, to: string, at: string) {
  await db.query(
    `INSERT INTO order_status_changes (order_id, from_status, to_status, cause, changed_at)
     VALUES ($1, 'awaiting_payment', $2, $3, $4)`,
    [id, to, to === 'paid' ? 'provider' : 'invoice', at],
  );
}

it('numbers the orders settled before it in payment order, per Brussels year, with their credit notes', async () => {
  const db = await openPglite(join(tmp, 'pglite'));
  try {
    await migrateBefore(db, '025');
    const { rows: users } = await db.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, user_type, company, vat)
       VALUES ('boekhouding@reizen.be', 'boekhouding@reizen.be', 'x', 'company', 'Reizen NV', 'BE0417497106')
       RETURNING id`,
    );
    const company = users[0]!.id;
    await db.query(
      `INSERT INTO addresses (user_id, street, streetnr, zip, city, billoaddress)
       VALUES ($1, 'Meir', '12', '2000', 'Antwerpen', true)`,
      [company],
    );
    // Stored in another order than they were paid, so the numbers can only follow the payments.
    const newYear = await order(db, 'paid', 5_300);
    await settled(db, newYear, 'paid', '2025-12-31T23:30:00Z'); // 1 January 2026 in Brussels
    const refunded = await order(db, 'cancelled', 10_600);
    await settled(db, refunded, 'paid', '2026-03-01T09:00:00Z');
    const later = await order(db, 'paid', 8_480, company);
    await settled(db, later, 'paid', '2026-03-03T09:00:00Z');
    const invoiced = await order(db, 'invoiced', 21_200);
    await settled(db, invoiced, 'invoiced', '2025-06-01T10:00:00Z');
    const unpaid = await order(db, 'awaiting_payment', 4_000);
    const free = await order(db, 'free', 0);
    await settled(db, free, 'free', '2026-02-01T10:00:00Z');
    const { rows: coupon } = await db.query<{ id: number }>(
      `INSERT INTO coupons (code, campaign, kind, amount_cents, valid_from, valid_until, max_uses, refund_order_id)
       VALUES ('RF-OLD1', 'REFUND', 'refund', 10600, '2026/03/02', '2027/03/02', 1, $1) RETURNING id`,
      [refunded],
    );
    await db.query(
      `INSERT INTO order_cancellations (order_id, status_before, terms, charge_cents, refund_cents, refund_coupon_id,
         cancelled_at) VALUES ($1, 'paid', 'nl', 0, 10600, $2, '2026-03-02T09:00:00Z')`,
      [refunded, coupon[0]!.id],
    );

    expect(await migrate(db)).toContain('025_invoices.sql');

    const { rows } = await db.query<{
      order_id: number;
      number: string;
      kind: string;
      corrects: string | null;
      issued_on: string;
      company: string | null;
      billing_city: string | null;
      payment_method: string;
      payment_detail: string;
      total_cents: number;
    }>(
      `SELECT i.order_id, i.number, i.kind, c.number AS corrects, to_char(i.issued_on, 'YYYY-MM-DD') AS issued_on,
              i.company, i.billing_city, i.payment_method, i.payment_detail, i.total_cents
         FROM invoices i LEFT JOIN invoices c ON c.id = i.corrects_id ORDER BY i.number`,
    );
    expect(rows.map((r) => [r.number, r.order_id, r.kind, r.corrects, r.issued_on])).toEqual([
      ['2025/000001', invoiced, 'invoice', null, '2025-06-01'],
      ['2026/000001', newYear, 'invoice', null, '2026-01-01'],
      ['2026/000002', refunded, 'invoice', null, '2026-03-01'],
      ['2026/000003', refunded, 'credit_note', '2026/000002', '2026-03-02'],
      ['2026/000004', later, 'invoice', null, '2026-03-03'],
    ]);
    expect(rows.find((r) => r.order_id === later)).toMatchObject({
      company: 'Reizen NV',
      billing_city: 'Antwerpen',
      payment_method: 'online',
      total_cents: 8_480,
    });
    expect(rows.find((r) => r.kind === 'credit_note')).toMatchObject({
      payment_method: 'coupon',
      payment_detail: 'RF-OLD1',
      total_cents: 10_600,
    });
    expect(rows.map((r) => r.order_id)).not.toContain(unpaid);
    expect(rows.map((r) => r.order_id)).not.toContain(free);
    const { rows: counters } = await db.query('SELECT year, last_number FROM invoice_counters ORDER BY year');
    expect(counters).toEqual([
      { year: 2025, last_number: 1 },
      { year: 2026, last_number: 4 },
    ]);
  } finally {
    await db.close();
  }
}, 120_000);
