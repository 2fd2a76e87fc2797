/** The widget's one chunk loader: a 120 s timeout (SPEC 9) and a ChunkLoadError for any failure (SPEC 8). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../../widget/chunks/load-chunk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Tells how a promise has settled so far, without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = {
    settled: 'pending',
  };
  promise.then(
    (value) => Object.assign(state, { settled: 'resolved', value }),
    (error: unknown) => Object.assign(state, { settled: 'rejected', error }),
  );
  return state;
}

describe('loadChunk()', () => {
  it('waits 120 s for a chunk', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with a ChunkLoadError once a chunk has not arrived after 120 s, and not a moment before', async () => {
    const load = watch(loadChunk(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(load.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(load.settled).toBe('rejected');
    expect(load.error).toBeInstanceOf(ChunkLoadError);
    expect((load.error as Error).name).toBe('ChunkLoadError');
    expect((load.error as Error).message).toBe('A chunk did not load within 120 s.');
  });

  it('resolves with the module of a chunk that arrives in time and leaves no timer behind', async () => {
    let arrive: (module: { step: number }) => void = () => undefined;
    const load = watch(loadChunk(() => new Promise<{ step: number }>((resolve) => (arrive = resolve))));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    arrive({ step: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toMatchObject({ settled: 'resolved', value: { step: 1 } });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(load.settled).toBe('resolved');
  });

  it('turns a failed import into a ChunkLoadError whose cause is the original error', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /widget/chunks/Step1.js');
    const load = watch(loadChunk(() => Promise.reject(failure)));
    await vi.advanceTimersByTimeAsync(0);
    expect(load.settled).toBe('rejected');
    expect(load.error).toBeInstanceOf(ChunkLoadError);
    expect((load.error as Error).message).toBe(failure.message);
    expect((load.error as Error).cause).toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours a shorter timeout given by the caller', async () => {
    const load = watch(loadChunk(() => new Promise<never>(() => undefined), 5_000));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((load.error as Error).message).toBe('A chunk did not load within 5 s.');
  });
});
