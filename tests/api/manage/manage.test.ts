/**
 * The manage calls (issue 12, docs/manage-api.md): opening a booking by its code and e-mail address,
 * its view, changes that keep the price, and the owner's access from the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { TEST_OPERATOR, writeOperatorFile } from '../../support/operator-file';
import { startTestServer, type TestServer } from '../../support/server';
import { userToken } from '../../support/order-fixtures';
import { book, manageCall, manageKey, openBooking } from '../../support/manage-helpers';
import { visitor } from '../../support/payment-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    OPERATOR_FILE: writeOperatorFile({
      ...TEST_OPERATOR,
      email: { ...TEST_OPERATOR.email, contact: 'planning@operator.example' },
    }),
  });
});
afterAll(() => server.close());

describe('opening a booking with its code and e-mail address', () => {
  it('grants a manage key and shows the booking for the right pair, in any case', async () => {
    const order = await book(server, { cents: 8900 });
    const me = await visitor(server);
    const { status, body } = await openBooking(
      server,
      me.token,
      ` ${order.ecode.toLowerCase()} `,
      'Tine@Example.BE',
    );
    expect(status).toBe(200);
    expect(body.data.manage_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.expires_in).toBe(1800);
    expect(body.data.order).toMatchObject({
      id: order.id,
      receipt: order.bonnr,
      booking_code: order.ecode,
      status: 'paid',
      email: 'tine@example.be',
      total: 89,
      actions: { pay: false, cancel: true, change: ['H'] },
      cancellation: { terms: 'intl', charge: 0, refund: 89 },
      refund: null,
    });
    expect(body.data.order.legs).toEqual([
      expect.objectContaining({
        leg: 'H',
        flight: 'SN2153',
        from: 'Bondgenotenlaan 1, 3000 Leuven',
        to: 'Brussels Airport',
        gross: 89,
        coupons: 0,
        price: 89,
        pickup_time: expect.stringMatching(/^\d\d:\d\d$/),
      }),
    ]);
  });

  it('answers a wrong e-mail address exactly as an unknown code', async () => {
    const order = await book(server);
    const me = await visitor(server);
    const raw = async (ecode: string, email: string) => {
      const res = await fetch(`${server.url}/api/billoorders/manage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ecode, email }),
      });
      const headers = [...res.headers].filter(([k]) => k !== 'date');
      return { status: res.status, text: await res.text(), headers };
    };
    const wrongEmail = await raw(order.ecode, 'someone@example.be');
    const unknown = await raw('ZZZZZZZZZZ', 'tine@example.be');
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail).toEqual(unknown);
    expect(JSON.parse(wrongEmail.text)).toEqual({
      status: false,
      error: 'not_found',
      error_description:
        'No booking matches this booking code and e-mail address; check both in your confirmation e-mail.',
      field: 'ecode',
    });
  });

  it('names the missing field', async () => {
    const me = await visitor(server);
    const { status, body } = await server.api('/billoorders/manage', {
      token: me.token,
      json: { ecode: 'ABC' },
    });
    expect(status).toBe(400);
    expect(body.field).toBe('email');
  });
});

describe('the manage view', () => {
  it('shows the pickup time once the operator set it, and none before', async () => {
    const order = await book(server);
    await server.ctx.db.query(`UPDATE orders SET pickup_time_heen = '' WHERE id = $1`, [order.id]);
    const key = await manageKey(server, order.owner.token, order.ecode);
    const view = await manageCall(server, `/billomanage/${order.id}?lang=en`, order.owner.token, key);
    expect(view.status).toBe(200);
    expect(view.body.data.legs[0].pickup_time).toBe('');
    expect(view.body.data.lang).toBe('en');
  });

  it('lets the logged-in owner open an order of the account without a key', async () => {
    const user = await userToken(server);
    const { rows } = await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [user.id],
    );
    const order = await book(server, { userId: user.id, owner: { token: user.token, tokenId: rows[0]!.id } });
    const view = await server.api(`/billomanage/${order.id}`, { token: user.token });
    expect(view.status).toBe(200);
    expect(view.body.data.receipt).toBe(order.bonnr);
  });
});

describe('changes that keep the price', () => {
  it('changes the flight number, records it and tells the operator', async () => {
    const order = await book(server);
    const key = await manageKey(server, order.owner.token, order.ecode);
    const { status, body } = await manageCall(
      server,
      `/billomanage/${order.id}/change`,
      order.owner.token,
      key,
      {
        vluchtnrheen: 'SN3001',
        uurvluchtheen: '11:15',
        telklant: '+32 470 12 34 56',
      },
    );
    expect(status).toBe(200);
    expect(body.data.changed).toEqual(['vluchtnrheen', 'uurvluchtheen', 'telklant']);
    expect(body.data.order.legs[0]).toMatchObject({ flight: 'SN3001', flight_time: '11:15' });
    const { rows } = await server.ctx.db.query(
      'SELECT before, after FROM order_changes WHERE order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([
      {
        before: { vluchtnrheen: 'SN2153', uurvluchtheen: '09:30', telklant: '+32470123456' },
        after: { vluchtnrheen: 'SN3001', uurvluchtheen: '11:15', telklant: '+32 470 12 34 56' },
      },
    ]);
    const notice = readOutbox(server.dataDir).find(
      (m) => m.subject === `Wijziging van boeking ${order.bonnr}`,
    );
    expect(notice?.to).toBe('planning@operator.example');
    // The fields by the manage form's labels, never by their column (issue 30, copy review 2.3).
    expect(notice?.text).toContain('Vluchtnummer heenrit: SN2153 → SN3001');
    expect(notice?.text).toContain('Vertrekuur van de vlucht (heenrit): 09:30 → 11:15');
    expect(notice?.text).toContain('Gsm-nummer: +32470123456 → +32 470 12 34 56');
    expect(notice?.text).not.toMatch(/vluchtnrheen|uurvluchtheen|telklant/);
  });

  it('refuses what would change the price, naming the field', async () => {
    const order = await book(server);
    const key = await manageKey(server, order.owner.token, order.ecode);
    for (const field of ['heenstraat', 'datumheen', 'pax', 'koffers', 'soortvervoer']) {
      const { status, body } = await manageCall(
        server,
        `/billomanage/${order.id}/change`,
        order.owner.token,
        key,
        {
          [field]: '3',
        },
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'not_changeable', field });
    }
  });

  it('refuses bad values with the field', async () => {
    const order = await book(server);
    const key = await manageKey(server, order.owner.token, order.ecode);
    const cases: [Record<string, string>, string][] = [
      [{ vluchtnrheen: '' }, 'vluchtnrheen'],
      [{ uurvluchtheen: '25:00' }, 'uurvluchtheen'],
      [{ telklant: '+3221234567' }, 'telklant'],
      [{ voornaam: ' ' }, 'voornaam'],
      [{ terugnr: '4' }, 'terugnr'],
    ];
    for (const [json, field] of cases) {
      const { status, body } = await manageCall(
        server,
        `/billomanage/${order.id}/change`,
        order.owner.token,
        key,
        json,
      );
      expect([status, body.field]).toEqual([400, field]);
    }
    const { rows } = await server.ctx.db.query(
      'SELECT count(*)::int AS n FROM order_changes WHERE order_id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('takes changes until exactly 24 hours before pickup and refuses them after', async () => {
    const open = await book(server, { minutesAhead: 24 * 60 + 2 });
    const late = await book(server, { minutesAhead: 24 * 60 - 2 });
    for (const [order, expected] of [
      [open, 200],
      [late, 409],
    ] as const) {
      const key = await manageKey(server, order.owner.token, order.ecode);
      const { status, body } = await manageCall(
        server,
        `/billomanage/${order.id}/change`,
        order.owner.token,
        key,
        {
          heennr: '7',
        },
      );
      expect(status).toBe(expected);
      if (expected === 409) expect(body).toMatchObject({ error: 'too_late', field: 'heennr' });
    }
  });
});
