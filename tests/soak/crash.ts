/**
 * The crash scenario: a booking load against the real entry point, kill -9 of the server in the middle
 * of it, a restart on the same database, several times. A client sends again what got no answer (same
 * idempotency key). In the end every acknowledged order is stored exactly once with the receipt number
 * and code its answer gave, every key sent is stored, and amcheck finds every B-tree index sound.
 */
import { checkIndexes } from './amcheck';
import {
  bookingLoad,
  checkLoad,
  planKeys,
  pricedOrder,
  type Acked,
  type LoadCheck,
  type Query,
} from './bookings';
import { Tally } from './http';
import { spawnServer, stopServer, type ServerProcess } from './process';
import { anonymous } from './tokens';

/** The size of a crash run. */
export interface CrashShape {
  rounds: number;
  /** Booking requests planned per round (a fifth of them repeat a key). */
  perRound: number;
  inFlight: number;
  /** The server is killed once this many orders of the round were acknowledged. */
  killAfter: number;
}

/** What a crash run saw and found. */
export interface CrashResult {
  tally: Tally;
  check: LoadCheck;
  /** Distinct keys sent (each was answered in the end, if need be after a restart). */
  keys: number;
  /** Requests in flight (no answer) at each kill: proof that each kill hit a running load. */
  cutOff: number[];
  /** Keys still without an answer at the end (must be none). */
  unanswered: string[];
  odd: string[];
  indexes: number;
}

/**
 * Runs `shape.rounds` kill -9 rounds on the server started with `env`; `open` gives the database for
 * the final check once the last server has stopped (PGlite's folder is for one process at a time).
 */
export async function crashRun(
  name: string,
  env: Record<string, string>,
  open: () => Promise<{ query: Query; close(): Promise<void> }>,
  shape: CrashShape,
): Promise<CrashResult> {
  const tally = new Tally(name);
  const prefix = `crash-${Date.now()}`;
  const acked: Acked[] = [];
  const odd: string[] = [];
  const cutOff: number[] = [];
  const keys = new Set<string>();
  let server: ServerProcess = await spawnServer(env);
  const token = await anonymous(server.url);
  const payload = await pricedOrder(server.url, token);
  let pending: string[] = [];
  // What got no answer before a crash is sent again first, as a client retrying would.
  const resend = async () => {
    const again = await bookingLoad([server.url], token, payload, pending, shape.inFlight, tally);
    acked.push(...again.acked);
    odd.push(...again.odd);
    pending = again.unanswered;
  };
  try {
    for (let round = 0; round < shape.rounds; round++) {
      await resend();
      const plan = planKeys(`${prefix}-r${round}`, {
        ...shape,
        requests: shape.perRound,
        repeats: shape.perRound / 5,
      });
      plan.forEach((k) => keys.add(k));
      let roundAcks = 0;
      let killed = false;
      const roundTally = new Tally(name);
      const load = await bookingLoad([server.url], token, payload, plan, shape.inFlight, roundTally, () => {
        roundAcks = roundTally.acknowledged;
        if (!killed && roundAcks >= shape.killAfter) {
          server.child.kill('SIGKILL');
          killed = true;
        }
        return killed;
      });
      if (!killed) server.child.kill('SIGKILL');
      await server.exit;
      for (const a of load.acked) acked.push(a);
      odd.push(...load.odd);
      pending.push(...new Set(load.unanswered));
      cutOff.push(roundTally.sent - roundTally.acknowledged - load.odd.length);
      tally.merge(roundTally);
      server = await spawnServer(env);
    }
    await resend();
  } finally {
    await stopServer(server);
  }
  const db = await open();
  try {
    const check = await checkLoad(db.query, prefix, acked);
    tally.found = check.stored;
    const indexes = await checkIndexes(db.query);
    return { tally, check, keys: keys.size, cutOff, unanswered: pending, odd, indexes };
  } finally {
    await db.close();
  }
}
