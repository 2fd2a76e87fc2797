import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { createApp } from '../../server/app';
import { withHotPaths } from '../../server/http/hot-paths';
import { startTestServer, type TestServer } from '../support/server';
import { anonToken } from './order-fixtures';

/*
 * The server answers plain street lookups and price requests on a hot path beside the Hono app
 * (server/http/hot-paths.ts). These tests hold the two paths to the same answers: every request is sent
 * to a server built like the real one (hot paths in front of the Hono app) and, as a Request, to the
 * Hono app alone; status, body and the headers a client reads must be equal. They also check which
 * requests the hot path takes, so a change that silently sends everything to the Hono app is noticed.
 */

let server: TestServer;
let hot: Server;
let base: string;
let fellThrough = 0;
let app: ReturnType<typeof createApp>;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  app = createApp(server.ctx);
  const hono = getRequestListener(app.fetch);
  hot = createServer(
    withHotPaths(server.ctx, (req, res) => {
      fellThrough += 1;
      void hono(req, res);
    }),
  );
  await new Promise<void>((resolve) => hot.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(hot.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    hot.close(() => resolve());
    hot.closeAllConnections();
  });
  await server.close();
});

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | undefined>;
}

const READ_HEADERS = [
  'content-type',
  'cache-control',
  'www-authenticate',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
] as const;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean;
}

/** Sends `call` over a socket to the server with hot paths, exactly as written. */
function overHttp(call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${call.path}`,
      { method: call.method, headers: { ...call.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: Object.fromEntries(READ_HEADERS.map((h) => [h, res.headers[h] as string | undefined])),
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

/** Hands `call` to the Hono app alone. */
async function throughHono(call: Call): Promise<Answer> {
  const res = await app.fetch(
    new Request(`http://127.0.0.1${call.path}`, {
      method: call.method,
      headers: call.headers ?? {},
      ...(call.body !== undefined
        ? { body: typeof call.body === 'string' ? call.body : new Uint8Array(call.body) }
        : {}),
    }),
  );
  return {
    status: res.status,
    body: await res.text(),
    headers: Object.fromEntries(READ_HEADERS.map((h) => [h, res.headers.get(h) ?? undefined])),
  };
}

/** Sends `call` both ways, expects equal answers, and tells whether the hot path answered it. */
async function same(call: Call): Promise<{ answer: Answer; hot: boolean }> {
  const before = fellThrough;
  const viaHttp = await overHttp(call);
  const isHot = fellThrough === before;
  const viaHono = await throughHono(call);
  expect(viaHttp, `${call.method} ${call.path}`).toEqual(viaHono);
  return { answer: viaHttp, hot: isHot };
}

describe('street lookups on the hot path', () => {
  it.each([
    '9000/Kor',
    '9000/Kor',
    '9000',
    '9000/',
    '1000/Rue%20de%20la',
    `1000/${encodeURIComponent('RUE DE L’EGLISE')}`,
    '9000/a%2Fb',
    '9000/a%2541',
    '9000/Sint+Pieters',
    "9000/l'Eglise",
    '0000/Kor',
    '90000/Kor',
    'abcd',
    `9000/${'x'.repeat(101)}`,
  ])('answers %s as the Hono route does', async (path) => {
    const { answer, hot } = await same({ method: 'GET', path: `/api/streets/zoekstraten/${path}` });
    expect(hot).toBe(true);
    expect(answer.status).toBeLessThan(500);
  });

  it.each([
    '9000/Kor?lang=fr',
    '9000?street=Kor',
    '9000/Kor/extra',
    '9000/..',
    '9000/%2e%2e',
    '9000/%E0%A4%A',
    '9000/%00',
    '/9000',
  ])('leaves %s to the Hono app, with the same answer', async (path) => {
    const { answer, hot } = await same({ method: 'GET', path: `/api/streets/zoekstraten/${path}` });
    expect(hot).toBe(false);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('price requests on the hot path', () => {
  const good = {
    soortvervoer: 'comfort',
    heenterug: 'HT',
    datum: addDays(brusselsToday(new Date()), 120),
    pax: 2,
    idluchthavenheen: 'BRU',
    fromheen: 'Korenmarkt 1, 9000 Gent',
    idluchthavenretour: 'BRU',
    toretour: 'Korenmarkt 1, 9000 Gent',
  };
  const post = (
    headers: Record<string, string>,
    body?: string | Buffer,
    extra: Partial<Call> = {},
  ): Call => ({
    method: 'POST',
    path: '/api/billoprice',
    headers,
    ...(body !== undefined ? { body } : {}),
    ...extra,
  });
  const auth = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

  it('prices a trip as the Hono route does', async () => {
    const { answer, hot } = await same(post(auth(), JSON.stringify(good)));
    expect(hot).toBe(true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.TOTALEPRIJS).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each<[string, string | Buffer]>([
    ['a body that is not JSON', '{"pax": 2'],
    ['an empty body', ''],
    ['a JSON array', '[1, 2]'],
    ['a NUL in a text', JSON.stringify({ ...good, fromheen: 'Koren\u0000markt 1, 9000 Gent' })],
    ['a count of the wrong type', JSON.stringify({ ...good, pax: 'two' })],
    ['a count out of range', JSON.stringify({ ...good, koffers: 12 })],
    ['a missing passenger count', JSON.stringify({ ...good, pax: undefined })],
    ['a date in the past', JSON.stringify({ ...good, datum: '2020/01/01' })],
    ['an unknown airport', JSON.stringify({ ...good, idluchthavenheen: 'XXX' })],
    ['an unknown postal code', JSON.stringify({ ...good, fromheen: 'Nowhere 1, 0001 X' })],
    [
      'a byte order mark before the JSON',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(good))]),
    ],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ['an unknown coupon', JSON.stringify({ ...good, coupons: ['NO-SUCH-COUPON'] })],
    ['a PO without its licence', JSON.stringify({ ...good, po: 'NO-SUCH-PO' })],
  ])('answers %s as the Hono route does', async (_what, body) => {
    const { answer, hot } = await same(post(auth(), body));
    expect(hot).toBe(true);
    expect(answer.status).toBeLessThan(500);
  });

  it('refuses an unknown token as the Hono route does, with the RFC 6750 challenge', async () => {
    const { answer, hot } = await same(
      post({ 'content-type': 'application/json', authorization: 'Bearer not-a-token' }, JSON.stringify(good)),
    );
    expect(hot).toBe(true);
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it.each<[string, Call]>([
    ['no token', post({ 'content-type': 'application/json' }, JSON.stringify(good))],
    [
      'a token in the query',
      {
        ...post({ 'content-type': 'application/json' }, JSON.stringify(good)),
        path: `/api/billoprice?access_token=${'x'}`,
      },
    ],
    [
      'a form body',
      post(
        { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer x' },
        'soortvervoer=comfort&heenterug=H&pax=2',
      ),
    ],
    [
      'a chunked body',
      post({ 'content-type': 'application/json', authorization: 'Bearer x' }, '{}', { chunked: true }),
    ],
  ])('leaves a request with %s to the Hono app, with the same answer', async (_what, call) => {
    const withToken = { ...call, headers: { ...call.headers } };
    if (withToken.headers.authorization === 'Bearer x') withToken.headers.authorization = `Bearer ${token}`;
    if (withToken.path.includes('access_token=')) withToken.path = `/api/billoprice?access_token=${token}`;
    const { answer, hot } = await same(withToken);
    expect(hot).toBe(false);
    expect(answer.status).toBeLessThan(500);
  });

  it('answers an unexpected failure with the 500 envelope and logs it, as the Hono app does', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const query = vi.spyOn(server.ctx.db, 'query').mockRejectedValue(new Error('database gone'));
    try {
      const fresh = JSON.stringify({
        ...good,
        fromheen: 'Veldstraat 1, 9000 Gent',
        datum: addDays(good.datum, 1),
      });
      const viaHttp = await overHttp(post(auth(), fresh));
      expect(viaHttp.status).toBe(500);
      expect(JSON.parse(viaHttp.body)).toMatchObject({ status: false, error: 'server_error' });
      expect(errors).toHaveBeenCalled();
    } finally {
      query.mockRestore();
      errors.mockRestore();
    }
  });
});
