/**
 * What a visitor downloads (issue 16): for a content-hashed widget chunk, the widget's entry file, a
 * page and a large API answer, the encoding negotiated for brotli, gzip and none (the compressed body
 * unpacks to the very identity body), the cache headers of each kind, and 304 on revalidation.
 */
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken } from '../../support/order-fixtures';

let server: TestServer;
let token: string;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function unpack(r: Raw): Buffer {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.body);
  if (encoding === 'gzip') return gunzipSync(r.body);
  expect(encoding).toBeUndefined();
  return r.body;
}

/** The largest content-hashed chunk of the built widget. */
function hashedChunk(): string {
  const dir = join(server.ctx.config.distDir, 'widget', 'chunks');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/widget/chunks/${files[0]}`;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
});

afterAll(async () => {
  await server?.close();
});

/** Checks br, gzip and no encoding for `path`; answers the identity answer. */
async function negotiates(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const plain = await get(path, headers);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  const br = await get(path, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(plain.body.length);
  expect(unpack(br).equals(plain.body)).toBe(true);
  const gz = await get(path, { ...headers, 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(unpack(gz).equals(plain.body)).toBe(true);
  // A refused encoding is never sent.
  const noBr = await get(path, { ...headers, 'accept-encoding': 'br;q=0, gzip;q=0.5' });
  expect(noBr.headers['content-encoding']).toBe('gzip');
  const none = await get(path, { ...headers, 'accept-encoding': 'identity' });
  expect(none.headers['content-encoding']).toBeUndefined();
  return plain;
}

describe('compression and caching', () => {
  it('sends a hashed chunk precompressed and cached for a year', async () => {
    const path = hashedChunk();
    const plain = await negotiates(path);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the embedded entry file five minutes, then revalidates it by ETag', async () => {
    const path = '/widget/transfer-booking.js';
    const first = await get(path, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('sends a page compressed, revalidated, and 304 for the ETag of its encoding only', async () => {
    const path = '/faq';
    const plain = await negotiates(path);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toBeDefined();
    const br = await get(path, { 'accept-encoding': 'br' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await get(path, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).status,
    ).toBe(304);
    // The brotli copy's tag does not stand for the identity body.
    expect((await get(path, { 'if-none-match': br.headers.etag as string })).status).toBe(200);
  });

  it('compresses a large API answer on the fly and leaves a small one alone', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const plain = await negotiates('/api/airports', auth);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['cache-control']).toBeDefined();
    const small = await get('/api/version', { ...auth, 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves nothing outside the build and no variant by its own name', async () => {
    const chunk = hashedChunk();
    for (const path of [
      '/%2e%2e/package.json',
      '/widget/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '/.stamp-site',
      `${chunk}.br`,
      `${chunk}.gz`,
    ]) {
      const r = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(r.status, path).toBe(404);
      expect(r.body.toString(), path).not.toContain('"dependencies"');
      // a compressed body would hold bytes no error text has
      expect(r.body.includes(0), path).toBe(false);
      expect(r.body[0], path).not.toBe(0x1b);
    }
  });
});
