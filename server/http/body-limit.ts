import type { Context } from 'hono';
import { ApiError, fail } from './envelope';

/**
 * The largest request body the server reads: 256 kB. The largest real request (an order payload, a
 * provider's return) is a few kB; the limit leaves room for long texts, which the schemas then refuse
 * by field, and stops a client from making the process buffer megabytes.
 */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * How much of a refused body is still read (and dropped) before the 413 is sent, and for how long.
 * A socket closed while the client's bytes are still arriving is reset by the kernel, and a reset can
 * throw away the 413 before the client has read it; reading the rest first lets the connection end
 * with a plain FIN. A client that sends more than this, or stalls, gets the 413 at once.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_MAX_MS = 2000;

function tooLarge(c: Context) {
  return fail(
    c,
    new ApiError(
      413,
      'payload_too_large',
      `The request body is larger than ${MAX_BODY_BYTES / 1024} kB.`,
      'body',
      {},
      // The connection is not reused: what is left of a refused body must not be read as the next
      // request, and a client that sees `close` sends its next request on a new connection.
      { connection: 'close' },
    ),
  );
}

/** Reads and drops the rest of a body, within {@link DRAIN_MAX_BYTES} and {@link DRAIN_MAX_MS}. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DRAIN_MAX_MS);
  });
  try {
    for (let read = 0; read <= DRAIN_MAX_BYTES;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'late' || next.done) return;
      read += next.value.length;
    }
  } catch {
    // The client went away: nothing is left to read.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers 413 after reading what is left of the body (bounded, see {@link DRAIN_MAX_BYTES}), with
 * `Connection: close`, so the socket ends cleanly after the answer and no later request on it is lost.
 */
async function refuse(c: Context, reader?: ReadableStreamDefaultReader<Uint8Array>): Promise<Response> {
  const body = reader ?? c.req.raw.body?.getReader();
  if (body) await drain(body);
  return tooLarge(c);
}

/**
 * Admits a POST, PUT or PATCH body (run by the edge middleware, ./edge.ts): gives the 413
 * `payload_too_large` (field `body`) for a body over {@link MAX_BODY_BYTES}, else undefined. A request
 * with Content-Length is judged by that header alone, at once, so the body is still read the fast way
 * (@hono/node-server reads it straight from the socket; touching `c.req.raw.body` would build a whole
 * Request for every call). Only a chunked upload, whose size is unknown, is counted as it arrives (as
 * Hono's bodyLimit does) and handed on as the bytes read.
 */
export function admitBody(c: Context): Promise<Response | undefined> | undefined {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > MAX_BODY_BYTES ? refuse(c) : undefined;
  if (c.req.header('transfer-encoding') === undefined || !c.req.raw.body) return undefined;
  return readChunked(c);
}

async function readChunked(c: Context): Promise<Response | undefined> {
  const reader = (c.req.raw.body as ReadableStream<Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) return refuse(c, reader);
    parts.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(parts, size) });
  return undefined;
}
