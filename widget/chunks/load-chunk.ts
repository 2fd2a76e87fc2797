/**
 * The one way the widget loads a code chunk (SPEC 8 and 9: a failed chunk is a ChunkLoadError, and a
 * chunk that has not arrived after 120 s counts as failed). Every dynamic `import()` of the widget
 * goes through {@link loadChunk}: steps 1-3, the overview, the order flow, the phone metadata and the
 * messages of a language.
 *
 * A retry simply calls the importer again. Browsers that follow whatwg/html#10327 (Chromium 156, as
 * tests/e2e/widget-chunk-retry.test.ts shows) keep no failed fetch in their module map, so the second
 * `import()` of the same URL fetches the chunk (and any chunk it imports) again. A browser that still
 * caches the failure fails the retry too; a reload of the page then loads everything afresh, and the
 * draft survives it in sessionStorage.
 */

/** How long a chunk may take before it counts as failed (SPEC 9 "chunk load timeout 120 s"). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A code chunk of the widget failed to load or did not arrive in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Runs `importer` (a dynamic `import()`) and resolves with its module. Rejects with a
 * {@link ChunkLoadError} when the import fails (the original error is its `cause`) or has not
 * settled after `timeoutMs`.
 *
 * @example
 * const { placeOrder } = await loadChunk(() => import('./order-flow'));
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A chunk did not load within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause instanceof Error ? cause.message : String(cause), { cause }));
      },
    );
  });
}
