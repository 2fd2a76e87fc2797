/**
 * Issue 26: the back office names the agency or the event of an order on the order detail and the
 * dispatch sheet (JSON and CSV). An event needs a name in one language only, so a French customer's
 * order for an event named in Dutch and English still shows the event, in another language, rather
 * than nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../../../server/data/csv';
import { staffToken } from '../../support/backoffice-fixtures';
import { ride, type Ride } from '../../support/backoffice-orders-helpers';
import { approvedOrganiser, createEvent } from '../../support/event-fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let operator: string;
let french: Ride;
let dutch: Ride;
let agency: Ride;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  const organiser = await approvedOrganiser(server);
  const eventId = await createEvent(server, organiser.token, {
    namen: { nl: 'Zomerconcert', en: 'Summer concert' },
  });
  french = await ride(server, { daysAhead: 3, taal: 'FR', naam: 'Dubois' });
  dutch = await ride(server, { daysAhead: 3, taal: 'NL', naam: 'Peeters' });
  agency = await ride(server, { daysAhead: 3, taal: 'EN', naam: 'Smith' });
  await server.ctx.db.query('UPDATE orders SET event_id = $1 WHERE id = ANY($2::int[])', [
    eventId,
    [french.id, dutch.id],
  ]);
  await server.ctx.db.query(`UPDATE orders SET naamagent = 'Reizen Peeters' WHERE id = $1`, [agency.id]);
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string) => server.api(path, { token: operator });

describe('the agency or the event of an order, for the dispatcher', () => {
  it('names the event on the order detail, in the order’s language or another one the event has', async () => {
    const cases = [
      [french, 'Zomerconcert', ''],
      [dutch, 'Zomerconcert', ''],
      [agency, '', 'Reizen Peeters'],
    ] as const;
    for (const [r, event, naamagent] of cases) {
      const { status, body } = await get(`/backoffice/orders/${r.id}`);
      expect(status).toBe(200);
      expect(body.data.order, r.bonnr).toMatchObject({ event, naamagent });
    }
  });

  it('names the event and the agency on the sheet and in its CSV', async () => {
    const date = french.date.replaceAll('/', '-');
    const { body } = await get(`/backoffice/dispatch?date=${date}`);
    const row = (id: number) =>
      body.data.find((l: { order_id: number; leg: string }) => l.order_id === id && l.leg === 'H');
    expect(row(french.id)).toMatchObject({ event: 'Zomerconcert', agency: '' });
    expect(row(french.id).notes).toContain('Zomerconcert');
    expect(row(agency.id)).toMatchObject({ event: '', agency: 'Reizen Peeters' });

    const res = await fetch(`${server.url}/api/backoffice/dispatch/csv?date=${date}&lang=fr`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    const records = parseCsvRecords(await res.text());
    expect(records.find((r) => r.bonnr === french.bonnr)).toMatchObject({ event: 'Zomerconcert' });
    expect(records.find((r) => r.bonnr === agency.bonnr)).toMatchObject({ agency: 'Reizen Peeters' });
  });
});
