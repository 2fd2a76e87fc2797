/**
 * Issue 14, fault 4: answers that Node's HTTP parser wrote itself (431 for huge headers, 400 for raw
 * non-ASCII paths, a missing Host or a broken request line) had no envelope, and a client that hung up
 * in the middle of its body was logged as a server error. Issue 24: a malformed Host (`a b`,
 * `x:99999`) or `OPTIONS *` still got a bare 400 (no body, no content type, no security headers), and
 * the envelopes written here lacked the security headers of every other /api answer. Sent over raw
 * sockets, since fetch cannot send such requests.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { API_SECURITY_HEADERS } from '../../../server/http/security-headers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let errors: MockInstance<typeof console.error>;

beforeAll(async () => {
  server = await startTestServer();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  errors?.mockRestore();
  await server?.close();
});

/** Sends `request` as raw bytes and reads until the server closes: status, headers and body. */
function raw(
  request: Buffer | string,
): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      let body: unknown = rest.join('\r\n\r\n');
      try {
        body = JSON.parse(body as string);
      } catch {
        // Left as text: the expectations below then fail with it in view.
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

function expectEnvelope(answer: { headers: Record<string, string>; body: any }, field: string): void {
  expect(answer.headers['content-type']).toMatch(/application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  // The security headers of every /api answer (server/http/security-headers.ts).
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
  expect(answer.body).toMatchObject({ status: false, field });
  expect(answer.body.error).toEqual(expect.any(String));
  expect(answer.body.error_description).toEqual(expect.any(String));
}

describe("requests Node's parser refuses", () => {
  it('answers headers over the limit with 431 in the envelope', async () => {
    const answer = await raw(`GET /api/airports HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectEnvelope(answer, 'headers');
  });

  it('answers a raw non-ASCII path with 400 in the envelope', async () => {
    const answer = await raw(
      Buffer.from('GET /api/streets/zoekstraten/9000/Straße HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'),
    );
    expect(answer.status).toBe(400);
    expectEnvelope(answer, 'path');
  });

  it('answers an HTTP/1.1 request without Host with 400 in the envelope', async () => {
    const answer = await raw('GET /api/airports HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(answer, 'host');
  });

  it('answers a request line that is not HTTP with 400 in the envelope', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(answer, 'request');
  });

  it.each([
    ['a Host with a space', 'GET /api/version HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n', 'host'],
    [
      'a Host with a port out of range',
      'GET /api/version HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n',
      'host',
    ],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'path'],
  ])('answers %s with 400 in the envelope', async (_name, request, field) => {
    const answer = await raw(request);
    expect(answer.status).toBe(400);
    expectEnvelope(answer, field);
  });

  it('still serves an HTTP/1.0 request without Host', async () => {
    const answer = await raw('GET /api/airports HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('a client that hangs up in the middle of its body', () => {
  it('is not logged as a server error', async () => {
    const before = errors.mock.calls.length;
    await new Promise<void>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"client_id":',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(errors.mock.calls.slice(before).map((a) => a.map(String).join(' '))).toEqual([]);
    // The server goes on serving.
    expect((await server.api('/airports')).status).toBe(200);
  });
});
