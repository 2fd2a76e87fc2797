import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, call, createHttp, type Envelope } from '../../../client';

/** Answers of the little API below, by path: HTTP status and JSON body. */
const ANSWERS: Record<string, [number, unknown]> = {
  '/api/ok': [200, { status: true, data: { id: 7 }, metadata: { count: 1 } }],
  '/api/refused': [
    400,
    {
      status: false,
      error: 'weak_password',
      error_description: 'The password is one of the most used.',
      field: 'password',
      reason: 'common',
    },
  ],
  '/api/false': [200, { status: false, error_description: 'Nothing to show.' }],
  '/api/bare': [503, 'Service Unavailable'],
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = ANSWERS[req.url ?? ''] ?? [404, { status: false, error: 'not_found' }];
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs `call` on GET `path` and gives what it threw. */
async function failureOf(path: string, http = createHttp(base)): Promise<ApiFailure<string>> {
  const error = await call(() => http.get(path).json<Envelope<unknown>>(), 'api.test').catch((e) => e);
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure<string>;
}

describe('call()', () => {
  it('gives the envelope of a successful call', async () => {
    const body = await call(() => createHttp(base).get('ok').json<Envelope<{ id: number }>>(), 'api.test');
    expect(body.data).toEqual({ id: 7 });
    expect(body.metadata).toEqual({ count: 1 });
  });

  it('turns a refusal into an ApiFailure with the status, code, field, description and reason', async () => {
    const failure = await failureOf('refused');
    expect(failure).toMatchObject({
      messageId: 'api.test',
      status: 400,
      code: 'weak_password',
      field: 'password',
      description: 'The password is one of the most used.',
      reason: 'common',
    });
    expect(failure.message).toBe('The password is one of the most used.');
  });

  it('counts a 2xx envelope with status false as a failure with the server description', async () => {
    const failure = await failureOf('false');
    expect(failure).toMatchObject({ messageId: 'api.test', status: 0, description: 'Nothing to show.' });
    expect(failure.code).toBeUndefined();
  });

  it('keeps the status of a refusal whose body is not JSON', async () => {
    expect(await failureOf('bare')).toMatchObject({ status: 503, code: undefined, description: undefined });
  });

  it('gives status 0 and the fallback text when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await failureOf('ok', createHttp(`http://127.0.0.1:${port}/api`));
    expect(failure).toMatchObject({ messageId: 'api.test', status: 0 });
    expect(failure.description).toBeUndefined();
    expect(failure.message).toBe('api.test');
  });
});
