import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, fail } from './envelope';

/**
 * The largest request body the server reads: 256 kB. The largest real request (an order payload, a
 * provider's return) is a few kB; the limit leaves room for long texts, which the schemas then refuse
 * by field, and stops a client from making the process buffer megabytes.
 */
export const MAX_BODY_BYTES = 256 * 1024;

function tooLarge(c: Context) {
  return fail(
    c,
    new ApiError(
      413,
      'payload_too_large',
      `The request body is larger than ${MAX_BODY_BYTES / 1024} kB.`,
      'body',
    ),
  );
}

/**
 * Middleware answering 413 `payload_too_large` (field `body`) for a body over {@link MAX_BODY_BYTES}.
 * A request with Content-Length is judged by that header alone, so the body is still read the fast way
 * (@hono/node-server reads it straight from the socket; touching `c.req.raw.body` would build a whole
 * Request for every call). Only a chunked upload, whose size is unknown, goes through Hono's bodyLimit,
 * which counts the bytes as they arrive.
 */
export function limitBody(): MiddlewareHandler {
  const counted = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined) return Number(length) > MAX_BODY_BYTES ? tooLarge(c) : next();
    if (c.req.header('transfer-encoding') === undefined) return next();
    return counted(c, next);
  };
}
