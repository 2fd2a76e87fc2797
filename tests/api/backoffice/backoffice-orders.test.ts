/**
 * The operator's orders and dispatch (issue 13, part A): search and filters, one order's page, the day
 * sheet as JSON and CSV, the legs without pickup time, the pickup time of a leg (mailed in the order's
 * language and shown on the manage page) and a leg's outcome, each change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { ride, type Ride } from '../../support/backoffice-orders-helpers';

let server: TestServer;
let operator: string;
let dispatcher: string;
let tomorrow: Ride;
let unpaid: Ride;
let cancelled: Ride;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  dispatcher = (await staffToken(server, 'dispatcher')).token;
  tomorrow = await ride(server, {
    daysAhead: 1,
    naam: 'Vandenbroucke',
    voornaam: 'Lies',
    email: 'Lies.V@Example.be',
    phone: '+32 475 11 22 33',
    taal: 'EN',
  });
  unpaid = await ride(server, { daysAhead: 1, status: 'awaiting_payment', naam: 'Onbetaald' });
  cancelled = await ride(server, { daysAhead: 1, status: 'cancelled', naam: 'Geannuleerd' });
  await ride(server, { daysAhead: 1, heenterug: 'H', naam: 'Early', pickupHeen: '05:10' });
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string, token = operator) => server.api(path, { token });
const put = (path: string, json: unknown, token = operator) =>
  server.api(path, { method: 'PUT', token, json });
const auditOf = async (id: number) =>
  (
    await server.ctx.db.query<{ action: string; actor_role: string; before: unknown; after: unknown }>(
      `SELECT action, actor_role, before, after FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows;

describe('order search', () => {
  it('finds an order by receipt number, booking code, e-mail in any case, phone as typed and name prefix', async () => {
    for (const q of [
      tomorrow.bonnr.toLowerCase(),
      tomorrow.ecode,
      'lies.v@example.BE',
      '0475/11.22.33',
      'vandenbr',
      'Lies Vanden',
    ]) {
      const { status, body } = await get(`/backoffice/orders?q=${encodeURIComponent(q)}`, dispatcher);
      expect(status, q).toBe(200);
      expect(
        body.data.map((o: { id: number }) => o.id),
        q,
      ).toEqual([tomorrow.id]);
    }
  });

  it('finds an order whose booking code is all digits, though a number reads as a phone number too', async () => {
    await server.ctx.db.query(`UPDATE orders SET ecode = '2345678923' WHERE id = $1`, [cancelled.id]);
    const { body } = await get('/backoffice/orders?q=2345678923', dispatcher);
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([cancelled.id]);
  });

  it('filters by ride date, status and vehicle and pages newest first', async () => {
    const date = tomorrow.date.replaceAll('/', '-');
    const all = await get(`/backoffice/orders?from=${date}&to=${date}`);
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const paid = await get(`/backoffice/orders?from=${date}&to=${date}&status=awaiting_payment`);
    expect(paid.body.data.map((o: { id: number }) => o.id)).toEqual([unpaid.id]);
    const page = await get(`/backoffice/orders?from=${date}&to=${date}&limit=1&offset=1`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.metadata).toMatchObject({ limit: 1, offset: 1, more: true });
    expect(page.body.data[0].id).toBe(all.body.data[1].id);
    const none = await get(`/backoffice/orders?from=${date}&to=${date}&vehicle=business`);
    expect(none.body.data).toEqual([]);
  });

  it('treats LIKE wildcards in a name as text', async () => {
    const { body } = await get(`/backoffice/orders?q=${encodeURIComponent('%')}`);
    expect(body.data).toEqual([]);
  });
});

describe('one order', () => {
  it('shows its legs, payments, coupons, changes, mails and audit; 404 for an unknown one', async () => {
    const { status, body } = await get(`/backoffice/orders/${tomorrow.id}`, dispatcher);
    expect(status).toBe(200);
    expect(body.data.order).toMatchObject({ id: tomorrow.id, bonnr: tomorrow.bonnr, status: 'paid' });
    expect(body.data.legs.map((l: { leg: string }) => l.leg)).toEqual(['H', 'T']);
    expect(body.data.legs[0]).toMatchObject({ date: tomorrow.date, flight: 'SN2153', pickup_time: '' });
    for (const key of [
      'attempts',
      'payment_events',
      'status_changes',
      'coupons',
      'changes',
      'mails',
      'audit',
    ])
      expect(Array.isArray(body.data[key]), key).toBe(true);
    expect(body.data.cancel).toMatchObject({ open: true, paid_cents: 18_950 });
    expect((await get('/backoffice/orders/999999')).status).toBe(404);
  });
});

describe('dispatch sheet', () => {
  it('lists the riding legs of a day by pickup time, leaving out unpaid and cancelled orders', async () => {
    const { status, body } = await get(
      `/backoffice/dispatch?date=${tomorrow.date.replaceAll('/', '-')}`,
      dispatcher,
    );
    expect(status).toBe(200);
    const ids = body.data.map((l: { order_id: number }) => l.order_id);
    expect(ids).toContain(tomorrow.id);
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(cancelled.id);
    expect(body.data[0]).toMatchObject({ pickup_time: '05:10', leg: 'H' });
    expect(body.data.find((l: { order_id: number }) => l.order_id === tomorrow.id)).toMatchObject({
      leg: 'H',
      phone: '+32 475 11 22 33',
      pax: 2,
      luggage: 2,
      flight: 'SN2153',
      flight_time: '09:30',
      address: 'Bondgenotenlaan 1, 3000 Leuven',
    });
  });

  it('exports the day as CSV with a file name naming the day, formulas defused', async () => {
    await server.ctx.db.query(`UPDATE orders SET telklant = '=HYPERLINK("x")' WHERE id = $1`, [tomorrow.id]);
    const res = await fetch(
      `${server.url}/api/backoffice/dispatch/csv?date=${tomorrow.date.replaceAll('/', '-')}`,
      {
        headers: { authorization: `Bearer ${operator}` },
      },
    );
    await server.ctx.db.query(`UPDATE orders SET telklant = '+32 475 11 22 33' WHERE id = $1`, [tomorrow.id]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="dispatch-${tomorrow.date.replaceAll('/', '-')}.csv"`,
    );
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'pickup_time,date,leg,bonnr,name,phone,address,airport,flight,flight_time,vehicle,pax,luggage,child_seats,extras,notes,outcome,' +
        'remarks,pets,child_seats_small,child_seats_medium,child_seats_large,cargo,airport_margin,agency,event,' +
        // Late flights (issue 26): the return leg's landing and moved pickup.
        'landing_time,landing_source,effective_pickup,pickup_moved_from,' +
        'driver_name,vehicle_plate,vehicle_model',
    );
    expect(lines[1]).toMatch(/^05:10,/);
    expect(lines.find((l) => l.includes(tomorrow.bonnr))).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('pickup time', () => {
  it('lists tomorrow’s leg as unscheduled until a dispatcher sets its time', async () => {
    const before = await get('/backoffice/unscheduled', dispatcher);
    expect(before.status).toBe(200);
    expect(before.body.data).toContainEqual(expect.objectContaining({ order_id: tomorrow.id, leg: 'H' }));
    const { status, body } = await put(
      `/backoffice/orders/${tomorrow.id}/legs/H/pickup-time`,
      { pickup_time: '06:15' },
      dispatcher,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ pickup_time: '06:15', before: '', changed: true });
    const after = await get('/backoffice/unscheduled', dispatcher);
    expect(after.body.data).not.toContainEqual(expect.objectContaining({ order_id: tomorrow.id, leg: 'H' }));
    expect(await auditOf(tomorrow.id)).toEqual([
      {
        action: 'order.pickup_time',
        actor_role: 'dispatcher',
        before: { leg: 'H', pickup_time: '' },
        after: { leg: 'H', pickup_time: '06:15' },
      },
    ]);
  });

  it('mails the customer in the order’s language and records the mail; the manage view shows the time', async () => {
    const mail = readOutbox(server.dataDir).find((m) => m.subject.includes(tomorrow.ecode));
    expect(mail?.to).toBe('Lies.V@Example.be');
    expect(mail?.subject).toBe(`Your pickup time for booking ${tomorrow.ecode}`);
    expect(mail?.text).toContain('at 06:15');
    const detail = await get(`/backoffice/orders/${tomorrow.id}`);
    expect(detail.body.data.mails).toContainEqual(expect.objectContaining({ kind: 'pickup_time' }));
    const opened = await server.api('/billoorders/manage', {
      token: (await server.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } }))
        .body.access_token,
      json: { ecode: tomorrow.ecode, email: 'lies.v@example.be' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.order.legs[0].pickup_time).toBe('06:15');
  });

  it('changes the time with the old one named in the mail, and setting the same time does nothing', async () => {
    const path = `/backoffice/orders/${tomorrow.id}/legs/H/pickup-time`;
    const changed = await put(path, { pickup_time: '06:30' });
    expect(changed.body.data).toMatchObject({ before: '06:15', changed: true });
    const mails = readOutbox(server.dataDir).filter((m) => m.subject.includes(tomorrow.ecode));
    expect(mails.at(-1)?.text).toContain('06:15');
    const same = await put(path, { pickup_time: '06:30' });
    expect(same.body.data.changed).toBe(false);
    expect(readOutbox(server.dataDir).filter((m) => m.subject.includes(tomorrow.ecode))).toHaveLength(
      mails.length,
    );
    expect(await auditOf(tomorrow.id)).toHaveLength(2);
  });

  it('refuses a departure pickup at or after the flight, a return pickup before landing, and a bad time', async () => {
    for (const [leg, time] of [
      ['H', '09:30'],
      ['T', '18:00'],
      ['H', '6:15'],
      ['H', '25:00'],
    ] as const) {
      const { status, body } = await put(`/backoffice/orders/${tomorrow.id}/legs/${leg}/pickup-time`, {
        pickup_time: time,
      });
      expect(status, time).toBe(400);
      expect(body.field).toBe('pickup_time');
    }
    expect(await auditOf(tomorrow.id)).toHaveLength(2);
  });

  it('refuses an unpaid order, a leg the order does not have and a ride already past', async () => {
    expect(
      (await put(`/backoffice/orders/${unpaid.id}/legs/H/pickup-time`, { pickup_time: '06:00' })).status,
    ).toBe(409);
    const oneWay = await ride(server, { heenterug: 'H' });
    const noLeg = await put(`/backoffice/orders/${oneWay.id}/legs/T/pickup-time`, { pickup_time: '19:00' });
    expect(noLeg.status).toBe(404);
    expect(noLeg.body.field).toBe('leg');
    const past = await ride(server, { daysAhead: -3 });
    expect(
      (await put(`/backoffice/orders/${past.id}/legs/H/pickup-time`, { pickup_time: '06:00' })).status,
    ).toBe(409);
  });
});

describe('leg outcome', () => {
  it('marks a driven leg done or no-show (dispatcher too), audited; refuses a ride still ahead', async () => {
    const past = await ride(server, { daysAhead: -1 });
    const done = await put(
      `/backoffice/orders/${past.id}/legs/H/outcome`,
      { outcome: 'no_show' },
      dispatcher,
    );
    expect(done.status).toBe(200);
    expect(done.body.data.changed).toBe(true);
    const sheet = await get(`/backoffice/dispatch?date=${past.date.replaceAll('/', '-')}`);
    expect(sheet.body.data.find((l: { order_id: number }) => l.order_id === past.id).outcome).toBe('no_show');
    expect(await auditOf(past.id)).toEqual([
      expect.objectContaining({ action: 'order.leg_outcome', after: { leg: 'H', outcome: 'no_show' } }),
    ]);
    const ahead = await put(`/backoffice/orders/${tomorrow.id}/legs/T/outcome`, { outcome: 'done' });
    expect(ahead.status).toBe(409);
  });
});
