/**
 * Free text (names, streets, cities, flight numbers, codes, e-mail addresses) reaches e-mails,
 * calendar files and the operator's screens. A city of `Gent\rURL:https://evil.example\rX-INJ:1` once
 * reached the order's .ics file as two extra properties. Every free-text field of the API refuses
 * control characters (C0 except TAB, DEL, C1, line breaks) and broken surrogate pairs with a 400 that
 * names the field, before anything is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import {
  anonToken,
  orderPayload,
  priceRequest,
  quotedTotal,
  returnLeg,
  userToken,
} from '../../support/order-fixtures';

const INJECTION = 'Gent\rURL:https://evil.example\rX-INJ:1';
/** The same attack for fields too short for the long one (house numbers, flight numbers, phones). */
const SHORT_INJECTION = '1\rX-INJ:1';
const SHORT_FIELDS = new Set(['heennr', 'terugnr', 'vluchtnrheen', 'vluchtnrterug', 'telklant', 'streetnr']);
const attack = (field: string) => (SHORT_FIELDS.has(field) ? SHORT_INJECTION : INJECTION);
const HOSTILE: [string, string][] = [
  ['a bare CR', INJECTION],
  ['a line feed', 'Gent\nX-INJ:1'],
  ['an escape', 'Gent\u001b[2J'],
  ['a C1 control (NEL)', 'Gent\u0085X-INJ:1'],
  ['DEL', 'Gent\u007f'],
  ['a lone surrogate', 'Gent\ud83d'],
];

let server: TestServer;
let anon: string;
let user: string;
let order: Record<string, unknown>;
beforeAll(async () => {
  server = await startTestServer();
  anon = await anonToken(server);
  user = (await userToken(server)).token;
  const payload = orderPayload({ heenterug: 'HT', ...returnLeg() });
  order = { ...payload, totaleprijs: await quotedTotal(server, anon, payload) };
});
afterAll(() => server.close());

async function orderCount(): Promise<number> {
  const { rows } = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return rows[0]!.n;
}

/** Asserts a 400 naming `field` for the free-text rule (not some other check of the same field). */
function expectRefused(answer: { status: number; body: any }, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, error: 'invalid_request', field });
  expect(answer.body.error_description).toMatch(/control characters|well-formed text/);
}

describe('the order call', () => {
  const FIELDS = [
    'heenstad',
    'terugstad',
    'heenstraat',
    'terugstraat',
    'heennr',
    'terugnr',
    'heenland',
    'terugland',
    'terugherkomst',
    'vluchtnrheen',
    'vluchtnrterug',
    'voornaam',
    'naam',
    'telklant',
    'emailklant',
    'naamagent',
    'emailagent',
    'po',
    'promo',
    'talic',
    'uid',
    'idempotency_key',
  ];

  it.each(FIELDS)('refuses a %s with a CR-injected calendar property, storing nothing', async (field) => {
    const before = await orderCount();
    const answer = await server.api('/billoprice/neworder', {
      token: anon,
      json: { ...order, [field]: attack(field) },
    });
    expectRefused(answer, field);
    expect(await orderCount()).toBe(before);
  });

  it.each(HOSTILE)('refuses a city with %s', async (_what, city) => {
    expectRefused(
      await server.api('/billoprice/neworder', { token: anon, json: { ...order, heenstad: city } }),
      'heenstad',
    );
  });

  it('refuses a coupon code with a control character', async () => {
    expectRefused(
      await server.api('/billoprice/neworder', {
        token: anon,
        json: { ...order, coupons: ['OK', 'DEMO\r10'] },
      }),
      'coupons',
    );
  });

  it('still takes text with accents, emoji and a tab', async () => {
    const answer = await server.api('/billoprice/neworder', {
      token: anon,
      json: { ...order, voornaam: 'Zoë 😀', naam: "D'Hondt\tVan Acker", idempotency_key: 'free-text-ok' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});

describe('the price call', () => {
  it.each(['fromheen', 'toretour', 'heenstraat', 'po', 'talic'])('refuses a %s with a CR', async (field) => {
    expectRefused(
      await server.api('/billoprice', { token: anon, json: priceRequest({ [field]: INJECTION }) }),
      field,
    );
  });

  it('refuses a coupon check for a code with a CR', async () => {
    expectRefused(
      await server.api(`/billoprice/checkcoupon?coupon=${encodeURIComponent('DEMO\r10')}`, { token: anon }),
      'coupon',
    );
  });
});

describe('the account calls', () => {
  const newUser = {
    username: 'free-text@example.be',
    password: 'longenough',
    confirmPassword: 'longenough',
    firstname: 'An',
    lastname: 'Peeters',
  };

  it.each(['username', 'firstname', 'lastname', 'company', 'email'])(
    'refuses a registration whose %s holds a CR',
    async (field) => {
      const extra = field === 'company' ? { user_type: 'company', vat: 'BE0123456749' } : {};
      expectRefused(
        await server.api('/billousers/newuser', {
          token: anon,
          json: { ...newUser, ...extra, [field]: INJECTION },
        }),
        field,
      );
    },
  );

  it.each(['street', 'streetnr', 'city'])('refuses a saved address whose %s holds a CR', async (field) => {
    const address = { street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent' };
    expectRefused(
      await server.api('/billousers/newaddress', {
        token: user,
        json: { ...address, [field]: attack(field) },
      }),
      field,
    );
  });

  it('refuses a profile edit with a C1 control in the name', async () => {
    expectRefused(
      await server.api('/billousers/edituser', { token: user, json: { lastname: 'Peeters\u0085X' } }),
      'lastname',
    );
  });

  it('refuses a login name with a line feed', async () => {
    expectRefused(
      await server.api('/token', {
        json: { grant_type: 'password', client_id: 'webapp', username: 'a@b.be\nX', password: 'x' },
      }),
      'username',
    );
  });

  it('refuses a booking code to link with a CR', async () => {
    expectRefused(
      await server.api('/billousers/linkorder', { token: user, json: { ecode: 'AB\rCD' } }),
      'ecode',
    );
  });
});

describe('path parameters', () => {
  it('refuses a street lookup with a CR', async () => {
    expectRefused(await server.api('/streets/zoekstraten/9000/Koren%0Dmarkt'), 'street');
  });

  it('refuses an agent licence with a CR', async () => {
    expectRefused(await server.api('/payment/checkpaymentmethode/TA%0D1', { token: anon }), 'licence');
  });
});
