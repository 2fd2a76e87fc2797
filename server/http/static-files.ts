/**
 * Serves the built widget and site (issue 16): the precompressed variant the browser accepts
 * (scripts/precompress.ts writes `.br` and `.gz` at build time; brotli before gzip, `q=0` honoured),
 * `Vary: Accept-Encoding` on every file that has variants, a strong ETag per file and encoding with
 * 304 answers to `If-None-Match`, and the cache lifetime its kind of file allows (see
 * {@link cacheControlOf}).
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** A year: the lifetime of a file whose name carries its content hash. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The lifetime of the widget's stable entry URLs partners embed: a release reaches their visitors
 * within five minutes, and a visit in between costs a 304.
 */
export const ENTRY_MAX_AGE = 'public, max-age=300';

/** Pages and every other file: kept, but asked about again (ETag) before each use. */
export const REVALIDATE = 'no-cache';

// Rollup names the widget's chunks chunks/<name>-<8 hash characters>.js; Astro puts its hashed
// assets under /_astro/ as <name>.<8 hash characters>.<ext>.
const HASHED = /^\/(widget\/chunks\/[^/]+-[\w-]{8}\.js|_astro\/[^/]+\.[\w-]{8}\.\w+)$/;
const ENTRY = /^\/widget\/transfer-booking(\.iife)?\.js$/;

/** The Cache-Control of the file at URL path `path`. */
export function cacheControlOf(path: string): string {
  if (HASHED.test(path)) return IMMUTABLE;
  if (ENTRY.test(path)) return ENTRY_MAX_AGE;
  return REVALIDATE;
}

const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings an `Accept-Encoding` header accepts, with their weights (`gzip;q=0` refuses gzip;
 * `*` stands for every encoding not named).
 */
export function acceptedEncodings(header: string | undefined): (encoding: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

/** What the server knows of one built file and its variants, read once per version of the file. */
interface FileInfo {
  stats: Stats;
  etag: string;
  variants: { encoding: string; path: string; size: number }[];
}

const infos = new Map<string, FileInfo>();

function statOf(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The file's ETag base and variants, cached while its size and time are unchanged. */
function infoOf(path: string, stats: Stats): FileInfo {
  const known = infos.get(path);
  if (known && known.stats.mtimeMs === stats.mtimeMs && known.stats.size === stats.size) return known;
  const etag = createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 22);
  const variants = VARIANTS.flatMap((v) => {
    const s = statOf(path + v.suffix);
    return s ? [{ encoding: v.encoding, path: path + v.suffix, size: s.size }] : [];
  });
  const info = { stats, etag, variants };
  infos.set(path, info);
  return info;
}

/** Tells whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Resolves URL path `urlPath` to a file under `root`, or undefined for a path that may not be served. */
function fileOf(root: string, urlPath: string): { path: string; stats: Stats } | undefined {
  let name: string;
  try {
    name = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // No way out of the folder and no hidden files; the precompressed variants are not files of their own.
  if (/(^|[/\\])\.|\\|\0|\/\//.test(name) || /\.(br|gz)$/.test(name)) return undefined;
  let path = join(root, name);
  let stats = statOf(path);
  if (!stats) {
    path = join(path, 'index.html');
    stats = statOf(path);
  }
  return stats ? { path, stats } : undefined;
}

/**
 * Middleware serving GET and HEAD requests from `root`, the URL path first cut by `strip` (a prefix
 * of the mount). `onFound` adds headers of its own (the widget's CORS header). `fileOf` names another
 * built file than the request's path, as a URL path under `root` (the copy of the terms that states the
 * operator's cancellation scale); the cache lifetime still follows the request's path.
 */
export function staticFiles(options: {
  root: string;
  strip?: string;
  onFound?: (c: Context) => void;
  fileOf?: (c: Context) => string | undefined;
}): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath =
      options.fileOf?.(c) ?? (options.strip ? c.req.path.slice(options.strip.length) || '/' : c.req.path);
    const found = fileOf(options.root, urlPath);
    if (!found) return next();
    const info = infoOf(found.path, found.stats);
    const accepts = acceptedEncodings(c.req.header('accept-encoding'));
    const variant = info.variants.find((v) => accepts(v.encoding));
    const etag = `"${info.etag}${variant ? `-${variant.encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'content-type': getMimeType(found.path) ?? 'application/octet-stream',
      'cache-control': cacheControlOf(c.req.path),
      etag,
      'last-modified': info.stats.mtime.toUTCString(),
    };
    if (info.variants.length > 0) headers.vary = 'Accept-Encoding';
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    options.onFound?.(c);
    if (matches(c.req.header('if-none-match'), etag)) {
      c.header('content-type', undefined);
      return c.body(null, 304);
    }
    if (variant) c.header('content-encoding', variant.encoding);
    const size = variant ? variant.size : info.stats.size;
    c.header('content-length', String(size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const stream = Readable.toWeb(createReadStream(variant ? variant.path : found.path));
    return c.body(stream as ReadableStream, 200);
  };
}
