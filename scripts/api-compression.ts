/**
 * Whether compressing an API answer pays (issue 16), for `npm run bench`: for real answers of the API
 * it prints their size as sent, and their size and CPU time compressed with gzip (level 6) and brotli
 * at the quality the server uses (4) and at its maximum (11). Saving a few hundred bytes does not pay
 * for the CPU below about a kilobyte (one TCP packet carries ~1.4 KB), which is where
 * `API_COMPRESS_MIN_BYTES` sits; brotli 11 costs far more time than it saves bytes over quality 4.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { API_COMPRESS_MIN_BYTES } from '../server/http/compress-api';

const RUNS = 200;

/** Median microseconds of `RUNS` runs of `work`. */
function medianUs(work: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** The table of `answers` (name, JSON text as the API sends it), as printable lines. */
export function compressionTable(answers: readonly [string, string][]): string[] {
  const lines = [
    `API answers compressed (median of ${RUNS}; the server compresses from ${API_COMPRESS_MIN_BYTES} B with brotli 4, else gzip 6):`,
    `${'answer'.padEnd(40)} ${'bytes'.padStart(7)} | ${'gzip 6'.padStart(7)} ${'µs'.padStart(5)} | ${'br 4'.padStart(7)} ${'µs'.padStart(5)} | ${'br 11'.padStart(7)} ${'µs'.padStart(6)} | compressed`,
  ];
  for (const [name, text] of answers) {
    const body = Buffer.from(text);
    const br = (quality: number) => () =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    const gzip = () => gzipSync(body, { level: 6 });
    const cell = (make: () => Buffer, w: number) =>
      `${String(make().length).padStart(7)} ${medianUs(make).toFixed(0).padStart(w)}`;
    lines.push(
      `${name.slice(0, 40).padEnd(40)} ${String(body.length).padStart(7)} | ${cell(gzip, 5)} | ${cell(br(4), 5)} | ${cell(br(11), 6)} | ${body.length >= API_COMPRESS_MIN_BYTES ? 'yes' : 'no'}`,
    );
  }
  return lines;
}
