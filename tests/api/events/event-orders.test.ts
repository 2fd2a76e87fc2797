/**
 * The public events calls and the event booking path (issue 11): billoevents/leesevents,
 * leeseventdata, berekenprijs and neworder, with the deadline, withdrawal and counting rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfirmation, loadConfirmationOrder } from '../../../server/mail/order-confirmation';
import { startTestServer, type TestServer } from '../../support/server';
import { approvedOrganiser, createEvent, eventOrder, eventPrice } from '../../support/event-fixtures';
import { addCoupon, anonToken, daysAhead, userToken } from '../../support/order-fixtures';

let server: TestServer;
let anon: string;
let org: { token: string; id: number; slug: string };
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  anon = await anonToken(server);
  org = await approvedOrganiser(server, { organisation: 'Stadsfeest' });
  eventId = await createEvent(server, org.token);
});
afterAll(() => server.close());

async function quoted(id: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const { status, body } = await server.api('/billoevents/berekenprijs', {
    token: anon,
    json: eventPrice(id, overrides),
  });
  expect(status).toBe(200);
  return body.data.TOTALEPRIJS as number;
}

async function withDeadlinePassed(): Promise<number> {
  const id = await createEvent(server, org.token);
  await server.ctx.db.query('UPDATE events SET booking_deadline = $2 WHERE id = $1', [id, daysAhead(-1)]);
  return id;
}

async function withdrawn(): Promise<number> {
  const id = await createEvent(server, org.token);
  const w = await server.api('/billoevents/withdrawevent', { token: org.token, json: { id } });
  expect(w.status).toBe(200);
  return id;
}

describe('GET billoevents/leesevents', () => {
  it('lists published, bookable events soonest first in the asked language, with a fallback language', async () => {
    const later = await createEvent(server, org.token, {
      namen: { fr: 'Fête de la musique' },
      startdatum: daysAhead(60),
      einddatum: daysAhead(60),
      deadline: daysAhead(55),
    });
    const draft = await createEvent(server, org.token, { status: 'draft' });
    const late = await withDeadlinePassed();
    const gone = await withdrawn();
    const { status, body } = await server.api('/billoevents/leesevents?taal=EN', { token: anon });
    expect(status).toBe(200);
    const ids = body.data.map((e: { ID: number }) => e.ID);
    expect(ids.indexOf(eventId)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(late);
    expect(ids).not.toContain(gone);
    const first = body.data.find((e: { ID: number }) => e.ID === eventId);
    expect(first).toMatchObject({
      NAAM: 'Summer concert',
      TAAL: 'en',
      DEADLINE: daysAhead(25),
      BOEKBAAR: true,
    });
    expect(body.data.find((e: { ID: number }) => e.ID === later)).toMatchObject({
      NAAM: 'Fête de la musique',
      TAAL: 'fr',
    });
  });

  it('sorts by distance from a postal code, nearest first', async () => {
    const antwerp = await createEvent(server, org.token, {
      straat: 'Meir',
      postnr: '2000',
      startdatum: daysAhead(40),
      einddatum: daysAhead(40),
      deadline: daysAhead(35),
    });
    const fromAntwerp = await server.api('/billoevents/leesevents?location_id=2000', { token: anon });
    expect(fromAntwerp.body.data[0]).toMatchObject({ ID: antwerp });
    const distances = fromAntwerp.body.data.map((e: { AFSTAND: number }) => e.AFSTAND);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const fromBrussels = await server.api('/billoevents/leesevents?location_id=1000', { token: anon });
    expect(fromBrussels.body.data[0].ID).not.toBe(antwerp);
  });

  it('lists one organiser’s events by slug or user id, and 404s an unknown slug', async () => {
    const other = await approvedOrganiser(server, { organisation: 'Ander Feest' });
    const theirs = await createEvent(server, other.token);
    const bySlug = await server.api('/billoevents/leesevents?organiser=ander-feest', { token: anon });
    expect(bySlug.body.data.map((e: { ID: number }) => e.ID)).toEqual([theirs]);
    const byId = await server.api(`/billoevents/leesevents?userid=${other.id}`, { token: anon });
    expect(byId.body.data.map((e: { ID: number }) => e.ID)).toEqual([theirs]);
    const unknown = await server.api('/billoevents/leesevents?organiser=niemand', { token: anon });
    expect(unknown).toMatchObject({ status: 404, body: { field: 'organiser' } });
  });

  it.each([
    ['location_id', '?location_id=12'],
    ['location_id', '?location_id=0999'],
    ['taal', '?taal=de'],
    ['userid', '?userid=-1'],
    ['organiser', '?organiser=Not%20A%20Slug'],
  ])('refuses a bad %s with a 400 naming it', async (field, query) => {
    const { status, body } = await server.api(`/billoevents/leesevents${query}`, { token: anon });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field });
  });

  it('needs an access token', async () => {
    expect((await server.api('/billoevents/leesevents')).status).toBe(401);
  });
});

describe('GET billoevents/leeseventdata/{id}', () => {
  it('answers one event with its default ride times', async () => {
    const { status, body } = await server.api(`/billoevents/leeseventdata/${eventId}?taal=nl`, {
      token: anon,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      ID: eventId,
      NAAM: 'Zomerconcert',
      LOCATIE: 'Warandepark',
      AANKOMSTUUR: '19:30',
      OPHAALUUR: '23:30',
      OPHAALDATUM: daysAhead(30),
    });
  });

  it('shows a draft to its organiser only', async () => {
    const draft = await createEvent(server, org.token, { status: 'draft' });
    const visitor = await server.api(`/billoevents/leeseventdata/${draft}`, { token: anon });
    const customer = await server.api(`/billoevents/leeseventdata/${draft}`, {
      token: (await userToken(server)).token,
    });
    const owner = await server.api(`/billoevents/leeseventdata/${draft}`, { token: org.token });
    expect([visitor.status, customer.status, owner.status]).toEqual([404, 404, 200]);
  });

  it('says a withdrawn event cannot be booked', async () => {
    const id = await withdrawn();
    const { body } = await server.api(`/billoevents/leeseventdata/${id}`, { token: anon });
    expect(body.data).toMatchObject({ STATUS: 'withdrawn', BOEKBAAR: false });
  });

  it('refuses a bad id with a 400 and an unknown one with a 404', async () => {
    expect((await server.api('/billoevents/leeseventdata/x', { token: anon })).body).toMatchObject({
      field: 'id',
    });
    expect((await server.api('/billoevents/leeseventdata/999999', { token: anon })).status).toBe(404);
  });
});

describe('POST billoevents/berekenprijs', () => {
  it('prices a round trip with the venue as the other end of each leg, as the tariff does', async () => {
    const { status, body } = await server.api('/billoevents/berekenprijs', {
      token: anon,
      json: eventPrice(eventId),
    });
    expect(status).toBe(200);
    expect(body.data.AFSTANDHEEN).toBeGreaterThan(40);
    expect(body.data.AFSTANDHEEN).toBeLessThan(90);
    const [lat, lon] = String(body.data.HEENLATLONNAAR).split(',').map(Number);
    expect(lat).toBeCloseTo(50.84, 1);
    expect(lon).toBeCloseTo(4.36, 1);
    expect(body.data.TOTALEPRIJS).toBeGreaterThanOrEqual(2 * 89);
  });

  it('refuses a passed deadline and a withdrawn event with their SPEC 8 messages', async () => {
    const late = await server.api('/billoevents/berekenprijs', {
      token: anon,
      json: eventPrice(await withDeadlinePassed()),
    });
    expect(late).toMatchObject({ status: 409, body: { error: 'event_deadline_passed', field: 'idevent' } });
    const gone = await server.api('/billoevents/berekenprijs', {
      token: anon,
      json: eventPrice(await withdrawn()),
    });
    expect(gone).toMatchObject({ status: 409, body: { error: 'event_withdrawn', field: 'idevent' } });
  });

  it.each([
    ['idevent', { idevent: 'abc' }],
    ['idevent', { idevent: undefined }],
    ['toretour', { toretour: '' }],
    ['pax', { pax: 9 }],
  ])('refuses a bad %s with a 400 naming it', async (field, overrides) => {
    const { status, body } = await server.api('/billoevents/berekenprijs', {
      token: anon,
      json: eventPrice(eventId, overrides),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field });
  });
});

describe('POST billoevents/neworder', () => {
  it('books a round trip to the event at the quoted price, with no airport, and counts it for the organiser only', async () => {
    const total = await quoted(eventId);
    const { status, body } = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(eventId, { totaleprijs: total }),
    });
    expect(status).toBe(201);
    const { rows } = await server.ctx.db.query('SELECT * FROM orders WHERE id = $1', [body.ID]);
    expect(rows[0]).toMatchObject({
      event_id: eventId,
      status: 'awaiting_payment',
      idluchthavenheen: '',
      idluchthaventerug: '',
      uurvluchtheen: '19:30',
      uurvluchtterug: '23:30',
      total_cents: Math.round(total * 100),
    });
    const mine = await server.api('/billoevents/myevents', { token: org.token });
    const row = mine.body.data.find((e: { ID: number }) => e.ID === eventId);
    expect(row.RITTEN).toEqual([{ status: 'awaiting_payment', heen: 1, terug: 1 }]);
    // Counts only: no customer's name, e-mail, phone or address anywhere in the organiser's answer.
    const text = JSON.stringify(mine.body);
    for (const secret of ['Janssens', 'jan@example.be', '+32470123456', 'Korenmarkt'])
      expect(text).not.toContain(secret);
  });

  it('hands an event order to payment and writes the event and its venue in the confirmation', async () => {
    const total = await quoted(eventId);
    const placed = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(eventId, { totaleprijs: total, taal: 'EN' }),
    });
    const form = await server.api(`/payment/form/${placed.body.ID}`, { token: anon });
    expect(form.status).toBe(200);
    expect(form.body.data.fields).toMatchObject({ AMOUNT: String(Math.round(total * 100)) });
    const order = await loadConfirmationOrder(server.ctx.db, placed.body.ID);
    const { text, ics } = composeConfirmation(order!, 'example.be', new Date());
    expect(text).toContain('To Summer concert, arriving on');
    expect(text).toContain('To: Warandepark, Wetstraat 16, 1000');
    expect(text).toContain('After Summer concert, pickup on');
    expect(ics).toContain('Ride to Summer concert');
  });

  it('answers a repeated Book press with the same order', async () => {
    const p = eventOrder(eventId, {
      totaleprijs: await quoted(eventId),
      idempotency_key: `ev-${Date.now()}`,
    });
    const first = await server.api('/billoevents/neworder', { token: anon, json: p });
    const again = await server.api('/billoevents/neworder', { token: anon, json: p });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.ID).toBe(first.body.ID);
  });

  it('applies a coupon as the airport order does', async () => {
    await addCoupon(server, { code: 'FEEST10', amountCents: 1000 });
    const full = await quoted(eventId);
    const reduced = await quoted(eventId, { coupons: ['FEEST10'] });
    expect(full - reduced).toBeCloseTo(10, 2);
    const { status } = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(eventId, { coupons: '["FEEST10"]', totaleprijs: reduced }),
    });
    expect(status).toBe(201);
  });

  it('refuses a total that differs from the quote', async () => {
    const total = await quoted(eventId);
    const { status, body } = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(eventId, { totaleprijs: total - 1 }),
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'price_mismatch' });
  });

  it('refuses a passed deadline and a withdrawn event, and stores nothing', async () => {
    const count = async () => (await server.ctx.db.query('SELECT count(*)::int AS n FROM orders')).rows[0];
    const before = await count();
    const late = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(await withDeadlinePassed(), { totaleprijs: 200 }),
    });
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'event_deadline_passed', error_description: expect.stringContaining('deadline') },
    });
    const gone = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(await withdrawn(), { totaleprijs: 200 }),
    });
    expect(gone).toMatchObject({ status: 409, body: { error: 'event_withdrawn' } });
    expect(await count()).toEqual(before);
  });

  it.each([
    ['datumheen', { datumheen: daysAhead(20) }],
    ['datumterug', { datumterug: daysAhead(33) }],
    ['uurvluchtheen', { uurvluchtheen: '' }],
    ['uurvluchtterug', { uurvluchtterug: '24:61' }],
    ['idevent', { idevent: 0 }],
    ['telklant', { telklant: '092345678' }],
  ])('refuses a bad %s with a 400 naming it', async (field, overrides) => {
    const { status, body } = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(eventId, { totaleprijs: 200, ...overrides }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field });
  });

  it('answers an unknown event with a 404', async () => {
    const { status, body } = await server.api('/billoevents/neworder', {
      token: anon,
      json: eventOrder(999999, { totaleprijs: 200 }),
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'event_not_found', field: 'idevent' });
  });
});
