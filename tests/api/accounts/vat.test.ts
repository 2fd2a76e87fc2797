import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

// Three numbers with a valid checksum: registered, not registered, and one whose register is down.
const REGISTERED = 'BE0440966354';
const UNREGISTERED = 'BE0123456749';
const UNAVAILABLE = 'BE0417497106';

async function anonToken(s: TestServer): Promise<string> {
  return (await s.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } })).body
    .access_token;
}

describe('GET /api/vat/{number} without VIES', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await anonToken(server);
  });
  afterAll(() => server.close());

  it.each([
    ['BE0440966354', true, 'BE0440966354'],
    ['be 0440.966.354', true, 'BE0440966354'],
    ['440966354', true, 'BE0440966354'],
    ['BE0440966355', false, 'BE0440966355'],
    ['NL123456789B01', false, 'NL123456789B01'],
  ])('checks %s by checksum: valid %s', async (input, valid, number) => {
    const { status, body } = await server.api(`/vat/${encodeURIComponent(input)}`, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data: { valid, number, source: 'checksum' } });
  });

  it('needs an access token and refuses an overlong number', async () => {
    expect((await server.api(`/vat/${REGISTERED}`)).status).toBe(401);
    const long = await server.api(`/vat/${'1'.repeat(40)}`, { token });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('number');
  });
});

describe('GET /api/vat/{number} with VIES_URL', () => {
  let vies: Server;
  let server: TestServer;
  let token: string;
  const asked: string[] = [];
  beforeAll(async () => {
    // A local stand-in answering in the VIES REST format (GET /ms/{country}/vat/{number}).
    vies = createServer((req, res) => {
      asked.push(req.url ?? '');
      const m = /^\/rest-api\/ms\/BE\/vat\/(\d+)$/.exec(req.url ?? '');
      const n = `BE${m?.[1]}`;
      const body =
        n === REGISTERED
          ? { isValid: true, userError: 'VALID', name: 'FIRMA NV', address: 'Straat 1, 1000 Brussel' }
          : n === UNAVAILABLE
            ? { isValid: false, userError: 'MS_UNAVAILABLE', name: '---' }
            : { isValid: false, userError: 'INVALID', name: '---' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((r) => vies.listen(0, '127.0.0.1', r));
    const port = (vies.address() as AddressInfo).port;
    server = await startTestServer({ VIES_URL: `http://127.0.0.1:${port}/rest-api/` });
    token = await anonToken(server);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => vies.close(r));
  });

  it('answers what the register says, with the registered name', async () => {
    const yes = await server.api(`/vat/${REGISTERED}`, { token });
    expect(yes.body.data).toEqual({ valid: true, number: REGISTERED, source: 'vies', name: 'FIRMA NV' });
    const no = await server.api(`/vat/${UNREGISTERED}`, { token });
    expect(no.body.data).toEqual({ valid: false, number: UNREGISTERED, source: 'vies' });
  });

  it('falls back to the checksum when the register is unavailable', async () => {
    const { body } = await server.api(`/vat/${UNAVAILABLE}`, { token });
    expect(body.data).toEqual({ valid: true, number: UNAVAILABLE, source: 'checksum' });
  });

  it('does not ask VIES about a number that fails the checksum', async () => {
    asked.length = 0;
    const { body } = await server.api('/vat/BE0440966355', { token });
    expect(body.data.valid).toBe(false);
    expect(asked).toEqual([]);
  });

  it('refuses to register a company whose VAT number VIES does not know', async () => {
    const json = {
      user_type: 'company',
      username: 'co@example.be',
      password: 'lange-kerstboom-9',
      company: 'Co',
      vat: UNREGISTERED,
    };
    const refused = await server.api('/billousers/newuser', { token, json });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_vat', field: 'vat' });
    const accepted = await server.api('/billousers/newuser', { token, json: { ...json, vat: REGISTERED } });
    expect(accepted.status).toBe(201);
  });
});

describe('GET /api/vat/{number} when VIES cannot be reached', () => {
  it('answers from the checksum', async () => {
    // Port 9 on loopback (discard) refuses connections on a test machine.
    const server = await startTestServer({ VIES_URL: 'http://127.0.0.1:9' });
    try {
      const { body } = await server.api(`/vat/${REGISTERED}`, { token: await anonToken(server) });
      expect(body.data).toEqual({ valid: true, number: REGISTERED, source: 'checksum' });
    } finally {
      await server.close();
    }
  });
});
