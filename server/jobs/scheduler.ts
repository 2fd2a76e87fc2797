/**
 * Scheduled work inside the server process (ARCHITECTURE "Scheduled work"): each job kind names the
 * units that are due and does one unit; the scheduler claims every unit in the database before doing it
 * (./claims.ts), so several processes on one database do it exactly once, and runs once at start, so
 * work that fell due while no process ran is done then.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context';
import { claimUnit, failUnit, finishUnit, type ClaimRules } from './claims';
import { DatabaseUnavailableError } from '../data/outage';
import { log } from '../log';

/** One kind of scheduled work, e.g. the feedback request e-mail (server/feedback/request-job.ts). */
export interface JobKind {
  /** Stable name, stored with every unit (`job_units.kind`). */
  kind: string;
  /**
   * Keys of the units due at `now`, at most `limit`, leaving out finished ones (use `unitOpen` of
   * ./claims.ts in the query). A unit listed while another process holds it is simply skipped.
   */
  findDue(ctx: AppContext, now: Date, limit: number): Promise<string[]>;
  /** Does one unit; throwing marks the attempt failed (retried after a backoff, then given up). */
  run(ctx: AppContext, key: string, now: Date): Promise<void>;
  /**
   * Overrides of the default claim rules ({@link DEFAULT_CLAIM_RULES}) for this kind, or a function of
   * the server's context that answers them (a limit that is a setting).
   */
  rules?: Partial<ClaimRules> | ((ctx: AppContext) => Partial<ClaimRules>);
}

/** What one tick did, per kind: units done, failed (to be retried) and given up. */
export type TickReport = Record<string, { done: number; failed: number; givenUp: number }>;

/** The scheduler of one server process. */
export interface Scheduler {
  /** Runs every kind once now (or at `now`); resolves when its units are done. Ticks never overlap. */
  tick(now?: Date): Promise<TickReport>;
  /**
   * Runs kind `kind` alone at once, beside any tick, without waiting: a request that just committed work
   * (an order's confirmation) has it done now instead of at the next tick. The unit claims keep a tick
   * and a wake from doing a unit twice. A wake asked for while one of the same kind runs makes it run once
   * more afterwards, so work committed meanwhile is not left for the next tick.
   */
  wake(kind: string): void;
  /** Resolves once no tick and no wake runs (tests wait on it before reading what was sent). */
  settled(): Promise<void>;
  /** Starts the interval and a first tick at once; nothing when the interval is 0. */
  start(): void;
  /** Stops the interval and waits for a running tick to end. */
  close(): Promise<void>;
}

/**
 * Defaults of the claim rules: a claim holds 15 minutes (longer than any unit takes), 5 attempts,
 * waiting 1, 4, 16, 64 minutes between them.
 */
export const DEFAULT_CLAIM_RULES: ClaimRules = {
  leaseMs: 15 * 60_000,
  maxAttempts: 5,
  backoffMs: (attempt) => 60_000 * 4 ** (attempt - 1),
};

/** Units of one kind looked at per tick, so one tick stays short; the rest come next time. */
const BATCH = 100;

/**
 * Creates the scheduler of `kinds` for the server of `ctx`, ticking every `intervalSeconds` (0: only
 * when `tick()` is called, as tests do).
 */
export function createScheduler(
  ctx: AppContext,
  kinds: readonly JobKind[],
  intervalSeconds: number,
): Scheduler {
  // Names the claims of this process, for the operator reading job_units.
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickReport> | undefined;
  let closed = false;
  // The wake of each kind that runs, and whether it was asked for again meanwhile.
  const wakes = new Map<string, { run: Promise<void>; again: boolean }>();

  async function runKind(job: JobKind, now: Date) {
    const rules = {
      ...DEFAULT_CLAIM_RULES,
      ...(typeof job.rules === 'function' ? job.rules(ctx) : job.rules),
    };
    const counts = { done: 0, failed: 0, givenUp: 0 };
    const started = Date.now();
    // The tick's time moved on by what the tick took so far: a unit claimed late in a long tick gets its
    // whole lease, and a tick run at a given `now` (tests) stays at that time give or take milliseconds.
    const clock = () => new Date(now.getTime() + (Date.now() - started));
    for (const key of await job.findDue(ctx, now, BATCH)) {
      if (closed) break;
      const claim = await claimUnit(ctx.db, job.kind, key, worker, clock(), rules);
      if (!claim) continue;
      try {
        await job.run(ctx, key, now);
        await finishUnit(ctx.db, job.kind, key, worker, clock());
        counts.done++;
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        const outcome = await failUnit(ctx.db, job.kind, claim, worker, clock(), message, rules);
        counts[outcome === 'retry' ? 'failed' : 'givenUp']++;
        log.error(
          { job: job.kind, unit: key, attempt: claim.attempt, outcome, err: e },
          'jobs: a unit failed',
        );
      }
    }
    return counts;
  }

  /** Logs a kind that could not run, unless for a database outage, which the database layer logs once. */
  function kindFailed(job: JobKind, e: unknown) {
    if (e instanceof DatabaseUnavailableError) return;
    log.error({ job: job.kind, err: e }, 'jobs: the kind could not run');
  }

  async function runAll(now: Date): Promise<TickReport> {
    const report: TickReport = {};
    for (const job of kinds) {
      try {
        report[job.kind] = await runKind(job, now);
      } catch (e) {
        // A kind whose due-list fails (database gone for a moment) is tried again next tick; the
        // other kinds still run.
        kindFailed(job, e);
      }
    }
    return report;
  }

  function wakeKind(job: JobKind): Promise<void> {
    const lane = { run: Promise.resolve(), again: false };
    lane.run = (async () => {
      do {
        lane.again = false;
        try {
          await runKind(job, new Date());
        } catch (e) {
          kindFailed(job, e);
        }
      } while (lane.again && !closed);
      wakes.delete(job.kind);
    })();
    wakes.set(job.kind, lane);
    return lane.run;
  }

  const scheduler: Scheduler = {
    tick(now = new Date()) {
      // A tick asked for while one runs waits for it, then runs: two ticks of one process never overlap.
      const previous = running ?? Promise.resolve({});
      const next = previous.catch(() => ({})).then(() => runAll(now));
      running = next;
      void next.finally(() => {
        if (running === next) running = undefined;
      });
      return next;
    },
    wake(kind) {
      const job = kinds.find((k) => k.kind === kind);
      if (!job || closed) return;
      const lane = wakes.get(kind);
      if (lane) lane.again = true;
      else void wakeKind(job);
    },
    async settled() {
      // A wake may start another (its `again`), and a tick may be queued behind one: look until calm.
      while (running || wakes.size > 0) {
        await Promise.all([running?.catch(() => undefined), ...[...wakes.values()].map((w) => w.run)]);
      }
    },
    start() {
      if (intervalSeconds <= 0 || timer) return;
      const tickInBackground = () => {
        if (!closed && !running) void scheduler.tick().catch(() => undefined);
      };
      tickInBackground();
      timer = setInterval(tickInBackground, intervalSeconds * 1000);
      // The timer alone must not keep a process alive that has nothing else to do.
      timer.unref();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await scheduler.settled();
    },
  };
  return scheduler;
}
