/**
 * Issue 23, attack 1: the payment provider's accept URL, sent again from the browser history, minted a
 * new outcome key on every replay, with no age check, and that key read the booking code and e-mail
 * address, which open the manage page, where a stranger cancelled the ride and got its refund coupon.
 * A signed return now mints its key once, while it is fresh; the key lives minutes, shows the booking
 * without its code, e-mail address or phone, and opens nothing but the outcome summary and "pay now".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../server/auth/secrets';
import { OUTCOME_GRANT_SECONDS } from '../../../server/auth/manage-grants';
import { startTestServer, type TestServer } from '../../support/server';
import { openBooking } from '../../support/manage-helpers';
import { sandboxDecision, seedOrder, statusOf, visitor, type Visitor } from '../../support/payment-helpers';

let server: TestServer;
let booker: Visitor;

beforeAll(async () => {
  server = await startTestServer();
  booker = await visitor(server);
});
afterAll(() => server.close());

/** Follows a provider return like a browser, stopping at our redirect: its page and its key ('' for none). */
async function land(url: URL) {
  const res = await fetch(url, { redirect: 'manual' });
  const [page, fragment = ''] = (res.headers.get('location') ?? '').split('#');
  return { status: res.status, page, key: new URLSearchParams(fragment).get('ref') ?? '' };
}

/** An order paid on the sandbox by its booker; the signed accept URL the browser was sent back to. */
async function paidOrder() {
  const order = await seedOrder(server, { tokenId: booker.tokenId, heenterug: 'H' });
  const back = await sandboxDecision(server, booker.token, order.id, 'approve');
  return { order, back };
}

describe('a replayed provider return', () => {
  it('gets the outcome page without a key; only the first return had one', async () => {
    const { order, back } = await paidOrder();
    const first = await land(back);
    expect(first.status).toBe(303);
    expect(first.key).toMatch(/^[\w-]{43}$/);
    const replays = await Promise.all(Array.from({ length: 5 }, () => land(back)));
    for (const replay of replays) {
      expect(replay).toEqual({ status: 303, page: first.page, key: '' });
    }
    expect(first.page).toBe(
      `/order-confirmed?orderID=${order.bonnr}&PAYID=${back.searchParams.get('PAYID')}`,
    );
    const { rows } = await server.ctx.db.query('SELECT 1 FROM manage_grants WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('that comes long after the provider decided gets no key, even the first time', async () => {
    const { order, back } = await paidOrder();
    await server.ctx.db.query(
      `UPDATE payment_events SET received_at = now() - interval '2 days' WHERE order_id = $1`,
      [order.id],
    );
    const late = await land(back);
    expect(late.status).toBe(303);
    expect(late.page).toMatch(/^\/order-confirmed\?/);
    expect(late.key).toBe('');
  });
});

describe("the outcome page's key", () => {
  it('lives minutes, not days, and is refused once expired', async () => {
    const { back } = await paidOrder();
    const { key } = await land(back);
    const { rows } = await server.ctx.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM manage_grants WHERE secret_hash = $1`,
      [hashSecret(key)],
    );
    expect(rows[0]!.seconds).toBe(OUTCOME_GRANT_SECONDS);
    expect(OUTCOME_GRANT_SECONDS).toBeLessThanOrEqual(15 * 60);
    const stranger = await visitor(server);
    const fresh = await server.api('/billoorders/granted', {
      token: stranger.token,
      headers: { 'x-manage-key': key },
    });
    expect(fresh.status).toBe(200);
    await server.ctx.db.query(
      `UPDATE manage_grants SET expires_at = now() - interval '1 second' WHERE secret_hash = $1`,
      [hashSecret(key)],
    );
    const expired = await server.api('/billoorders/granted', {
      token: stranger.token,
      headers: { 'x-manage-key': key },
    });
    expect([expired.status, expired.body.field]).toEqual([404, 'manage_key']);
  });

  it('shows the booking without its code, e-mail address or phone', async () => {
    const { order, back } = await paidOrder();
    const { key } = await land(back);
    const stranger = await visitor(server);
    const summary = await server.api('/billoorders/granted?lang=en', {
      token: stranger.token,
      headers: { 'x-manage-key': key },
    });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ receipt: order.bonnr, status: 'paid', total: 189.5 });
    expect(summary.body.data.legs).toHaveLength(1);
    const text = JSON.stringify(summary.body);
    expect(text).not.toContain(order.ecode);
    expect(text).not.toContain('tine@example.be');
    expect(text).not.toContain('+32470123456');
    expect(summary.body.data).not.toHaveProperty('booking_code');
    expect(summary.body.data).not.toHaveProperty('email');
  });

  it('opens neither the manage view nor the receipt, and cannot change or cancel the ride', async () => {
    const { order, back } = await paidOrder();
    const { key } = await land(back);
    const stranger = await visitor(server);
    const headers = { 'x-manage-key': key };
    for (const path of [`/billomanage/${order.id}`, `/billomanage/${order.id}/receipt`]) {
      const refused = await server.api(path, { token: stranger.token, headers });
      expect([path, refused.status]).toEqual([path, 404]);
      expect(refused.body.data).toBeUndefined();
    }
    for (const [path, json] of [
      [`/billomanage/${order.id}/cancel`, {}],
      [`/billomanage/${order.id}/change`, { heennr: '5' }],
    ] as const) {
      const refused = await server.api(path, { token: stranger.token, headers, json });
      expect([path, refused.status]).toEqual([path, 404]);
    }
    expect(await statusOf(server, order.id)).toBe('paid');
    const coupons = await server.ctx.db.query('SELECT 1 FROM coupons WHERE refund_order_id = $1', [order.id]);
    expect(coupons.rows).toEqual([]);
  });

  it('gives a stranger replaying the history nothing to open the manage page with', async () => {
    const { order, back } = await paidOrder();
    await land(back);
    const stranger = await visitor(server);
    const replay = await land(back);
    expect(replay.key).toBe('');
    // Without a key the summary answers nothing; the manage page still wants the code and the e-mail.
    const summary = await server.api('/billoorders/granted', { token: stranger.token });
    expect(summary.status).toBe(404);
    const guessed = await openBooking(server, stranger.token, order.bonnr);
    expect(guessed.status).toBe(404);
    expect(await statusOf(server, order.id)).toBe('paid');
  });
});
