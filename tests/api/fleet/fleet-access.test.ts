/**
 * Issue 26, drivers and vehicles: only the operator changes the fleet (a customer, an agent, an
 * anonymous caller and a dispatcher are refused, and nothing is written); the dispatcher reads the
 * lists; every change is audited; the mobile is stored E.164; the photo is bounded; a driver's login is
 * a users row of type 'driver' whose password the driver sets through the product's reset mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { addAgents, agentToken, anonToken, userToken } from '../../support/order-fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let operator: string;
let dispatcher: string;
let outsiders: [string, string | undefined][];

const DRIVER = { first_name: 'Jan', last_name: 'Peeters', mobile: '0470 12 34 56', languages: ['nl', 'fr'] };
const VEHICLE = {
  plate: '1-abc-234',
  model: 'Skoda Superb',
  colour: 'zwart',
  seats: 4,
  luggage_units: 4,
  vehicle_type: 'comfort',
};
// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const count = async (table: string) =>
  Number((await server.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  operator = (await staffToken(server, 'operator')).token;
  dispatcher = (await staffToken(server, 'dispatcher')).token;
  outsiders = [
    ['anonymous caller', await anonToken(server)],
    ['customer', (await userToken(server)).token],
    ['agent', (await agentToken(server, 'TA-INV')).token],
    ['caller without a token', undefined],
  ];
});
afterAll(() => server.close());

describe('who may change the fleet', () => {
  it('refuses customers, agents, anonymous callers and dispatchers every change, writing nothing', async () => {
    const made = await backofficeCall(server, operator, '/drivers', DRIVER);
    const vehicle = await backofficeCall(server, operator, '/vehicles', { ...VEHICLE, plate: 'ACC-001' });
    expect(made.status).toBe(201);
    const before = {
      drivers: await count('drivers'),
      vehicles: await count('vehicles'),
      users: await count('users'),
    };
    const changes: [string, string, unknown][] = [
      ['POST', '/drivers', DRIVER],
      ['PUT', `/drivers/${made.body.data.id}`, { first_name: 'Mallory' }],
      ['POST', `/drivers/${made.body.data.id}/disable`, { disabled: true }],
      ['POST', `/drivers/${made.body.data.id}/login`, { email: 'mallory@example.be' }],
      ['POST', '/vehicles', { ...VEHICLE, plate: 'EVIL-1' }],
      ['PUT', `/vehicles/${vehicle.body.data.id}`, { seats: 60 }],
      ['POST', `/vehicles/${vehicle.body.data.id}/disable`, { disabled: true }],
    ];
    for (const [who, token] of [...outsiders, ['dispatcher', dispatcher] as [string, string]]) {
      for (const [method, path, json] of changes) {
        const r = await server.api(`/backoffice${path}`, { method, json, ...(token ? { token } : {}) });
        expect([401, 403], `${who} ${method} ${path}`).toContain(r.status);
        expect(r.body.status).toBe(false);
      }
    }
    expect({
      drivers: await count('drivers'),
      vehicles: await count('vehicles'),
      users: await count('users'),
    }).toEqual(before);
    const driver = await backofficeCall(server, operator, '/drivers');
    expect(driver.body.data.find((d: { id: number }) => d.id === made.body.data.id).first_name).toBe('Jan');
  });

  it('lets the dispatcher read the lists but not the outsiders', async () => {
    for (const path of ['/drivers', '/vehicles']) {
      expect((await backofficeCall(server, dispatcher, path)).status).toBe(200);
      for (const [who, token] of outsiders) {
        const r = await server.api(`/backoffice${path}`, token ? { token } : {});
        expect([401, 403], `${who} ${path}`).toContain(r.status);
      }
    }
  });
});

describe('the operator keeps drivers and vehicles', () => {
  it('adds a driver with the mobile stored E.164 and a photo, edits, disables and enables them, all audited', async () => {
    const r = await backofficeCall(server, operator, '/drivers', { ...DRIVER, photo: PNG });
    expect(r.status).toBe(201);
    const d = r.body.data;
    expect(d).toMatchObject({
      first_name: 'Jan',
      mobile: '+32470123456',
      languages: ['nl', 'fr'],
      has_photo: true,
    });
    const photo = await fetch(`${server.url}/api/backoffice/drivers/${d.id}/photo`, {
      headers: { authorization: `Bearer ${dispatcher}` },
    });
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );

    const edited = await server.api(`/backoffice/drivers/${d.id}`, {
      method: 'PUT',
      token: operator,
      json: { mobile: '+33 6 12 34 56 78', photo: null },
    });
    expect(edited.body.data).toMatchObject({ mobile: '+33612345678', has_photo: false, first_name: 'Jan' });
    expect(
      (await backofficeCall(server, operator, `/drivers/${d.id}/disable`, { disabled: true })).body.data
        .disabled,
    ).toBe(true);
    expect(
      (await backofficeCall(server, operator, `/drivers/${d.id}/disable`, { disabled: false })).body.data
        .disabled,
    ).toBe(false);
    expect((await auditEntries(server, 'driver', d.id)).map((e) => e.action)).toEqual([
      'driver.enable',
      'driver.disable',
      'driver.edit',
      'driver.create',
    ]);
  });

  it('adds a vehicle with its plate upper-cased, refuses the plate twice with 409, edits and disables it', async () => {
    const r = await backofficeCall(server, operator, '/vehicles', {
      ...VEHICLE,
      wheelchair_accessible: true,
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      plate: '1-ABC-234',
      seats: 4,
      wheelchair_accessible: true,
      disabled: false,
    });
    const same = await backofficeCall(server, operator, '/vehicles', { ...VEHICLE, plate: ' 1-Abc- 234' });
    expect(same.status).toBe(409);
    expect(same.body.field).toBe('plate');
    const edited = await server.api(`/backoffice/vehicles/${r.body.data.id}`, {
      method: 'PUT',
      token: operator,
      json: { seats: 7, vehicle_type: 'business' },
    });
    expect(edited.body.data).toMatchObject({ seats: 7, vehicle_type: 'business', model: 'Skoda Superb' });
    await backofficeCall(server, operator, `/vehicles/${r.body.data.id}/disable`, { disabled: true });
    expect((await auditEntries(server, 'vehicle', r.body.data.id)).map((e) => e.action)).toEqual([
      'vehicle.disable',
      'vehicle.edit',
      'vehicle.create',
    ]);
  });

  it('refuses bad input by field with 400 and an unknown record with 404, never 500', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['/drivers', { ...DRIVER, mobile: '02 123 45 67' }, 'mobile'],
      ['/drivers', { ...DRIVER, first_name: '' }, 'first_name'],
      ['/drivers', { ...DRIVER, languages: ['klingon'] }, 'languages.0'],
      ['/drivers', { ...DRIVER, photo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'photo'],
      ['/drivers', { ...DRIVER, photo: `data:image/jpeg;base64,/9j/${'A'.repeat(210_000)}` }, 'photo'],
      ['/vehicles', { ...VEHICLE, seats: 0 }, 'seats'],
      ['/vehicles', { ...VEHICLE, luggage_units: -1 }, 'luggage_units'],
      ['/vehicles', { ...VEHICLE, vehicle_type: 'limousine' }, 'vehicle_type'],
      ['/vehicles', { ...VEHICLE, plate: '!' }, 'plate'],
    ];
    for (const [path, json, field] of bad) {
      const r = await backofficeCall(server, operator, path, json);
      expect(r.status, `${path} ${field}`).toBe(400);
      expect(r.body.field, JSON.stringify(r.body)).toBe(field);
    }
    const missing = await server.api('/backoffice/drivers/999999', {
      method: 'PUT',
      token: operator,
      json: { first_name: 'X' },
    });
    expect(missing.status).toBe(404);
  });
});

describe("a driver's login", () => {
  it("creates a users row of type 'driver' and mails the reset link through which the driver sets a password", async () => {
    const d = (await backofficeCall(server, operator, '/drivers', DRIVER)).body.data;
    const email = `jan.driver-${Date.now()}@example.be`;
    const r = await backofficeCall(server, operator, `/drivers/${d.id}/login`, { email, lang: 'fr' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.email).toBe(email);
    const { rows } = await server.ctx.db.query<{ user_type: string; id: number }>(
      'SELECT u.user_type, u.id FROM drivers d JOIN users u ON u.id = d.user_id WHERE d.id = $1',
      [d.id],
    );
    expect(rows[0]!.user_type).toBe('driver');
    const mail = readOutbox(server.dataDir).findLast((m) => m.to === email)!;
    expect(mail, JSON.stringify(readOutbox(server.dataDir).map((m) => m.to))).toBeDefined();
    const link = /https?:\/\/\S+\/fr\/reset-password\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const code = new URL(link!).searchParams.get('code')!;
    const anon = await anonToken(server);
    const set = await server.api('/billousers/changepassword', {
      token: anon,
      json: {
        username: email,
        code,
        password: 'stuur-ochtend-ritten-58',
        confirmPassword: 'stuur-ochtend-ritten-58',
      },
    });
    expect(set.body).toEqual({ status: true, data: { changed: true } });
    const login = await server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: email,
        password: 'stuur-ochtend-ritten-58',
      },
    });
    expect(login.status).toBe(200);
    // A second login for the same driver, or an address in use, is refused by field.
    const again = await backofficeCall(server, operator, `/drivers/${d.id}/login`, {
      email: `other-${email}`,
    });
    expect([again.status, again.body.field]).toEqual([409, 'email']);
    const other = (await backofficeCall(server, operator, '/drivers', DRIVER)).body.data;
    const taken = await backofficeCall(server, operator, `/drivers/${other.id}/login`, { email });
    expect([taken.status, taken.body.field]).toEqual([409, 'email']);
    expect((await auditEntries(server, 'driver', d.id))[0]!.action).toBe('driver.login');
  });
});
