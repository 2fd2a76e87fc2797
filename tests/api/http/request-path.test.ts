import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, brusselsToday } from '../../../core/dates';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken } from '../../support/order-fixtures';
import { sandboxDecision, seedOrder, visitor } from '../../support/payment-helpers';

/*
 * Every call takes the one router and middleware chain (server/app.ts), so every /api answer carries the
 * same headers whichever way its handler built it. The two calls a booking makes most (a street lookup
 * per typed letter, a price per change of the trip) are sent in every odd shape a client or an attacker
 * might use, byte for byte over a socket: each gets a clear answer, never a 500 for bad input.
 */

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean;
}

/** Sends `call` over a socket exactly as written (fetch would normalise the path and the body). */
function send(call: Call, json = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${call.path}`,
      { method: call.method, headers: { ...call.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: json ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {},
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    if (call.chunked) {
      req.setHeader('transfer-encoding', 'chunked');
      if (call.body !== undefined) req.write(call.body);
      req.end();
    } else {
      if (call.body !== undefined) req.setHeader('content-length', Buffer.byteLength(call.body));
      req.end(call.body);
    }
  });
}

/** Expects the headers every /api answer carries: CORS, the API's security headers, a caching rule. */
function expectApiHeaders(answer: Answer, cacheControl: string): void {
  expect(answer.headers).toMatchObject({
    'content-type': 'application/json',
    'cache-control': cacheControl,
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'WWW-Authenticate',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
}

describe('street lookups in unusual shapes', () => {
  it.each([
    ['9000/Kor', 200],
    ['9000', 200],
    ['9000/', 200],
    ['9000/Kor?lang=fr', 200],
    ['9000?street=Kor', 200],
    ['1000/Rue%20de%20la', 200],
    [`1000/${encodeURIComponent('RUE DE L’EGLISE')}`, 200],
    ['9000/a%2Fb', 200],
    ['9000/a%2541', 200],
    ['9000/Sint+Pieters', 200],
    ["9000/l'Eglise", 200],
    ['9000/%E0%A4%A', 200],
  ])('answers %s with suggestions and the public caching rule', async (path, status) => {
    const answer = await send({ method: 'GET', path: `/api/streets/zoekstraten/${path}` });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status: true, metadata: { citynames: expect.any(Array) } });
    expectApiHeaders(answer, 'public, max-age=3600');
  });

  it.each([
    ['90000/Kor', 400, 'postal'],
    ['0000/Kor', 400, 'postal'],
    ['abcd', 400, 'postal'],
    [`9000/${'x'.repeat(101)}`, 400, 'street'],
    ['9000/%00', 400, 'street'],
    ['9000/Kor?lang=de', 400, 'lang'],
    ['9000/Kor/extra', 404, undefined],
    ['9000/..', 404, undefined],
    ['9000/%2e%2e', 404, undefined],
    ['/9000', 404, undefined],
  ])('refuses %s with a %i (field: %s), never kept', async (path, status, field) => {
    const answer = await send({ method: 'GET', path: `/api/streets/zoekstraten/${path}` });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status: false });
    expect(answer.body.field).toBe(field);
    expectApiHeaders(answer, 'no-store');
  });
});

describe('price requests in unusual shapes', () => {
  const trip = {
    soortvervoer: 'comfort',
    heenterug: 'HT',
    datum: addDays(brusselsToday(new Date()), 120),
    pax: 2,
    idluchthavenheen: 'BRU',
    fromheen: 'Korenmarkt 1, 9000 Gent',
    idluchthavenretour: 'BRU',
    toretour: 'Korenmarkt 1, 9000 Gent',
  };
  const auth = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const post = (body: string | Buffer, headers: Record<string, string> = auth(), extra: Partial<Call> = {}) =>
    send({ method: 'POST', path: '/api/billoprice', headers, body, ...extra });
  const priced = (answer: Answer) => {
    expect(answer.status).toBe(200);
    expect((answer.body.data as { TOTALEPRIJS: number }).TOTALEPRIJS).toBeGreaterThan(0);
    expectApiHeaders(answer, 'no-store');
  };

  it('prices a trip sent as plain JSON', async () => {
    priced(await post(JSON.stringify(trip)));
  });

  it('drops a byte order mark before the JSON', async () => {
    priced(await post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(trip))])));
  });

  it('reads a chunked body, and refuses a token in the query naming it (issue 23)', async () => {
    priced(await post(JSON.stringify(trip), auth(), { chunked: true }));
    const refused = await post(
      JSON.stringify(trip),
      { 'content-type': 'application/json' },
      { path: `/api/billoprice?access_token=${token}` },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: false, error: 'invalid_request', field: 'access_token' });
  });

  it.each<[string, string | Buffer, string]>([
    ['a body that is not JSON', '{"pax": 2', 'body'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'body'],
    ['a JSON array', '[1, 2]', 'body'],
    ['an empty body', '', 'soortvervoer'],
    ['a NUL in a text', JSON.stringify({ ...trip, fromheen: 'Koren\u0000markt 1, 9000 Gent' }), 'fromheen'],
    ['a count of the wrong type', JSON.stringify({ ...trip, pax: 'two' }), 'pax'],
  ])('refuses %s with a 400 naming the field', async (_what, body, field) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, error: 'invalid_request', field });
    expectApiHeaders(answer, 'no-store');
  });

  it('prices a trip sent as a form body', async () => {
    const form = new URLSearchParams(Object.entries(trip).map(([k, v]) => [k, String(v)]));
    priced(
      await post(form.toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${token}`,
      }),
    );
  });

  it.each<[string, Record<string, string>]>([
    ['an unknown token', { 'content-type': 'application/json', authorization: 'Bearer not-a-token' }],
    ['no token', { 'content-type': 'application/json' }],
  ])('refuses %s with a 401 and the RFC 6750 challenge', async (_what, headers) => {
    const answer = await post(JSON.stringify(trip), headers);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: false, error: 'invalid_token' });
    expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expectApiHeaders(answer, 'no-store');
  });

  it('answers an unexpected failure with the 500 envelope and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const query = vi.spyOn(server.ctx.db, 'query').mockRejectedValue(new Error('database gone'));
    try {
      // A trip no earlier test priced, so its route and answer are in no cache.
      const answer = await post(
        JSON.stringify({ ...trip, fromheen: 'Veldstraat 1, 9000 Gent', datum: addDays(trip.datum, 1) }),
      );
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        status: false,
        error: 'server_error',
        error_description: 'Something went wrong on our side; please try again.',
      });
      expectApiHeaders(answer, 'no-store');
      expect(errors).toHaveBeenCalled();
    } finally {
      query.mockRestore();
      errors.mockRestore();
    }
  });
});

describe('answers a handler builds without the envelope', () => {
  it("carry the /api headers too: a payment return's redirect and the post-sale's OK", async () => {
    const me = await visitor(server);
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const back = await sandboxDecision(server, me.token, order.id, 'approve');
    const redirect = await send({ method: 'GET', path: `${back.pathname}${back.search}` }, false);
    expect(redirect.status).toBe(303);
    const postsale = await send({ method: 'POST', path: `/api/payment/postsale${back.search}` }, false);
    expect(postsale.status).toBe(200);
    for (const answer of [redirect, postsale]) {
      expect(answer.headers).toMatchObject({
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'WWW-Authenticate',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
    }
    expect(postsale.headers['content-type']).toMatch(/^text\/plain/);
  });
});
