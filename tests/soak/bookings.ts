/**
 * The booking load of the proof scenarios: orders placed through the real HTTP API with an
 * idempotency key each, some keys sent twice at the same moment (a client retrying), spread over one
 * or more server processes; then what the database holds is compared with what was acknowledged.
 */
import { orderPayload, priceRequest } from '../support/payloads';
import { httpClient, inParallel, Tally, type Client } from './http';
import { postJson } from './tokens';

/** Rows as the scenario's database gives them (in-process context, a PostgreSQL client, a reopened folder). */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** A valid order payload with its server price, for `token` at the server `base`. */
export async function pricedOrder(
  base: string,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const p = orderPayload(overrides);
  const price = await postJson(
    `${base}/api/billoprice`,
    priceRequest({ datum: p.datumheen, pax: p.pax, koffers: p.koffers, skis: p.skis, coupons: p.coupons }),
    token,
  );
  if (price.status !== 200) throw new Error(`price: ${price.status} ${JSON.stringify(price.body)}`);
  return { ...p, totaleprijs: price.body.data.TOTALEPRIJS };
}

/** How a booking load is shaped. */
export interface LoadShape {
  /** Requests in all, repeats included. */
  requests: number;
  /** Requests at once. */
  inFlight: number;
  /** How many of the requests repeat the key of the request just before (sent while it is in flight). */
  repeats: number;
}

/**
 * The keys of a load, in sending order: each key `${prefix}-${k}` once, and after every fourth key
 * that key again at once (until `repeats` are planned), so the two race.
 */
export function planKeys(prefix: string, shape: LoadShape): string[] {
  const plan: string[] = [];
  let repeats = 0;
  for (let i = 0; plan.length < shape.requests; i++) {
    plan.push(`${prefix}-${i}`);
    if (repeats < shape.repeats && i % 4 === 3 && plan.length < shape.requests) {
      plan.push(`${prefix}-${i}`);
      repeats++;
    }
  }
  return plan;
}

/** One acknowledged booking: the key it was sent with and what the answer said. */
export interface Acked {
  key: string;
  id: number;
  bonnr: string;
  ecode: string;
}

/** What a load saw. */
export interface LoadResult {
  tally: Tally;
  acked: Acked[];
  /** Keys whose request got no answer or a 503 (a client would send them again). */
  unanswered: string[];
  /** Answers that were neither 2xx, 503 nor no answer at all, with their text. */
  odd: string[];
}

/**
 * Sends the orders of `plan` (keys, see {@link planKeys}), `inFlight` at once, round-robin to the
 * servers of `bases`. Each key's order has its own name, so a replay must match its own payload.
 * `stop` ends the load early: a crash scenario stops sending once it has killed the server.
 */
export async function bookingLoad(
  bases: string[],
  token: string,
  payload: Record<string, unknown>,
  plan: string[],
  inFlight: number,
  tally = new Tally('bookings'),
  stop: () => boolean = () => false,
): Promise<LoadResult> {
  const clients: Client[] = bases.map((b) => httpClient(b, inFlight));
  const acked: Acked[] = [];
  const unanswered: string[] = [];
  const odd: string[] = [];
  try {
    await inParallel(plan.length, inFlight, async (i) => {
      const key = plan[i]!;
      if (stop()) {
        unanswered.push(key);
        return;
      }
      const body = JSON.stringify({ ...payload, voornaam: `Soak ${key}` });
      const a = await clients[i % clients.length]!.send({
        method: 'POST',
        path: '/api/billoprice/neworder',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body,
      });
      tally.add(a);
      if (a.status === 200 || a.status === 201) {
        const data = JSON.parse(a.text).data as { ID: number; BONNR: string; ECODE: string };
        acked.push({ key, id: data.ID, bonnr: data.BONNR, ecode: data.ECODE });
      } else if (a.status === 503 || a.status === 0) unanswered.push(key);
      else odd.push(`${key}: ${a.status} ${a.text.slice(0, 200)}`);
    });
  } finally {
    for (const c of clients) c.close();
  }
  return { tally, acked, unanswered, odd };
}

/** What the database holds of a load, checked against its acknowledged answers. */
export interface LoadCheck {
  /** Orders stored under the load's keys. */
  stored: number;
  /** Acknowledged keys without their order. */
  lost: string[];
  /** Keys stored more than once, receipt numbers and booking codes given twice. */
  duplicateKeys: number;
  duplicateReceipts: number;
  duplicateCodes: number;
  /** Acknowledged answers whose receipt or code differs from the stored order's (e.g. a replay's). */
  mismatched: string[];
}

/** Compares the database's orders under `prefix` with what the load acknowledged. */
export async function checkLoad(query: Query, prefix: string, acked: Acked[]): Promise<LoadCheck> {
  const rows = await query<{ idempotency_key: string; bonnr: string; ecode: string; id: number }>(
    'SELECT id, idempotency_key, bonnr, ecode FROM orders WHERE idempotency_key LIKE $1',
    [`${prefix}-%`],
  );
  const byKey = new Map(rows.map((r) => [r.idempotency_key, r]));
  const dup = (values: string[]) => values.length - new Set(values).size;
  const lost = [...new Set(acked.map((a) => a.key))].filter((k) => !byKey.has(k));
  const mismatched = acked
    .filter((a) => {
      const r = byKey.get(a.key);
      return r && (r.bonnr !== a.bonnr || r.ecode !== a.ecode || Number(r.id) !== a.id);
    })
    .map((a) => a.key);
  // The receipt numbers and codes of all orders, not just this load's: a clash with any order counts.
  const [all] = await query<{ receipts: number; codes: number }>(
    `SELECT count(*) - count(DISTINCT bonnr) AS receipts, count(*) - count(DISTINCT ecode) AS codes FROM orders`,
  );
  return {
    stored: rows.length,
    lost,
    duplicateKeys: dup(rows.map((r) => r.idempotency_key)),
    duplicateReceipts: Number(all!.receipts),
    duplicateCodes: Number(all!.codes),
    mismatched,
  };
}
