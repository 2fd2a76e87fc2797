/**
 * Compresses the API's JSON answers on the fly (issue 16): brotli at a fast quality where the caller
 * accepts it, else gzip, for answers of at least {@link API_COMPRESS_MIN_BYTES}. Smaller answers go as
 * they are: below about a kilobyte the saving is less than a TCP packet and not worth the work.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { currentJsonAnswer } from './api-headers';
import { acceptedEncodings } from './static-files';

/** The smallest JSON answer that is compressed. */
export const API_COMPRESS_MIN_BYTES = 1024;

/** Brotli quality 4: most of brotli's gain over gzip at about gzip's speed (measured by npm run bench). */
const BROTLI_QUALITY = 4;

/** Compresses `body` with `encoding` at the API's settings. */
function pack(body: Buffer, encoding: 'br' | 'gzip'): ReturnType<typeof gzipSync> {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: 6 });
}

/**
 * After an /api handler: compresses the answer it made, when it pays (run by the edge middleware,
 * ./edge.ts). The envelope's answers ({@link currentJsonAnswer}) are judged on their text and already
 * say `Vary: Accept-Encoding`; their Response is not read, so one that stays as it is goes out on
 * @hono/node-server's fast path, and their text is not copied to learn its size.
 */
export function compressAnswer(c: Context): Promise<void> | undefined {
  if (c.req.method === 'HEAD') return undefined;
  const answer = currentJsonAnswer(c);
  if (answer) {
    // A string's UTF-8 bytes are at least its length and at most three times it: only a text in
    // between is measured.
    const text = answer.body;
    if (text.length * 3 < API_COMPRESS_MIN_BYTES) return undefined;
    if (text.length < API_COMPRESS_MIN_BYTES && Buffer.byteLength(text) < API_COMPRESS_MIN_BYTES)
      return undefined;
    const encoding = encodingFor(c.req.header('accept-encoding'));
    if (!encoding) return undefined;
    const packed = pack(Buffer.from(text), encoding);
    c.res = new Response(packed, {
      status: answer.status,
      headers: { ...answer.headers, 'content-encoding': encoding, 'content-length': String(packed.length) },
    });
    return undefined;
  }
  return compressOther(c);
}

/** Compresses a JSON answer made another way than the envelope's (a handler's own Response). */
async function compressOther(c: Context): Promise<void> {
  const res = c.res;
  if (res.headers.has('content-encoding') || !res.body) return;
  if (!/^application\/json\b/.test(res.headers.get('content-type') ?? '')) return;
  res.headers.set(
    'vary',
    res.headers.has('vary') ? `${res.headers.get('vary')}, Accept-Encoding` : 'Accept-Encoding',
  );
  // A caller that takes no encoding, or a small answer whose length is declared, gets the answer as
  // it is without its body being read a second time.
  const encoding = encodingFor(c.req.header('accept-encoding'));
  if (!encoding) return;
  if (Number(res.headers.get('content-length') ?? NaN) < API_COMPRESS_MIN_BYTES) return;
  const body = Buffer.from(await res.clone().arrayBuffer());
  if (body.length < API_COMPRESS_MIN_BYTES) return;
  const packed = pack(body, encoding);
  const headers = new Headers(res.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(packed.length));
  c.res = new Response(packed, { status: res.status, statusText: res.statusText, headers });
}

/** The encoding an answer gets for a caller's Accept-Encoding: brotli, else gzip, else none. */
function encodingFor(header: string | undefined): 'br' | 'gzip' | null {
  const accepts = acceptedEncodings(header);
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}
