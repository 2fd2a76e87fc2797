import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordWeakness } from '../../../core/password-strength';
import { ApiError } from '../../../server/http/envelope';
import { STRENGTH_BUSY, createStrengthPool, type StrengthPool } from '../../../server/accounts/strength-pool';

let pool: StrengthPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

// A worker loads the estimator's dictionaries (megabytes) on its first check: seconds on a shared, busy
// machine, so each test gets room beyond vitest's 5 s default (a bound on hanging, not a speed check).
const WORKER_START_ROOM_MS = 60_000;

describe('createStrengthPool()', () => {
  it(
    'gives core’s verdict, reached on another thread than the caller’s',
    async () => {
      pool = createStrengthPool(1, 4);
      for (const [password, personal] of [
        ['12345678', []],
        ['fiets-paraplu-7', []],
        ['tine.peeters', ['tine.peeters@example.be']],
      ] as const) {
        const verdict = await pool.check(password, personal);
        expect(verdict.reason).toBe(passwordWeakness(password, personal));
        expect(verdict.threadId).not.toBe(threadId);
      }
    },
    WORKER_START_ROOM_MS,
  );

  it(
    'queues checks beyond its workers and refuses more than its queue with 503 and Retry-After',
    async () => {
      pool = createStrengthPool(2, 3);
      const release = pool.hold();
      const waiting = [1, 2, 3].map(() => pool!.check('12345678', []));
      expect(pool.load()).toEqual({ running: 0, queued: 3 });
      const refused = await pool.check('12345678', []).catch((e: unknown) => e);
      expect(refused).toBe(STRENGTH_BUSY);
      expect(refused).toBeInstanceOf(ApiError);
      expect(STRENGTH_BUSY.status).toBe(503);
      expect(STRENGTH_BUSY.headers['retry-after']).toMatch(/^\d+$/);
      release();
      // Two run at once (the pool's size), the third waits for one of them.
      expect(pool.load()).toEqual({ running: 2, queued: 1 });
      expect((await Promise.all(waiting)).map((v) => v.reason)).toEqual(['common', 'common', 'common']);
      expect(pool.load()).toEqual({ running: 0, queued: 0 });
    },
    WORKER_START_ROOM_MS,
  );
});
