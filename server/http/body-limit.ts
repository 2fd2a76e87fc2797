import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, fail } from './envelope';

/**
 * The largest request body the server reads: 256 kB. The largest real request (an order payload, a
 * provider's return) is a few kB; the limit leaves room for long texts, which the schemas then refuse
 * by field, and stops a client from making the process buffer megabytes.
 */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Middleware answering 413 `payload_too_large` (field `body`) for a body over {@link MAX_BODY_BYTES},
 * by its Content-Length or, for a chunked upload, by counting the bytes as they arrive.
 */
export function limitBody(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      fail(
        c,
        new ApiError(
          413,
          'payload_too_large',
          `The request body is larger than ${MAX_BODY_BYTES / 1024} kB.`,
          'body',
        ),
      ),
  });
}
