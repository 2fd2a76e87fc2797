import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WeakPasswordReason } from '../../core/password-strength';
import { ApiError } from '../http/envelope';
import type { StrengthReply, StrengthRequest } from './strength-worker';

/*
 * The password-strength estimate (core/password-strength.ts) takes seconds of CPU even on its first
 * hundred characters. Run on the event loop, one registration stopped every other request of the
 * process for that long. Here it runs on a few worker threads instead, with a bounded queue in front:
 * a burst of checks waits its turn (or is told to come back) while every other call is served.
 */

/** Worker threads at most: one core is left to the event loop and libuv. @default 1 or 2 */
export const STRENGTH_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));

/** Checks that may wait for a worker; one more is answered 503 with Retry-After. */
export const STRENGTH_QUEUE = 32;

/** Seconds a client is asked to wait when the queue is full. */
export const STRENGTH_RETRY_AFTER = 2;

/** A worker idle this long is stopped, giving back the dictionaries' memory (tens of MB each). */
const IDLE_MS = 30_000;

/** The 503 answered when {@link STRENGTH_QUEUE} checks are already waiting. */
export const STRENGTH_BUSY = new ApiError(
  503,
  'temporarily_unavailable',
  'Too many passwords are being checked right now; please try again in a few seconds.',
  undefined,
  {},
  { 'retry-after': String(STRENGTH_RETRY_AFTER) },
);

/** A verdict and the thread that reached it. */
export interface StrengthVerdict {
  reason: WeakPasswordReason | null;
  threadId: number;
}

/** A bounded pool of estimator threads. */
export interface StrengthPool {
  /**
   * Says why `password` is too easy to guess (or null), estimated on a worker thread. Rejects with
   * {@link STRENGTH_BUSY} when the queue is full.
   */
  check(password: string, personal: readonly string[]): Promise<StrengthVerdict>;
  /** Checks on a worker now, and checks waiting for one. */
  load(): { running: number; queued: number };
  /**
   * Holds every check in the queue until the returned function is called, so tests and the soak can
   * show that requests are served while checks wait.
   */
  hold(): () => void;
  /** Stops the workers; checks not yet answered fail. */
  close(): Promise<void>;
}

interface Job extends StrengthRequest {
  resolve(v: StrengthVerdict): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job | undefined;
  idle?: NodeJS.Timeout | undefined;
}

/** Starts an empty pool of at most `size` workers and `queueLimit` waiting checks. */
export function createStrengthPool(size = STRENGTH_WORKERS, queueLimit = STRENGTH_QUEUE): StrengthPool {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let holds = 0;
  let nextId = 1;

  const retire = (slot: Slot, why: Error) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.idle);
    slot.job?.reject(why);
    slot.job = undefined;
    void slot.worker.terminate();
  };

  const spawn = (): Slot => {
    // A path, not a URL: in a page's test environment (happy-dom) the module's URL is not a file URL.
    const worker = new Worker(join(import.meta.dirname, 'strength-worker.ts'));
    // Idle workers never keep the process alive.
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (reply: StrengthReply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = undefined;
      if ('error' in reply) job.reject(new Error(`password check failed: ${reply.error}`));
      else job.resolve({ reason: reply.reason, threadId: reply.threadId });
      dispatch();
    });
    worker.on('error', (e) => retire(slot, e));
    worker.on('exit', (code) => {
      retire(slot, new Error(`password check worker stopped (exit code ${code})`));
      dispatch();
    });
    slots.add(slot);
    return slot;
  };

  const dispatch = () => {
    while (holds === 0 && queue.length > 0) {
      let slot = [...slots].find((s) => s.job === undefined);
      if (!slot && slots.size < size) slot = spawn();
      if (!slot) return;
      const job = queue.shift()!;
      clearTimeout(slot.idle);
      slot.job = job;
      slot.worker.postMessage({ id: job.id, password: job.password, personal: job.personal });
    }
    for (const slot of slots) {
      if (slot.job !== undefined || slot.idle !== undefined) continue;
      slot.idle = setTimeout(() => retire(slot, new Error('idle')), IDLE_MS);
      slot.idle.unref();
    }
  };

  return {
    check(password, personal) {
      if (queue.length >= queueLimit) return Promise.reject(STRENGTH_BUSY);
      return new Promise<StrengthVerdict>((resolve, reject) => {
        queue.push({ id: nextId++, password, personal: [...personal], resolve, reject });
        dispatch();
      });
    },
    load() {
      let running = 0;
      for (const s of slots) if (s.job) running += 1;
      return { running, queued: queue.length };
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        dispatch();
      };
    },
    async close() {
      const stopped = new Error('the password check pool was closed');
      for (const job of queue.splice(0)) job.reject(stopped);
      await Promise.all([...slots].map((s) => (retire(s, stopped), s.worker.terminate())));
    },
  };
}

let shared: StrengthPool | undefined;

/** The process's one pool, started on first use (workers start when the first check arrives). */
export function strengthPool(): StrengthPool {
  shared ??= createStrengthPool();
  return shared;
}
