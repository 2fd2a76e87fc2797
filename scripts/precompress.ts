/**
 * Compresses the built static files once, at build time (issue 16): beside every text file of at least
 * {@link MIN_BYTES} it writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level), so
 * the server sends them as they are (server/http/static-files.ts) and never compresses a page or a
 * chunk per request. A variant that is not smaller than its file is not kept.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Files smaller than this go uncompressed: the saving would not pay for the variant's headers. */
export const MIN_BYTES = 1024;

/** The extensions of the text files the build writes. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);

/** The precompressed variants, in the server's order of preference. */
export const VARIANTS = [
  { encoding: 'br', suffix: '.br', compress: (b: Buffer) => brotliCompressSync(b, brotliOptions(b)) },
  { encoding: 'gzip', suffix: '.gz', compress: (b: Buffer) => gzipSync(b, { level: 9 }) },
] as const;

function brotliOptions(b: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
    },
  };
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

/**
 * Writes the variants of every compressible file under `dir` and removes variants whose file is gone
 * or was rebuilt smaller than {@link MIN_BYTES}. Answers the number of files compressed.
 */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of walk(dir)) {
    const variant = VARIANTS.find((v) => path.endsWith(v.suffix));
    if (variant) {
      if (!existsSync(path.slice(0, -variant.suffix.length))) unlinkSync(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const body = readFileSync(path);
    const mtime = statSync(path).mtimeMs;
    for (const v of VARIANTS) {
      const target = path + v.suffix;
      if (body.length < MIN_BYTES) {
        if (existsSync(target)) unlinkSync(target);
        continue;
      }
      // A variant written after its file was last built is current.
      if (existsSync(target) && statSync(target).mtimeMs >= mtime) continue;
      const packed = v.compress(body);
      if (packed.length < body.length) writeFileSync(target, packed);
      else if (existsSync(target)) unlinkSync(target);
    }
    if (body.length >= MIN_BYTES) count++;
  }
  return count;
}
