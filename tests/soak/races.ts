/**
 * The races of the proof scenarios: many orders at once for a coupon with one use left, and many
 * refreshes at once of the same refresh tokens (a user's tabs waking together), at load.
 */
import { upsertCoupon } from '../../server/data/coupons/coupons-repo';
import type { AppContext } from '../../server/context';
import { daysAhead } from '../support/payloads';
import { pricedOrder } from './bookings';
import { httpClient, inParallel, Tally } from './http';
import { anonymous, PASSWORD, postJson } from './tokens';

/** What a coupon race saw: orders placed, orders holding the coupon, the coupon's counted uses. */
export interface CouponRace {
  tally: Tally;
  placed: number;
  holding: number;
  uses: number;
  /** Answers other than 201 and the refusals of a used-up coupon. */
  odd: string[];
}

/**
 * Sends `n` orders at once, each with its own key and client address (the server must trust
 * X-Forwarded-For, TRUST_PROXY=1, so the code look-up throttle sees n callers), all using one new
 * coupon with a maximum of one use.
 */
export async function couponRace(server: { url: string; ctx: AppContext }, n: number): Promise<CouponRace> {
  const code = `RACE${Date.now().toString(36).toUpperCase()}`;
  await upsertCoupon(server.ctx.db, {
    code,
    campaign: 'RACE',
    kind: 'campaign',
    amountCents: 1000,
    percent: null,
    validFrom: daysAhead(-1),
    validUntil: daysAhead(365),
    maxUses: 1,
  });
  const token = await anonymous(server.url);
  const payload = await pricedOrder(server.url, token, { coupons: JSON.stringify([code]) });
  const client = httpClient(server.url, n);
  const tally = new Tally('coupon race');
  const odd: string[] = [];
  let placed = 0;
  try {
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const a = await client.send({
          method: 'POST',
          path: '/api/billoprice/neworder',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `${code}-${i}`,
            'x-forwarded-for': `198.51.100.${i + 1}`,
          },
          body: JSON.stringify(payload),
        });
        tally.add(a);
        if (a.status === 201) placed++;
        // The losers are told the coupon is used up with the same 409, whether they read it used up
        // (PGlite runs them one after the other) or lost the count (PostgreSQL runs them side by side).
        else if (a.status !== 409 || !/"(coupon_used_up|price_mismatch)"/.test(a.text))
          odd.push(`${a.status} ${a.text.slice(0, 200)}`);
      }),
    );
  } finally {
    client.close();
  }
  const { rows } = await server.ctx.db.query<{ holding: number; uses: number }>(
    `SELECT (SELECT count(*)::int FROM order_coupons oc WHERE oc.coupon_id = c.id) AS holding, c.use_count AS uses
       FROM coupons c WHERE c.code = $1`,
    [code],
  );
  tally.found = rows[0]!.holding;
  return { tally, placed, holding: rows[0]!.holding, uses: Number(rows[0]!.uses), odd };
}

/** What a refresh race saw. */
export interface RefreshRace {
  tally: Tally;
  /** Refreshes answered 200, and how many distinct access tokens they gave. */
  refreshed: number;
  distinct: number;
  /** New access tokens that the server then refused. */
  refused: number;
  odd: string[];
}

/**
 * Logs `username` in `sessions` times, then refreshes each session's refresh token `tabs` times at
 * once, all sessions together; every new access token must then work.
 */
export async function refreshRace(
  base: string,
  username: string,
  userId: number,
  sessions: number,
  tabs: number,
): Promise<RefreshRace> {
  const client = httpClient(base, 50);
  const tally = new Tally('refresh race');
  const odd: string[] = [];
  const tokens: string[] = [];
  const grant = (fields: Record<string, string>) =>
    postJson(`${base}/api/token`, { client_id: 'webapp', ...fields });
  try {
    const refreshTokens: string[] = [];
    for (let s = 0; s < sessions; s++) {
      const login = await grant({ grant_type: 'password', username, password: PASSWORD });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
      refreshTokens.push(login.body.refresh_token as string);
    }
    await inParallel(sessions * tabs, 50, async (i) => {
      const a = await client.send({
        method: 'POST',
        path: '/api/token',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: 'webapp',
          grant_type: 'refresh_token',
          refresh_token: refreshTokens[i % sessions],
        }),
      });
      tally.add(a);
      if (a.status === 200) tokens.push(JSON.parse(a.text).access_token as string);
      else odd.push(`${a.status} ${a.text.slice(0, 200)}`);
    });
    let refused = 0;
    await inParallel(tokens.length, 50, async (i) => {
      const a = await client.send({
        method: 'GET',
        path: `/api/billousers/leesuserid/${userId}`,
        headers: { authorization: `Bearer ${tokens[i]}` },
      });
      if (a.status !== 200) refused++;
    });
    tally.found = tokens.length - refused;
    return { tally, refreshed: tokens.length, distinct: new Set(tokens).size, refused, odd };
  } finally {
    client.close();
  }
}
