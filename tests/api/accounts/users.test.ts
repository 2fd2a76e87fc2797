import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let anon: string;
beforeAll(async () => {
  server = await startTestServer();
  anon = await token({ grant_type: 'client_credentials' });
});
afterAll(() => server.close());

async function token(fields: Record<string, string>): Promise<string> {
  const { status, body } = await server.api('/token', { json: { client_id: 'webapp', ...fields } });
  expect(status).toBe(200);
  return body.access_token;
}

let counter = 0;
/** Registers a fresh consumer and returns its id, username and a user token. */
async function newConsumer(extra: Record<string, unknown> = {}) {
  const username = `user${++counter}@example.be`;
  const { status, body } = await server.api('/billousers/newuser', {
    token: anon,
    json: {
      username,
      password: 'lange-kerstboom-9',
      confirmPassword: 'lange-kerstboom-9',
      firstname: 'Els',
      lastname: 'Claes',
      ...extra,
    },
  });
  expect(status).toBe(201);
  const userToken = await token({ grant_type: 'password', username, password: 'lange-kerstboom-9' });
  return { id: body.data.id as number, username, token: userToken };
}

describe('POST /api/billousers/newuser', () => {
  it('registers a consumer whose e-mail address is the username', async () => {
    const { status, body } = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        username: 'Jan@Example.be',
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        phone: '+32 470 12 34 56',
      },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ status: true, data: { id: expect.any(Number), username: 'Jan@Example.be' } });
    const { rows } = await server.ctx.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users WHERE id = $1',
      [body.data.id],
    );
    expect(rows[0]?.email).toBe('Jan@Example.be');
    expect(rows[0]?.password_hash).toMatch(/^\$scrypt\$v=1\$ln=12,r=8,p=1\$/); // the test server's PASSWORD_HASH_COST
  });

  it('refuses a username already in use, in any case, with 409 username_taken', async () => {
    const json = {
      username: 'dup@example.be',
      password: 'lange-kerstboom-9',
      confirmPassword: 'lange-kerstboom-9',
    };
    expect((await server.api('/billousers/newuser', { token: anon, json })).status).toBe(201);
    const again = await server.api('/billousers/newuser', {
      token: anon,
      json: { ...json, username: 'DUP@example.be' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, error: 'username_taken', field: 'username' });
  });

  it('registers a company with a normalised VAT number', async () => {
    const { status, body } = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        user_type: 'company',
        username: 'boss@firma.be',
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        company: 'Firma NV',
        vat: 'be 0440.966.354',
      },
    });
    expect(status).toBe(201);
    const { rows } = await server.ctx.db.query('SELECT company, vat, user_type FROM users WHERE id = $1', [
      body.data.id,
    ]);
    expect(rows[0]).toEqual({ company: 'Firma NV', vat: 'BE0440966354', user_type: 'company' });
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, 'password'],
    [{ confirmPassword: 'different1' }, 'password'],
    [{ username: '' }, 'username'],
    [{ username: 'not-an-email' }, 'username'],
    [{ username: 'not-an-email', email: 'real@example.be' }, 'username'],
    [{ username: 'ann@example' }, 'username'],
    [{ phone: '+3232001020' }, 'phone'],
    [{ email: 'nope' }, 'email'],
    [{ phone: '12' }, 'phone'],
    [{ user_type: 'company', vat: 'BE0440966354' }, 'company'],
    [{ user_type: 'company', company: 'X', vat: 'BE0440966355' }, 'vat'],
    [{ user_type: 'company', company: 'X' }, 'vat'],
    [{ user_type: 'admin' }, 'user_type'],
  ])('refuses %j naming %s, without writing a user', async (change, field) => {
    const before = (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]
      ?.n;
    const { status, body } = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        username: 'new@example.be',
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        ...change,
      },
    });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    const after = (await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]
      ?.n;
    expect(after).toBe(before);
  });

  it('needs an access token', async () => {
    const { status, body } = await server.api('/billousers/newuser', { json: { username: 'x@example.be' } });
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_token');
  });
});

describe('POST /api/billousers/login', () => {
  it('answers the user id for valid credentials, with the token in the Authorization header', async () => {
    const user = await newConsumer();
    const res = await fetch(`${server.url}/api/billousers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anon}` },
      body: JSON.stringify({
        user_name: user.username.toUpperCase(),
        user_password: 'lange-kerstboom-9',
        user_type: 'customer',
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: true,
      data: { id: user.id, username: user.username, user_type: 'consumer' },
    });
  });

  it('refuses a wrong password and names a missing field', async () => {
    const user = await newConsumer();
    const wrong = await server.api('/billousers/login', {
      token: anon,
      json: { user_name: user.username, user_password: 'not the one' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_credentials');
    const missing = await server.api('/billousers/login', {
      token: anon,
      json: { user_name: user.username },
    });
    expect(missing.body).toMatchObject({ error: 'invalid_request', field: 'user_password' });
  });
});

describe('GET /api/billousers/leesuserid/{id}', () => {
  it('answers the own user with addresses', async () => {
    const user = await newConsumer({ phone: '0470123456' });
    const { status, body } = await server.api(`/billousers/leesuserid/${user.id}`, { token: user.token });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      user: {
        id: user.id,
        username: user.username,
        email: user.username,
        phone: '0470123456',
        firstname: 'Els',
        lastname: 'Claes',
        company: null,
        vat: null,
        country: 'BE',
        user_type: 'consumer',
        agent_licence: null,
        lang: 'nl',
      },
      addresses: [],
    });
  });

  it.each([
    ['fr', 'Liège', 'Bruxelles'],
    ['en', 'Liège', 'Brussel/Bruxelles'],
    ['nl', 'Luik', 'Brussel'],
  ])(
    'names Belgian cities for a %s reader (lang query) and as stored without one',
    async (lang, liege, brussels) => {
      const user = await newConsumer();
      for (const [zip, city] of [
        ['4000', 'Luik'],
        ['1000', 'Bruxelles'],
      ]) {
        await server.api('/billousers/newaddress', {
          token: user.token,
          json: { street: 'Rue Neuve', streetnr: '1', zip, city },
        });
      }
      await server.api('/billousers/newaddress', {
        token: user.token,
        json: { street: 'Damrak', streetnr: '1', zip: '1012', city: 'Amsterdam', country: 'NL' },
      });
      const read = await server.api(`/billousers/leesuserid/${user.id}?lang=${lang}`, { token: user.token });
      expect(read.body.data.addresses.map((a: { city: string }) => a.city)).toEqual([
        liege,
        brussels,
        'Amsterdam',
      ]);
      const stored = await server.api(`/billousers/leesuserid/${user.id}`, { token: user.token });
      expect(stored.body.data.addresses.map((a: { city: string }) => a.city)).toEqual([
        'Luik',
        'Bruxelles',
        'Amsterdam',
      ]);
    },
  );

  it('answers 403 for another user, 401 for an anonymous token and 400 for a bad id', async () => {
    const a = await newConsumer();
    const b = await newConsumer();
    const foreign = await server.api(`/billousers/leesuserid/${b.id}`, { token: a.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('forbidden');
    const anonymous = await server.api(`/billousers/leesuserid/${a.id}`, { token: anon });
    expect(anonymous.status).toBe(401);
    const bad = await server.api('/billousers/leesuserid/abc', { token: a.token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('POST /api/billousers/edituser', () => {
  it('changes only the fields sent', async () => {
    const user = await newConsumer();
    const { status, body } = await server.api('/billousers/edituser', {
      token: user.token,
      json: { id: user.id, firstname: 'Elise', phone: '+32 470 99 88 77', lang: 'FR' },
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({
      firstname: 'Elise',
      lastname: 'Claes',
      phone: '+32 470 99 88 77',
      lang: 'fr',
    });
  });

  it('refuses another account, an anonymous token and a bad e-mail address', async () => {
    const a = await newConsumer();
    const b = await newConsumer();
    expect(
      (await server.api('/billousers/edituser', { token: a.token, json: { id: b.id, firstname: 'X' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.api('/billousers/edituser', { token: a.token, json: { idaccount: b.id } })).status,
    ).toBe(403);
    expect((await server.api('/billousers/edituser', { token: anon, json: { firstname: 'X' } })).status).toBe(
      401,
    );
    const bad = await server.api('/billousers/edituser', { token: a.token, json: { email: 'nope' } });
    expect(bad.body).toMatchObject({ error: 'invalid_request', field: 'email' });
    // The account's phone prefills the booking's, which must be a mobile number (core's isMobilePhone).
    const landline = await server.api('/billousers/edituser', {
      token: a.token,
      json: { phone: '+3232001020' },
    });
    expect(landline).toMatchObject({ status: 400, body: { error: 'invalid_request', field: 'phone' } });
    const unchanged = await server.api(`/billousers/leesuserid/${b.id}`, { token: b.token });
    expect(unchanged.body.data.user.firstname).toBe('Els');
  });
});

describe('address calls', () => {
  const home = { street: 'Kerkstraat', streetnr: '12', zip: '9000', city: 'Gent' };

  it('adds, edits and deletes an address, keeping one default', async () => {
    const user = await newConsumer();
    const first = await server.api('/billousers/newaddress', {
      token: user.token,
      json: { ...home, defaultaddress: true, billoaddress: 1 },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      ...home,
      country: 'BE',
      defaultaddress: true,
      billoaddress: true,
    });
    const second = await server.api('/billousers/newaddress', {
      token: user.token,
      json: { street: 'Rue Haute', streetnr: '5', zip: '1000', city: 'Brussel', defaultaddress: 'true' },
    });
    expect(second.body.data.defaultaddress).toBe(true);
    let read = await server.api(`/billousers/leesuserid/${user.id}`, { token: user.token });
    expect(
      read.body.data.addresses.map((a: { id: number; defaultaddress: boolean }) => [a.id, a.defaultaddress]),
    ).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    const edited = await server.api('/billousers/editaddress', {
      token: user.token,
      json: { id: first.body.data.id, streetnr: '14' },
    });
    expect(edited.body.data).toMatchObject({ streetnr: '14', street: 'Kerkstraat', billoaddress: true });
    const deleted = await server.api('/billousers/deladdress', {
      token: user.token,
      json: { id: first.body.data.id },
    });
    expect(deleted.body).toEqual({ status: true, data: { id: first.body.data.id } });
    read = await server.api(`/billousers/leesuserid/${user.id}`, { token: user.token });
    expect(read.body.data.addresses).toHaveLength(1);
  });

  it('answers a foreign address with 404 as an unknown one, and an anonymous token with 401', async () => {
    const a = await newConsumer();
    const b = await newConsumer();
    const own = (await server.api('/billousers/newaddress', { token: b.token, json: home })).body.data;
    const edit = await server.api('/billousers/editaddress', {
      token: a.token,
      json: { id: own.id, city: 'X' },
    });
    expect(edit.status).toBe(404);
    expect(
      (await server.api('/billousers/deladdress', { token: a.token, json: { id: own.id } })).status,
    ).toBe(404);
    expect(
      (await server.api('/billousers/deladdress', { token: a.token, json: { id: 999999 } })).status,
    ).toBe(404);
    expect((await server.api('/billousers/newaddress', { token: anon, json: home })).status).toBe(401);
    expect(
      (await server.api('/billousers/newaddress', { token: a.token, json: { ...home, idaccount: b.id } }))
        .status,
    ).toBe(403);
    const still = await server.api(`/billousers/leesuserid/${b.id}`, { token: b.token });
    expect(still.body.data.addresses).toEqual([own]);
  });

  it.each([
    [{ street: '' }, 'street'],
    [{ streetnr: undefined }, 'streetnr'],
    [{ zip: '123' }, 'zip'],
    [{ country: 'Belgium' }, 'country'],
    [{ defaultaddress: 'yes' }, 'defaultaddress'],
  ])('refuses %j naming %s', async (change, field) => {
    const user = await newConsumer();
    const { status, body } = await server.api('/billousers/newaddress', {
      token: user.token,
      json: { ...home, ...change },
    });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it('accepts a foreign postal code abroad but checks an edited Belgian one', async () => {
    const user = await newConsumer();
    const abroad = await server.api('/billousers/newaddress', {
      token: user.token,
      json: { ...home, zip: '59000', city: 'Lille', country: 'fr' },
    });
    expect(abroad.status).toBe(201);
    const local = (await server.api('/billousers/newaddress', { token: user.token, json: home })).body.data;
    const bad = await server.api('/billousers/editaddress', {
      token: user.token,
      json: { id: local.id, zip: '59000' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('zip');
  });
});
