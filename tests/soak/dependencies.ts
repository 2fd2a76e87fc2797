/**
 * Slow and failed dependencies: a router (OSRM) that hangs or refuses, an SMTP server that is down,
 * the database restarted in the middle of a booking load. The product must answer within bounds and
 * lose nothing it acknowledged.
 */
import { createServer, type Socket } from 'node:net';
import { upsertCoupon } from '../../server/data/coupons/coupons-repo';
import type { AppContext } from '../../server/context';
import type { Scheduler } from '../../server/jobs/scheduler';
import { readableMail, startSmtpStandIn } from '../support/smtp';
import { daysAhead } from '../support/payloads';
import type { TestPostgres } from '../support/postgres';
import {
  bookingLoad,
  checkLoad,
  planKeys,
  pricedOrder,
  type LoadCheck,
  type LoadShape,
  type Query,
} from './bookings';
import { Tally } from './http';
import { anonymous, postJson } from './tokens';

/** A TCP server that accepts connections and never says a word: a hanging dependency. */
export async function hangingServer(): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const srv = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        srv.close(() => r());
      }),
  };
}

/** A loopback port nobody listens on: a dependency that is down (connections are refused). */
export async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** Runs `fn` and says how long it took, in ms. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: Math.round(performance.now() - started) };
}

/** What a price and an order did while the router failed. */
export interface RouterFailure {
  /** How long the price took (it answered 200: pricedOrder throws otherwise). */
  price: { ms: number };
  order: { status: number; ms: number };
}

/** Asks a price and places that order at a server whose OSRM_URL hangs or refuses. */
export async function bookWithoutRouter(base: string): Promise<RouterFailure> {
  const token = await anonymous(base);
  const price = await timed(() => pricedOrder(base, token));
  const order = await timed(() =>
    postJson(`${base}/api/billoprice/neworder`, price.value, token, {
      'idempotency-key': `router-${Date.now()}`,
    }),
  );
  return { price: { ms: price.ms }, order: { status: order.value.status, ms: order.ms } };
}

/** What a free order's finish did while the SMTP server was down (its first send attempt recorded). */
export interface SmtpFailure {
  placed: number;
  finished: { status: number; ms: number };
  /** The order's status afterwards, and what order_confirmation_mails recorded. */
  orderStatus: string;
  mailError: string | null;
  mailSent: boolean;
}

/** Places a free order (a 100 % coupon) through the API: its id, receipt number and owner's token. */
export async function placeFreeOrder(server: {
  url: string;
  ctx: AppContext;
}): Promise<{ id: number; bonnr: string; token: string }> {
  const code = `FREE${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await upsertCoupon(server.ctx.db, {
    code,
    campaign: 'SMTP',
    kind: 'campaign',
    amountCents: null,
    percent: 100,
    validFrom: daysAhead(-1),
    validUntil: daysAhead(365),
    maxUses: null,
  });
  const token = await anonymous(server.url);
  const payload = await pricedOrder(server.url, token, { coupons: JSON.stringify([code]) });
  const placed = await postJson(`${server.url}/api/billoprice/neworder`, payload, token, {
    'idempotency-key': `smtp-${code}`,
  });
  if (placed.status !== 201) throw new Error(`free order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const id = placed.body.ID as number;
  const { rows } = await server.ctx.db.query<{ bonnr: string }>('SELECT bonnr FROM orders WHERE id = $1', [
    id,
  ]);
  return { id, bonnr: rows[0]!.bonnr, token };
}

/** Places a free order (a 100 % coupon) and finishes it, so its confirmation e-mail is due at once. */
export async function freeOrderWithoutSmtp(server: {
  url: string;
  ctx: AppContext;
  scheduler: Scheduler;
}): Promise<SmtpFailure> {
  const { id, token } = await placeFreeOrder(server);
  const finished = await timed(() =>
    fetch(`${server.url}/api/payment/freeorderok/${id}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  // The answer did not wait for the send (issue 24); the scheduler's first attempt records the failure.
  await server.scheduler.settled();
  const { rows } = await server.ctx.db.query<{ status: string; last_error: string | null; sent: boolean }>(
    `SELECT o.status, m.last_error, m.sent_at IS NOT NULL AS sent
       FROM orders o LEFT JOIN order_confirmation_mails m ON m.order_id = o.id WHERE o.id = $1`,
    [id],
  );
  return {
    placed: 201,
    finished: { status: finished.value.status, ms: finished.ms },
    orderStatus: rows[0]!.status,
    mailError: rows[0]!.last_error,
    mailSent: rows[0]!.sent,
  };
}

/** What became of the confirmations owed while the SMTP server was down, once it came back (issue 24). */
export interface SmtpRecovery {
  owed: number;
  /** Confirmations delivered after the SMTP server came back, and copies beyond one per order. */
  delivered: number;
  duplicates: number;
  /** Scheduler ticks it took, each at the time the next retries fell due. */
  ticks: number;
}

/**
 * Finishes `count` free orders while nothing listens on `port` (SMTP down), then starts the SMTP
 * stand-in on that port and runs the scheduler's tick at the times the retries fall due (at most 10
 * ticks), counting what arrived.
 */
export async function confirmationsThroughSmtpOutage(
  server: { url: string; ctx: AppContext; scheduler: Scheduler },
  port: number,
  count: number,
): Promise<SmtpRecovery> {
  const orders: { id: number; bonnr: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const o = await placeFreeOrder(server);
    const res = await fetch(`${server.url}/api/payment/freeorderok/${o.id}`, {
      headers: { authorization: `Bearer ${o.token}` },
    });
    if (res.status !== 200) throw new Error(`freeorderok: ${res.status}`);
    orders.push(o);
  }
  await server.scheduler.settled();
  const back = await startSmtpStandIn({ port });
  try {
    const copiesOf = (bonnr: string) => back.received.filter((m) => readableMail(m).includes(bonnr)).length;
    const delivered = () => orders.filter((o) => copiesOf(o.bonnr) > 0).length;
    let ticks = 0;
    let now = Date.now();
    while (ticks < 10 && delivered() < count) {
      now += 60_000 * 2 ** ticks++;
      await server.scheduler.tick(new Date(now));
    }
    // One tick more, far later: nothing may go out twice.
    await server.scheduler.tick(new Date(now + 86_400_000));
    return {
      owed: count,
      delivered: delivered(),
      duplicates: orders.reduce((n, o) => n + Math.max(0, copiesOf(o.bonnr) - 1), 0),
      ticks,
    };
  } finally {
    await back.close();
  }
}

/** What a booking load saw and left while its database was stopped and started again. */
export interface OutageRun {
  tally: Tally;
  check: LoadCheck;
  keys: number;
  /** Answers 503 during the outage, and the longest any answer took. */
  unavailable: number;
  slowestMs: number;
  /** Keys still without an answer after the clients' retries (must be none). */
  unanswered: string[];
  odd: string[];
}

/**
 * Sends a booking load to `base` (a server on `postgres`); once `outageAfter` orders are acknowledged
 * the database stops for `outageMs` and starts again. Keys answered 503 (or not at all) are sent again
 * after the load, as a client retrying would, until all are answered (at most 5 times).
 */
export async function loadThroughOutage(
  base: string,
  query: Query,
  postgres: TestPostgres,
  shape: LoadShape,
  outageAfter: number,
  outageMs: number,
): Promise<OutageRun> {
  const token = await anonymous(base);
  const payload = await pricedOrder(base, token);
  const prefix = `outage-${Date.now()}`;
  const plan = planKeys(prefix, shape);
  const tally = new Tally('database restart');
  let outage: Promise<void> | undefined;
  const first = await bookingLoad([base], token, payload, plan, shape.inFlight, tally, () => {
    if (!outage && tally.acknowledged >= outageAfter)
      outage = (async () => {
        await postgres.pause();
        await new Promise((r) => setTimeout(r, outageMs));
        await postgres.resume();
      })();
    return false;
  });
  await outage;
  const unavailable = first.unanswered.length;
  const acked = [...first.acked];
  const odd = [...first.odd];
  let pending = [...new Set(first.unanswered)];
  for (let attempt = 0; attempt < 5 && pending.length > 0; attempt++) {
    const again = await bookingLoad([base], token, payload, pending, shape.inFlight, tally);
    acked.push(...again.acked);
    odd.push(...again.odd);
    pending = [...new Set(again.unanswered)];
    if (pending.length > 0) await new Promise((r) => setTimeout(r, 1000));
  }
  const check = await checkLoad(query, prefix, acked);
  tally.found = check.stored;
  return {
    tally,
    check,
    keys: new Set(plan).size,
    unavailable,
    slowestMs: Math.round(tally.max()),
    unanswered: pending,
    odd,
  };
}
