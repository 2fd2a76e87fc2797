/**
 * The fuzz scenario: sends generated hostile requests (fuzz-requests.ts) to every route of a running
 * server and checks three things: no answer is a 5xx (or no answer at all), every /api failure is the
 * failure envelope, and the domain tables' row counts change by exactly what the 2xx answers
 * acknowledged. Reproducible: the same seed and count send the same requests.
 */
import fc from 'fast-check';
import { createApp } from '../../server/app';
import type { AppContext } from '../../server/context';
import { httpClient, inParallel, Tally, type Figures, type RawAnswer } from './http';
import { hostileRequests, type FuzzRequest, type Route } from './fuzz-requests';

/** What the fuzz needs of the server: its URL, its context (routes, database) and two live tokens. */
export interface FuzzTarget {
  url: string;
  ctx: AppContext;
  anon: string;
  user: string;
}

/** The outcome: figures, the failures (empty when all is well) and the routes that were fuzzed. */
export interface FuzzResult {
  figures: Figures;
  failures: string[];
  routes: string[];
  /** How many answers of each status code came back. */
  statuses: Record<string, number>;
  /** Row count change per domain table, and what the acknowledged answers account for. */
  rows: { table: string; changed: number; acknowledged: number }[];
}

/** The calls of the app that take input (a path ending in /* is middleware, not a call). */
export function fuzzedRoutes(ctx: AppContext): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of createApp(ctx).routes) {
    const key = `${r.method} ${r.path}`;
    if (r.method === 'ALL' || r.path.endsWith('/*') || seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path });
  }
  return out;
}

/** The tables whose rows a request may only add or remove when its answer says so. */
const DOMAIN_TABLES = [
  'users',
  'addresses',
  'orders',
  'order_coupons',
  'password_resets',
  'order_status_changes',
];

/** What a 2xx answer of a route acknowledges having added (+) or removed (-) per table. */
const ACKNOWLEDGES: Record<string, (status: number) => Partial<Record<string, number>>> = {
  'POST /api/billousers/newuser': () => ({ users: 1 }),
  'POST /api/billousers/newaddress': () => ({ addresses: 1 }),
  'POST /api/billousers/deladdress': () => ({ addresses: -1 }),
  // 200 repeats an order placed earlier under the same idempotency key; 201 is a new one.
  'POST /api/billoprice/neworder': (status): Partial<Record<string, number>> =>
    status === 201 ? { orders: 1 } : {},
};

async function rowCounts(ctx: AppContext): Promise<Record<string, number>> {
  const cols = DOMAIN_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ');
  const { rows } = await ctx.db.query<Record<string, number>>(`SELECT ${cols}`);
  return rows[0]!;
}

/** Why an answer breaks the rules, or undefined when it keeps them. */
export function judge(req: FuzzRequest, a: RawAnswer): string | undefined {
  if (a.status === 0) return req.oversize ? undefined : `no answer (${a.error})`;
  if (a.status >= 500) return `answered ${a.status}`;
  if (a.status < 400 || !req.path.startsWith('/api')) return undefined;
  if (!/application\/json/.test(a.type)) return `a ${a.status} failure that is not JSON (${a.type})`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(a.text) as Record<string, unknown>;
  } catch {
    return `a ${a.status} failure whose JSON does not parse`;
  }
  if (typeof body.error !== 'string' || typeof body.error_description !== 'string')
    return 'a failure without error and error_description';
  // The token calls answer as OAuth 2.0 prescribes; every other call adds status: false.
  const oauth = req.route.startsWith('POST /api/token');
  if (!oauth && body.status !== false) return 'a failure without status: false';
  return undefined;
}

const clip = (s: string | Buffer | undefined, n = 160) =>
  JSON.stringify(String(s ?? '').slice(0, n)) + (String(s ?? '').length > n ? `…(${String(s).length})` : '');

/** Sends `runs` generated requests from `seed` with `inFlight` at once and checks every answer. */
export async function runFuzz(
  target: FuzzTarget,
  seed: number,
  runs: number,
  inFlight = 8,
): Promise<FuzzResult> {
  const routes = fuzzedRoutes(target.ctx);
  const arbitrary = hostileRequests(routes);
  const client = httpClient(target.url, inFlight);
  const tally = new Tally('fuzz');
  const failures: string[] = [];
  const statuses: Record<string, number> = {};
  const acknowledged: Record<string, number> = Object.fromEntries(DOMAIN_TABLES.map((t) => [t, 0]));
  const before = await rowCounts(target.ctx);
  const tokens: Record<FuzzRequest['auth'], string | undefined> = {
    none: undefined,
    anon: `Bearer ${target.anon}`,
    user: `Bearer ${target.user}`,
    forged: `Bearer ${target.anon.slice(0, -4)}AAAA`,
    malformed: 'Basic d2ViYXBwOg==',
  };
  // Generated in batches: the huge texts would not fit in memory all at once.
  const BATCH = 500;
  try {
    for (let start = 0; start < runs; start += BATCH) {
      const batch = fc.sample(arbitrary, {
        seed: (seed + start) | 0,
        numRuns: Math.min(BATCH, runs - start),
      });
      await inParallel(batch.length, inFlight, async (i) => {
        const req = batch[i]!;
        const authorization = tokens[req.auth];
        const headers = { ...req.headers, ...(authorization ? { authorization } : {}) };
        const answer = await client.send({ ...req, headers });
        tally.add(answer);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const why = judge(req, answer);
        if (why)
          failures.push(
            `#${start + i} ${req.method} ${clip(req.path)} (${req.route}, ${req.auth}) body ${clip(req.body)} → ${why}: ${clip(answer.text, 300)}`,
          );
        if (answer.status >= 200 && answer.status < 300)
          for (const [t, n] of Object.entries(ACKNOWLEDGES[req.route]?.(answer.status) ?? {}))
            acknowledged[t]! += n ?? 0;
      });
    }
  } finally {
    client.close();
  }
  const after = await rowCounts(target.ctx);
  const rows = DOMAIN_TABLES.map((table) => ({
    table,
    changed: after[table]! - before[table]!,
    acknowledged: acknowledged[table]!,
  }));
  tally.found = rows.reduce((n, r) => n + Math.max(0, r.changed), 0);
  return {
    figures: tally.figures(),
    failures,
    statuses,
    routes: routes.map((r) => `${r.method} ${r.path}`),
    rows,
  };
}
