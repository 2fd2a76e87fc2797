/**
 * Issue 13 "Privacy": six months after an order's last leg, the erasure job empties its personal data
 * (names, e-mail, phone, streets and house numbers, flight numbers, payment messages' personal fields,
 * the customer's changes, feedback's author name, outbox copies) and keeps amounts, dates and postal
 * codes; it runs once per order, writes one 'system' audit entry, and the operator's preview shows what
 * the next run erases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../../server/cli/admin-commands';
import { sendMail } from '../../../server/mail/mailer';
import { readOutbox } from '../../../server/mail/outbox';
import { ERASURE_KIND, erasureJob } from '../../../server/privacy/erasure-job';
import { startTestServer, type TestServer } from '../../support/server';
import { storeOrder } from '../../support/portal-fixtures';

let server: TestServer;
// Brussels date 2026/11/23: the cut-off is 2026/05/23.
const NOW = new Date('2026-11-23T10:00:00Z');
const ids: Record<string, { id: number; bonnr: string; ecode: string }> = {};

const order = async (id: number) =>
  (await server.ctx.db.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [id])).rows[0]!;
const preview = () => ADMIN_COMMANDS['erasure-preview']!(server.ctx, {}, NOW);

beforeAll(async () => {
  server = await startTestServer({}, { jobs: [erasureJob] });
  const db = server.ctx.db;
  ids.sixMonths = await storeOrder(db, { heenterug: 'H', datumheen: '2026/05/23' });
  ids.dayShort = await storeOrder(db, { heenterug: 'H', datumheen: '2026/05/24' });
  ids.laterReturn = await storeOrder(db, { datumheen: '2026/04/01', datumterug: '2026/06/10' });
  ids.oldReturn = await storeOrder(db, {
    datumheen: '2026/03/01',
    datumterug: '2026/05/20',
    status: 'invoiced',
  });
  const { id } = ids.sixMonths;
  const {
    rows: [attempt],
  } = await db.query<{ id: number }>(
    `INSERT INTO payment_attempts (order_id, reference, amount_cents) VALUES ($1, 'REF-ERASE-1', 10000) RETURNING id`,
    [id],
  );
  await db.query(
    `INSERT INTO payment_events (attempt_id, order_id, reference, payid, status_code, amount_cents, channel,
        from_status, to_status, params)
     VALUES ($1, $2, 'REF-ERASE-1', '3000000001', 9, 10000, 'accept', 'awaiting_payment', 'paid', $3)`,
    [
      attempt!.id,
      id,
      JSON.stringify({
        ORDERID: 'REF-ERASE-1',
        STATUS: '9',
        AMOUNT: '100',
        CN: 'Tine Peeters',
        EMAIL: 'tine@example.be',
      }),
    ],
  );
  await db.query(`INSERT INTO order_changes (order_id, before, after) VALUES ($1, $2, $3)`, [
    id,
    JSON.stringify({ telklant: '+32470000000', uurheen: '07:00' }),
    JSON.stringify({ telklant: '+32470123456', uurheen: '07:30' }),
  ]);
  await db.query(
    `INSERT INTO feedback (order_id, rating, body, lang, display_name, channel)
     VALUES ($1, 5, 'Stipt en vriendelijk.', 'nl', 'Tine P.', 'link')`,
    [id],
  );
  for (const o of [ids.sixMonths, ids.dayShort])
    await sendMail(server.ctx, {
      to: 'tine@example.be',
      lang: 'nl',
      subject: `Uw rit ${o.bonnr}`,
      text: 'Tot dan.',
    });
});

afterAll(async () => {
  await server?.close();
});

describe('personal-data erasure', () => {
  it('previews the orders whose last leg lies six months back, and erases nothing doing so', async () => {
    const lines = (await preview()).join('\n');
    expect(lines).toContain(ids.sixMonths!.bonnr);
    expect(lines).toContain(ids.oldReturn!.bonnr);
    expect(lines).not.toContain(ids.dayShort!.bonnr);
    expect(lines).not.toContain(ids.laterReturn!.bonnr);
    expect((await order(ids.sixMonths!.id)).naam).toBe('Peeters');
  });

  it('erases an order six months after its last leg and keeps its amounts, dates and postal codes', async () => {
    const report = await server.scheduler.tick(NOW);
    expect(report[ERASURE_KIND]).toEqual({ done: 2, failed: 0, givenUp: 0 });
    const o = await order(ids.sixMonths!.id);
    for (const col of [
      'voornaam',
      'naam',
      'telklant',
      'emailklant',
      'heenstraat',
      'heennr',
      'vluchtnrheen',
      'heenlatlonvan',
    ])
      expect(o[col], col).toBe('');
    expect(o).toMatchObject({
      heenpostnr: '3000',
      heenstad: 'Leuven',
      datumheen: '2026/05/23',
      total_cents: 10_000,
    });
    expect(o.erased_at).not.toBeNull();
    expect((await order(ids.oldReturn!.id)).emailklant).toBe('');
  });

  it('keeps the personal data of an order a day short of six months, and of one with a later return leg', async () => {
    expect(await order(ids.dayShort!.id)).toMatchObject({ naam: 'Peeters', emailklant: 'tine@example.be' });
    expect(await order(ids.laterReturn!.id)).toMatchObject({ naam: 'Peeters', vluchtnrterug: 'SN2154' });
  });

  it('empties the personal fields of payment messages, changes and feedback, and the outbox copies', async () => {
    const db = server.ctx.db;
    const { rows: events } = await db.query<{ params: Record<string, string> }>(
      'SELECT params FROM payment_events WHERE order_id = $1',
      [ids.sixMonths!.id],
    );
    expect(events[0]!.params).toEqual({ ORDERID: 'REF-ERASE-1', STATUS: '9', AMOUNT: '100' });
    const { rows: changes } = await db.query<{ before: unknown; after: unknown }>(
      'SELECT before, after FROM order_changes WHERE order_id = $1',
      [ids.sixMonths!.id],
    );
    expect(changes[0]).toEqual({ before: { uurheen: '07:00' }, after: { uurheen: '07:30' } });
    const { rows: feedback } = await db.query<{ display_name: string; body: string }>(
      'SELECT display_name, body FROM feedback WHERE order_id = $1',
      [ids.sixMonths!.id],
    );
    expect(feedback[0]).toEqual({ display_name: '', body: 'Stipt en vriendelijk.' });
    const subjects = readOutbox(server.dataDir).map((m) => m.subject);
    expect(subjects).toEqual([`Uw rit ${ids.dayShort!.bonnr}`]);
  });

  it('audits each erasure once as the system, without the erased values', async () => {
    // A second process listing the same order late, or a second tick, erases and audits nothing more.
    await Promise.all([
      erasureJob.run(server.ctx, String(ids.sixMonths!.id), NOW),
      erasureJob.run(server.ctx, String(ids.sixMonths!.id), NOW),
    ]);
    expect((await server.scheduler.tick(NOW))[ERASURE_KIND]).toEqual({ done: 0, failed: 0, givenUp: 0 });
    const { rows } = await server.ctx.db.query<{ actor_role: string; entity_id: string; before: unknown }>(
      `SELECT actor_role, entity_id, before FROM audit_log WHERE action = 'order.erase_personal_data' ORDER BY id`,
    );
    expect(rows.map((r) => r.actor_role)).toEqual(['system', 'system']);
    expect(rows.map((r) => Number(r.entity_id)).sort((x, y) => x - y)).toEqual(
      [ids.sixMonths!.id, ids.oldReturn!.id].sort((x, y) => x - y),
    );
    expect(JSON.stringify(rows)).not.toContain('Peeters');
    expect((await preview()).join('\n')).toContain('The next erasure run erases nothing.');
  });

  it('erases the order a day later, once it too lies six months back', async () => {
    const later = new Date('2026-11-24T10:00:00Z');
    await server.scheduler.tick(later);
    expect((await order(ids.dayShort!.id)).naam).toBe('');
    expect((await order(ids.laterReturn!.id)).naam).toBe('Peeters');
  });
});
