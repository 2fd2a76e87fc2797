/**
 * Compresses the API's JSON answers on the fly (issue 16): brotli at a fast quality where the caller
 * accepts it, else gzip, for answers of at least {@link API_COMPRESS_MIN_BYTES}. Smaller answers go as
 * they are: below about a kilobyte the saving is less than a TCP packet and not worth the work.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './static-files';

/** The smallest JSON answer that is compressed. */
export const API_COMPRESS_MIN_BYTES = 1024;

/** Brotli quality 4: most of brotli's gain over gzip at about gzip's speed (measured by npm run bench). */
const BROTLI_QUALITY = 4;

/** Middleware for /api: compresses the answer the handlers made, when it pays. */
export function compressApi(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('content-encoding') || !res.body) return;
    if (!/^application\/json\b/.test(res.headers.get('content-type') ?? '')) return;
    res.headers.set(
      'vary',
      res.headers.has('vary') ? `${res.headers.get('vary')}, Accept-Encoding` : 'Accept-Encoding',
    );
    // A caller that takes no encoding, or a small answer whose length is declared, gets the answer as
    // it is without its body being read a second time.
    const accepts = acceptedEncodings(c.req.header('accept-encoding'));
    const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
    if (!encoding) return;
    if (Number(res.headers.get('content-length') ?? NaN) < API_COMPRESS_MIN_BYTES) return;
    const body = Buffer.from(await res.clone().arrayBuffer());
    if (body.length < API_COMPRESS_MIN_BYTES) return;
    const packed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body, { level: 6 });
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(packed.length));
    c.res = new Response(packed, { status: res.status, statusText: res.statusText, headers });
  };
}
