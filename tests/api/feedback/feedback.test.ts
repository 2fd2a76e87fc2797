/**
 * The feedback calls (issue 11; docs/feedback-api.md): leaving feedback from the account and through the
 * signed link, and the public listing. Abuse first: a stranger, a forged or old link, a second try, a
 * ride still ahead or unpaid; the listing shows approved feedback only and nothing personal beyond the
 * first name and the initial of the last name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { approveFeedback, hideFeedback } from '../../../server/cli/feedback-commands';
import { makeLinkToken } from '../../../server/feedback/feedback-link';
import { startTestServer, type TestServer } from '../../support/server';
import { rideOrder, tokenIdOf, type RideSeed } from '../../support/feedback-helpers';
import { anonToken, userToken } from '../../support/order-fixtures';
import { visitor } from '../../support/payment-helpers';

let server: TestServer;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };
let anon: string;

const review = { rating: 4, text: 'Stipt en vriendelijk.\nDe chauffeur hielp met de koffers.', lang: 'nl' };

async function newFeedback(token: string | undefined, body: Record<string, unknown>) {
  return server.api('/feedback/newfeedback', { ...(token ? { token } : {}), json: body });
}

async function ownerRide(seed: Partial<RideSeed> = {}) {
  return rideOrder(server, { tokenId: await tokenIdOf(server, owner.id), userId: owner.id, ...seed });
}

async function list(body: Record<string, unknown> = {}, token = anon) {
  return server.api('/feedback/findFeedback', { token, json: body });
}

async function linkFor(orderId: number, now = new Date()) {
  return makeLinkToken(server.ctx, orderId, now);
}

async function feedbackRows(orderId: number) {
  const { rows } = await server.ctx.db.query('SELECT * FROM feedback WHERE order_id = $1', [orderId]);
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await userToken(server);
  stranger = await userToken(server);
  anon = await anonToken(server);
});

afterAll(async () => {
  await server?.close();
});

describe('POST feedback/newfeedback (from the account)', () => {
  it("refuses a stranger's, an anonymous and a missing token on someone else's order, and stores nothing", async () => {
    const order = await ownerRide();
    const foreign = await newFeedback(stranger.token, { orderid: order.id, ...review });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: false, error: 'not_found', field: 'id' });
    expect((await newFeedback(anon, { orderid: order.id, ...review })).status).toBe(401);
    expect((await newFeedback(undefined, { orderid: order.id, ...review })).status).toBe(401);
    expect(await feedbackRows(order.id)).toEqual([]);
  });

  it("refuses feedback on a visitor's order placed without login, even from the visitor's token", async () => {
    const v = await visitor(server);
    const order = await rideOrder(server, { tokenId: v.tokenId });
    expect((await newFeedback(v.token, { orderid: order.id, ...review })).status).toBe(401);
    expect((await newFeedback(stranger.token, { orderid: order.id, ...review })).status).toBe(404);
  });

  it('refuses feedback before the ride, on its day, and on an order not paid', async () => {
    for (const seed of [
      { lastLegDays: 3 },
      { lastLegDays: 0 },
      { status: 'awaiting_payment' as const },
      { status: 'failed' as const },
      { status: 'payment_cancelled' as const },
    ]) {
      const order = await ownerRide(seed);
      const res = await newFeedback(owner.token, { orderid: order.id, ...review });
      expect(res.status, JSON.stringify(seed)).toBe(409);
      expect(res.body).toMatchObject({ status: false, error: 'not_completed' });
      expect(await feedbackRows(order.id)).toEqual([]);
    }
  });

  it('takes one feedback per order: the second is refused and the first stays', async () => {
    const order = await ownerRide();
    const first = await newFeedback(owner.token, { orderid: order.id, ...review });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const second = await newFeedback(owner.token, {
      orderid: order.id,
      rating: 1,
      text: 'Changed',
      lang: 'en',
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'already_given' });
    expect(await feedbackRows(order.id)).toMatchObject([{ rating: 4, body: review.text, lang: 'nl' }]);
  });

  it('accepts feedback on an invoiced or free order once the ride is over, and on a departure-only trip', async () => {
    for (const seed of [
      { status: 'invoiced' as const },
      { status: 'free' as const },
      { heenterug: 'H' as const },
    ]) {
      const order = await ownerRide(seed);
      expect((await newFeedback(owner.token, { orderid: order.id, ...review })).status).toBe(201);
    }
  });

  it.each([
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 2.5 }],
    ['rating', { rating: 'five' }],
    ['rating', { rating: null }],
    ['text', { text: '' }],
    ['text', { text: '   ' }],
    ['text', { text: 'x'.repeat(2001) }],
    ['text', { text: 'Goed\u0007rit' }],
    ['text', { text: 'Goed\rrit' }],
    ['text', { text: 42 }],
    ['lang', { lang: 'de' }],
    ['orderid', { orderid: 'abc' }],
  ])('refuses a bad %s (case %#) with a 400 naming it', async (field, bad) => {
    const order = await ownerRide();
    const res = await newFeedback(owner.token, { orderid: order.id, ...review, ...bad });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, error: 'invalid_request', field });
    expect(await feedbackRows(order.id)).toEqual([]);
  });

  it('stores the text exactly as given, markup included, up to 2000 characters', async () => {
    const order = await ownerRide();
    const text = `<script>alert("x")</script> & <b>bold</b> 😀\r\n${'é'.repeat(1950)}`;
    expect((await newFeedback(owner.token, { orderid: order.id, rating: 5, text, lang: 'fr' })).status).toBe(
      201,
    );
    expect(await feedbackRows(order.id)).toMatchObject([{ body: text, lang: 'fr', channel: 'account' }]);
  });
});

describe('feedback/link/{token} (the e-mailed link)', () => {
  it('refuses a tampered signature, another order id under a signature, and a made-up token', async () => {
    const mine = await ownerRide();
    const other = await ownerRide();
    const token = await linkFor(mine.id);
    const [, expires, sig] = token.split('.');
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${mine.id}.${expires}.${flipped}`,
      `${other.id}.${expires}.${sig}`,
      `${mine.id}.${Number(expires) + 86_400}.${sig}`,
      'not-a-token',
      `${mine.id}.${expires}`,
    ];
    for (const t of forged) {
      const read = await server.api(`/feedback/link/${encodeURIComponent(t)}`, { token: anon });
      expect(read.status, t).toBe(404);
      expect(read.body, t).toMatchObject({ status: false, error: 'invalid_link', field: 'token' });
      const post = await server.api(`/feedback/link/${encodeURIComponent(t)}`, { token: anon, json: review });
      expect(post.status, t).toBe(404);
    }
    expect(await feedbackRows(mine.id)).toEqual([]);
    expect(await feedbackRows(other.id)).toEqual([]);
  });

  it('refuses a link past its 60 days with 410', async () => {
    const order = await ownerRide();
    const old = await linkFor(order.id, new Date(Date.now() - 61 * 86_400_000));
    const read = await server.api(`/feedback/link/${old}`, { token: anon });
    expect(read.status).toBe(410);
    expect(read.body).toMatchObject({ error: 'link_expired', field: 'token' });
    expect((await server.api(`/feedback/link/${old}`, { token: anon, json: review })).status).toBe(410);
    const fresh = await linkFor(order.id, new Date(Date.now() - 59 * 86_400_000));
    expect((await server.api(`/feedback/link/${fresh}`, { token: anon })).status).toBe(200);
  });

  it('needs an access token, though any will do', async () => {
    const order = await ownerRide();
    const token = await linkFor(order.id);
    expect((await server.api(`/feedback/link/${token}`)).status).toBe(401);
    expect((await server.api(`/feedback/link/${token}`, { json: review })).status).toBe(401);
    expect((await server.api(`/feedback/link/${token}`, { token: stranger.token })).status).toBe(200);
  });

  it('tells what the link is for: the ride and the first name, nothing else personal', async () => {
    const order = await ownerRide();
    const res = await server.api(`/feedback/link/${await linkFor(order.id)}?lang=fr`, { token: anon });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Tine', bonnr: order.bonnr, given: false });
    expect(res.body.data.legs).toHaveLength(2);
    expect(res.body.data.legs[0]).toMatchObject({ RIT: 'H', VAN: '3000 Louvain', NAAR: 'Brussels Airport' });
    expect(Object.keys(res.body.data).sort()).toEqual(['bonnr', 'firstName', 'given', 'legs']);
    const text = JSON.stringify(res.body);
    for (const secret of ['Peeters', 'tine@example.be', '+32470123456', 'Bondgenotenlaan'])
      expect(text).not.toContain(secret);
  });

  it('leaves feedback once through the link, in the language of the page', async () => {
    const order = await ownerRide({ taal: 'NL' });
    const token = await linkFor(order.id);
    const first = await server.api(`/feedback/link/${token}`, {
      token: anon,
      json: { rating: 5, text: 'Parfait, merci !', lang: 'fr' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'pending' });
    const again = await server.api(`/feedback/link/${token}`, { token: anon, json: review });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'already_given' });
    expect((await server.api(`/feedback/link/${token}`, { token: anon })).body.data.given).toBe(true);
    expect(await feedbackRows(order.id)).toMatchObject([
      { rating: 5, lang: 'fr', channel: 'link', status: 'pending', display_name: 'Tine P.' },
    ]);
  });

  it('refuses through the link too before the ride and on an unpaid order', async () => {
    for (const seed of [{ lastLegDays: 2 }, { status: 'awaiting_payment' as const }]) {
      const order = await ownerRide(seed);
      const res = await server.api(`/feedback/link/${await linkFor(order.id)}`, {
        token: anon,
        json: review,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'not_completed' });
    }
  });

  it('refuses bad input through the link with a 400 naming the field', async () => {
    const order = await ownerRide();
    const token = await linkFor(order.id);
    for (const [field, bad] of [
      ['rating', { rating: 9 }],
      ['text', { text: '\u0000' }],
      ['lang', { lang: 'xx' }],
    ] as const) {
      const res = await server.api(`/feedback/link/${token}`, { token: anon, json: { ...review, ...bad } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field });
    }
    expect(await feedbackRows(order.id)).toEqual([]);
  });
});

describe('POST feedback/findFeedback (the public listing)', () => {
  it('lists approved feedback only, newest first, with paging, the average and the count', async () => {
    const fresh = await startTestServer();
    try {
      const o = await userToken(fresh);
      const tokenId = await tokenIdOf(fresh, o.id);
      const ids: number[] = [];
      for (const [rating, lang] of [
        [5, 'nl'],
        [4, 'fr'],
        [2, 'en'],
        [3, 'nl'],
      ] as const) {
        const order = await rideOrder(fresh, { tokenId, userId: o.id });
        const res = await fresh.api('/feedback/newfeedback', {
          token: o.token,
          json: { orderid: order.id, rating, text: `Review ${rating} <i>${lang}</i>`, lang },
        });
        ids.push(res.body.data.id);
      }
      const token = await anonToken(fresh);
      const empty = await fresh.api('/feedback/findFeedback', { token, json: {} });
      expect(empty.body).toEqual({
        status: true,
        data: [],
        metadata: { count: 0, PageSize: 10, page: 1, average: null },
      });
      for (const id of ids.slice(0, 3)) await approveFeedback(fresh.ctx.db, { id: String(id) });
      // The fourth stays pending; the third is approved and then hidden.
      await hideFeedback(fresh.ctx.db, { id: String(ids[2]) });
      const page1 = await fresh.api('/feedback/findFeedback', { token, json: { PageSize: 1 } });
      expect(page1.status).toBe(200);
      expect(page1.body.metadata).toEqual({ count: 2, PageSize: 1, page: 1, average: 4.5 });
      expect(page1.body.data).toEqual([
        {
          id: ids[1],
          rating: 4,
          text: 'Review 4 <i>fr</i>',
          lang: 'fr',
          name: 'Tine P.',
          date: expect.any(String),
        },
      ]);
      expect(page1.body.data[0].date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      const page2 = await fresh.api('/feedback/findFeedback', {
        token,
        json: { PageSize: '1', page: '2', idaccount: '' },
      });
      expect(page2.body.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
      const page3 = await fresh.api('/feedback/findFeedback', { token, json: { PageSize: 1, page: 3 } });
      expect(page3.body.data).toEqual([]);
      expect(JSON.stringify(page1.body) + JSON.stringify(page2.body)).not.toMatch(
        /Peeters|tine@example|Bondgenotenlaan|\+324/,
      );
    } finally {
      await fresh.close();
    }
  });

  it('answers any access token alike and refuses a call without one', async () => {
    const a = await list({}, anon);
    const b = await list({}, stranger.token);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const none = await server.api('/feedback/findFeedback', { json: {} });
    expect(none.status).toBe(401);
  });

  it.each([
    ['page', { page: 0 }],
    ['page', { page: 'one' }],
    ['PageSize', { PageSize: 101 }],
    ['PageSize', { PageSize: 1.5 }],
    ['idaccount', { idaccount: { x: 1 } }],
  ])('refuses a bad %s (%j) with a 400 naming it', async (field, bad) => {
    const res = await list(bad);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, field });
  });
});

describe('FEEDBACK_SECRET', () => {
  it('signs the links with the configured secret, so a link of another secret is refused', async () => {
    const order = await ownerRide();
    const generated = await linkFor(order.id);
    const other = await startTestServer({ FEEDBACK_SECRET: 's'.repeat(40) });
    try {
      const token = await anonToken(other);
      const read = await other.api(`/feedback/link/${generated}`, { token });
      expect(read.status).toBe(404);
      expect(await makeLinkToken(other.ctx, order.id, new Date())).not.toBe(generated);
    } finally {
      await other.close();
    }
  });

  it('refuses to start with a secret shorter than 32 characters', () => {
    expect(() => loadConfig({ FEEDBACK_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEEDBACK_SECRET: 'short' })).toThrow(/FEEDBACK_SECRET/);
  });
});
