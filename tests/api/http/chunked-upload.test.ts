/**
 * Issue 24: a chunked upload over the body limit was answered 413 with `Connection: keep-alive`, and
 * the socket was destroyed about 500 ms later, so the next request on that connection (a booking) was
 * reset. The 413 must say `Connection: close` and close the socket cleanly (a FIN after the answer, no
 * reset), so a client opens a new connection for its next request and loses nothing. Raw sockets show
 * the connection header and how the socket closed, which fetch hides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../server/http/body-limit';
import { pricedOrder } from '../../soak/bookings';
import { anonymous } from '../../soak/tokens';
import { jsonRequest, rawConnection, type RawConnection, type RawResponse } from '../../support/raw-http';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await anonymous(server.url);
});
afterAll(async () => {
  await server?.close();
});

/** A chunked POST of `bytes` of JSON-ish text in 16 kB chunks, the terminating chunk included. */
function chunkedUpload(path: string, bytes: number): Buffer {
  const head =
    `POST ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n` +
    `authorization: Bearer ${token}\r\ntransfer-encoding: chunked\r\n\r\n`;
  const parts: Buffer[] = [Buffer.from(head)];
  for (let left = bytes; left > 0; left -= 16_384) {
    const size = Math.min(16_384, left);
    parts.push(Buffer.from(`${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/**
 * Sends `request` the way a keep-alive client does after `previous`: on the same connection unless the
 * previous answer said `Connection: close`, in which case it waits for that socket to close and opens
 * a new one.
 */
async function next(conn: RawConnection, previous: RawResponse, request: string) {
  if (previous.headers.connection?.toLowerCase() !== 'close') return conn.send(request);
  await conn.closed;
  return (await rawConnection(server.port)).send(request);
}

describe('a chunked upload over the body limit', () => {
  it('is answered 413 in the envelope with Connection: close, and the next booking books', async () => {
    const order = await pricedOrder(server.url, token);
    const conn = await rawConnection(server.port);
    const refused = await conn.send(chunkedUpload('/api/billoprice/neworder', MAX_BODY_BYTES + 50_000));
    expect(refused.status).toBe(413);
    expect(refused.headers.connection?.toLowerCase()).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({
      status: false,
      error: 'payload_too_large',
      field: 'body',
    });
    const booking = await next(
      conn,
      refused,
      jsonRequest('POST', '/api/billoprice/neworder', order, {
        authorization: `Bearer ${token}`,
        'idempotency-key': 'chunked-then-book',
      }),
    );
    expect(booking.status, booking.body).toBe(201);
    // The refused connection ended with the server's FIN, not a reset.
    expect(await conn.closed).toEqual({});
  });

  it('closes without a reset while the client is still sending megabytes', async () => {
    const conn = await rawConnection(server.port);
    const refused = await conn.send(chunkedUpload('/api/billoprice/neworder', 4 * 1024 * 1024));
    expect(refused.status).toBe(413);
    expect(refused.headers.connection?.toLowerCase()).toBe('close');
    expect(await conn.closed).toEqual({});
  });

  it('closes the connection after a 413 judged by Content-Length alone', async () => {
    // The server never read that body: it is still on the wire, so this connection must close too.
    const conn = await rawConnection(server.port);
    const refused = await conn.send(
      `POST /api/billoprice/neworder HTTP/1.1\r\nhost: localhost\r\ncontent-length: ${MAX_BODY_BYTES + 1}\r\n\r\n`,
    );
    expect(refused.status).toBe(413);
    expect(refused.headers.connection?.toLowerCase()).toBe('close');
    conn.destroy();
  });
});
