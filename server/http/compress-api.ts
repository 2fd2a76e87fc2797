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
function pack(body: Buffer | string, encoding: 'br' | 'gzip'): ReturnType<typeof gzipSync> {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: 6 });
}

/**
 * The edge middleware's last step for /api (./edge.ts): compresses the answer the handlers made, when
 * it pays. The envelope's answers ({@link currentJsonAnswer}) are judged on their text, never copied to
 * be measured, and already say `Vary: Accept-Encoding`; their Response is not read, so one that stays
 * as it is goes out on @hono/node-server's fast path.
 */
export async function compressAnswer(c: Context): Promise<void> {
  if (c.req.method === 'HEAD') return;
  const answer = currentJsonAnswer(c);
  if (answer) {
    // A string's UTF-8 bytes are at least its length and at most three times it.
    if (answer.body.length * 3 < API_COMPRESS_MIN_BYTES) return;
    const encoding = encodingFor(c.req.header('accept-encoding'));
    if (!encoding) return;
    if (Buffer.byteLength(answer.body) < API_COMPRESS_MIN_BYTES) return;
    const packed = pack(answer.body, encoding);
    c.res = new Response(packed, {
      status: answer.status,
      headers: { ...answer.headers, 'content-encoding': encoding, 'content-length': String(packed.length) },
    });
    return;
  }
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
