/**
 * The dispatcher's answer to a customer's pickup-time wish (issue 27): the open wishes are listed for
 * the operator and the dispatcher; accepting sets the leg's pickup time through the pickup-time call's
 * own checks (the driver's other rides included) and mails the customer in the order's language;
 * refusing needs a reason, which the customer's mail names; a wish is answered once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../../core';
import { readOutbox } from '../../../server/mail/mailer';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { book, manageCall, manageKey, type Booked } from '../../support/manage-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let operator: string;
let dispatcher: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  dispatcher = (await staffToken(server, 'dispatcher')).token;
});
afterAll(() => server.close());

const day = () => addDays(brusselsToday(new Date()), 10);

/** A paid departure 10 days out in `taal`, picked up at `pickup` for a 13:00 flight. */
async function rideAt(pickup: string, taal: 'NL' | 'FR' | 'EN' = 'NL'): Promise<Booked> {
  const order = await book(server, { taal });
  await server.ctx.db.query(
    `UPDATE orders SET datumheen = $2, pickup_time_heen = $3, uurvluchtheen = '13:00' WHERE id = $1`,
    [order.id, day(), pickup],
  );
  return order;
}

/** The customer of `order` wishes `time` for its departure; answers the wish's id. */
async function wishFor(order: Booked, time: string, note = ''): Promise<number> {
  const key = await manageKey(server, order.owner.token, order.ecode);
  const r = await manageCall(server, `/billomanage/${order.id}/pickup-wish`, order.owner.token, key, {
    leg: 'H',
    pickup_time: time,
    note,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.id as number;
}

const pickupOf = async (id: number) =>
  (await server.ctx.db.query<{ t: string }>('SELECT pickup_time_heen AS t FROM orders WHERE id = $1', [id]))
    .rows[0]!.t;
// The customer's mails name the booking code in their subject (issue 31).
const mailsOf = (order: Booked) => readOutbox(server.dataDir).filter((m) => m.subject.includes(order.ecode));

describe('the dispatcher answers a pickup-time wish', () => {
  it('lists the open wishes and the order’s wishes for the operator and the dispatcher', async () => {
    const order = await rideAt('08:00');
    const id = await wishFor(order, '08:40', 'Mijn vlucht is verplaatst');
    for (const token of [operator, dispatcher]) {
      const open = await backofficeCall(server, token, '/pickup-wishes/open');
      expect(open.status).toBe(200);
      expect(open.body.data).toContainEqual(
        expect.objectContaining({
          id,
          order_id: order.id,
          wished_time: '08:40',
          note: 'Mijn vlucht is verplaatst',
        }),
      );
      const ofOrder = await backofficeCall(server, token, `/orders/${order.id}/pickup-wishes`);
      expect(ofOrder.body.data.map((w: { id: number }) => w.id)).toEqual([id]);
    }
  });

  it('accepts: the pickup becomes the wished time, audited, and the customer is mailed in French', async () => {
    const order = await rideAt('08:00', 'FR');
    const id = await wishFor(order, '07:10');
    const r = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id, status: 'accepted' });
    expect(await pickupOf(order.id)).toBe('07:10');
    const entries = await auditEntries(server, 'order', order.id);
    expect(entries.find((e) => e.action === 'order.pickup_time')?.after).toEqual({
      leg: 'H',
      pickup_time: '07:10',
    });
    const answer = mailsOf(order).find((m) => m.subject.startsWith('Votre demande'));
    expect(answer?.text).toContain('07:10');
    expect(answer?.text).toContain('08:00');
    const again = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'already_decided', field: 'id' });
    const open = await backofficeCall(server, dispatcher, '/pickup-wishes/open');
    expect(open.body.data.map((w: { id: number }) => w.id)).not.toContain(id);
  });

  it('accepts with exactly one mail to the customer: the wish accepted and the new pickup time', async () => {
    const order = await rideAt('08:00');
    const id = await wishFor(order, '08:30');
    const { rows } = await server.ctx.db.query<{ e: string }>(
      'SELECT emailklant AS e FROM orders WHERE id = $1',
      [order.id],
    );
    const toCustomer = () => readOutbox(server.dataDir).filter((m) => m.to === rows[0]!.e);
    const before = new Set(toCustomer().map((m) => m.file));
    const r = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Every owed mail is sent once the scheduler is calm: tick until two rounds find the same outbox.
    let seen = -1;
    for (let round = 0; round < 5 && seen !== toCustomer().length; round++) {
      seen = toCustomer().length;
      await server.scheduler.tick(new Date());
      await server.scheduler.settled();
    }
    const sent = toCustomer().filter((m) => !before.has(m.file));
    expect(sent.map((m) => m.subject)).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Uw vraag om een ander ophaaluur/);
    expect(sent[0]!.text).toContain('08:30');
  });

  it('refuses with a reason the English mail names; no reason is a 400 naming it; the time stays', async () => {
    const order = await rideAt('08:00', 'EN');
    const id = await wishFor(order, '08:50');
    const bare = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/refuse`, { reason: ' ' });
    expect(bare.status).toBe(400);
    expect(bare.body.field).toBe('reason');
    const r = await backofficeCall(server, operator, `/pickup-wishes/${id}/refuse`, {
      reason: 'All our drivers are on the road then.',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'refused' });
    expect(await pickupOf(order.id)).toBe('08:00');
    const answer = mailsOf(order).find((m) => m.subject.startsWith('Your request for another pickup time'));
    expect(answer?.text).toContain('All our drivers are on the road then.');
    expect(answer?.text).toContain('stays 08:00');
    const late = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(late.status).toBe(409);
    expect(await pickupOf(order.id)).toBe('08:00');
  });

  it('refuses to accept a wish that moves the leg into its driver’s other ride; the wish stays open', async () => {
    const a = await rideAt('07:00');
    const b = await rideAt('09:00');
    const driver = await backofficeCall(server, operator, '/drivers', {
      first_name: 'Jan',
      mobile: '+32470111222',
    });
    expect(driver.status).toBe(201);
    for (const o of [a, b]) {
      const assigned = await server.api(`/backoffice/orders/${o.id}/legs/H/assignment`, {
        method: 'PUT',
        token: dispatcher,
        json: { driver_id: driver.body.data.id, vehicle_id: null },
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    }
    const id = await wishFor(b, '08:00');
    const r = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body).toMatchObject({ field: 'pickup_time', reason: 'driver_busy' });
    expect(await pickupOf(b.id)).toBe('09:00');
    const open = await backofficeCall(server, dispatcher, '/pickup-wishes/open');
    expect(open.body.data.map((w: { id: number }) => w.id)).toContain(id);
    const owed = await server.ctx.db.query('SELECT kind FROM owed_mails WHERE order_id = $1', [b.id]);
    expect(owed.rows).toEqual([]);
  });

  it('answers a wish once when two staff members answer it at the same moment', async () => {
    const order = await rideAt('08:00');
    const id = await wishFor(order, '08:30');
    const both = await Promise.all([
      backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {}),
      backofficeCall(server, operator, `/pickup-wishes/${id}/refuse`, { reason: 'Volzet.' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rows } = await server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM owed_mails WHERE order_id = $1 AND kind = 'pickup_wish'",
      [order.id],
    );
    expect(rows[0]!.n).toBe(1);
    const accepted = both.find((r) => r.status === 200)!.body.data.status === 'accepted';
    expect(await pickupOf(order.id)).toBe(accepted ? '08:30' : '08:00');
  });

  it('404 for an unknown wish, 400 for a malformed id', async () => {
    expect((await backofficeCall(server, dispatcher, '/pickup-wishes/999999/accept', {})).status).toBe(404);
    const bad = await backofficeCall(server, dispatcher, '/pickup-wishes/abc/refuse', { reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});
