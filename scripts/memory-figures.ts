/**
 * The memory figures `npm run memory` and `npm run bench` print (issue 24): RSS, the V8 heap and its
 * spaces, external memory, and every in-process cache's entries against its limit.
 */
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { cacheFigures } from '../server/caches';
import type { Database } from '../server/data/database';

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * This process's memory in two lines, after a full collection when the process runs with
 * `--expose-gc` (so garbage not yet collected does not count). External memory includes PGlite's
 * WebAssembly memory; the new space is what `HEAP_SEMI_SPACE_MB` bounds.
 */
export function memoryLine(label: string): string {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const h = getHeapStatistics();
  const spaces = getHeapSpaceStatistics()
    .filter((s) => s.space_size > 2 ** 20)
    .map((s) => `${s.space_name} ${mb(s.space_used_size)}/${mb(s.space_size)}`)
    .join(', ');
  return (
    `${label.padEnd(28)} rss ${mb(m.rss).padStart(7)}  heap used ${mb(m.heapUsed).padStart(7)} ` +
    `of ${mb(h.total_heap_size).padStart(7)}  external ${mb(m.external).padStart(7)} ` +
    `(array buffers ${mb(m.arrayBuffers)})\n    heap spaces used/size: ${spaces}`
  );
}

/**
 * The caches of the server on `db` as one line each (name, entries, limit and the limit's variable),
 * after the size of the embedded database's WebAssembly memory.
 */
export function cacheLines(db: Database): string[] {
  const wasm = db.wasmMemoryBytes?.();
  return [
    ...(wasm === undefined ? [] : [`  PGlite WebAssembly memory ${mb(wasm)} (grows, never shrinks)`]),
    ...cacheFigures(db).map(
      (c) =>
        `  cache ${c.name.padEnd(14)} ${String(c.size).padStart(7)} of ${String(c.max).padStart(7)} entries (${c.variable})`,
    ),
  ];
}
