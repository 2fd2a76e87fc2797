import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp, HTTPError, isHTTPError } from '../../../client';

/** What the echo server saw of one request. */
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server;
let base: string;
/** How often each path was asked, for the retry tests. */
const attempts = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const attempt = (attempts.get(req.url ?? '') ?? 0) + 1;
      attempts.set(req.url ?? '', attempt);
      // Busy for the first two attempts (503), then answered.
      if (req.url?.startsWith('/api/busy') && attempt <= 2)
        return res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}');
      if (req.url?.startsWith('/api/throttled'))
        return res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end('{}');
      if (req.url === '/api/empty') return res.writeHead(204).end();
      if (req.url === '/api/text-error')
        return res.writeHead(500, { 'content-type': 'text/plain' }).end('Down');
      const seen: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      const status = req.url?.startsWith('/api/refused') ? 400 : 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP client (ky)', () => {
  it('sends a path under the base with its query, leaving out undefined values, and a JSON body', async () => {
    const seen = await createHttp(base)
      .post('orders/7', { searchParams: { lang: 'fr', page: 2, skip: undefined }, json: { a: 1 } })
      .json<Seen>();
    expect(seen).toMatchObject({ method: 'POST', url: '/api/orders/7?lang=fr&page=2', body: '{"a":1}' });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.accept).toBe('application/json');
  });

  it('sends a raw body and the headers a call names, an authorization of its own included', async () => {
    const body = new URLSearchParams({ grant_type: 'client_credentials' });
    const seen = await createHttp(base)
      .put('token', { body, headers: { authorization: 'Basic abc', 'idempotency-key': 'k1' } })
      .json<Seen>();
    expect(seen).toMatchObject({ method: 'PUT', body: 'grant_type=client_credentials' });
    expect(seen.headers).toMatchObject({ authorization: 'Basic abc', 'idempotency-key': 'k1' });
  });

  it('reads an empty answer as an empty string', async () => {
    expect(await createHttp(base).delete('empty').json()).toBe('');
  });

  it('throws an HTTPError for a refusal, with its JSON body read', async () => {
    const error = await createHttp(base)
      .get('refused')
      .json()
      .catch((e: unknown) => e);
    expect(isHTTPError(error)).toBe(true);
    expect((error as HTTPError).response.status).toBe(400);
    expect((error as HTTPError).data).toMatchObject({ method: 'GET', url: '/api/refused' });
  });

  it('keeps a refusal that is not JSON as text', async () => {
    const error = await createHttp(base)
      .get('text-error')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).data).toBe('Down');
  });

  it('hands a refusal back as the answer when told not to throw', async () => {
    const res = await createHttp(base).get('refused', { throwHttpErrors: false });
    expect(res.status).toBe(400);
  });

  it('asks for JSON only when the call is read with .json()', async () => {
    const seen = (await (await createHttp(base).get('plain')).json()) as Seen;
    expect(seen.headers.accept).not.toBe('application/json');
  });

  it('asks an idempotent call again, with backoff, while the API says it cannot answer now', async () => {
    const seen = await createHttp(base).get('busy/get').json<Seen>();
    expect(seen.url).toBe('/api/busy/get');
    expect(attempts.get('/api/busy/get')).toBe(3);
  });

  it('never sends a POST twice on its own: the busy answer is the caller’s to show', async () => {
    const error = await createHttp(base)
      .post('busy/post', { json: { book: true } })
      .catch((e: unknown) => e);
    expect(isHTTPError(error) && error.response.status).toBe(503);
    expect(attempts.get('/api/busy/post')).toBe(1);
  });

  it('leaves a throttled call (429) to the caller instead of prolonging the throttle', async () => {
    const error = await createHttp(base)
      .get('throttled')
      .catch((e: unknown) => e);
    expect(isHTTPError(error) && error.response.status).toBe(429);
    expect(attempts.get('/api/throttled')).toBe(1);
  });
});
