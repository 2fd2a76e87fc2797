/**
 * The customer's choice after the operator cancels a paid ride (issue 23): a refund to the card through
 * the provider's refund call, or a coupon worth what was paid. Abuse first: no link, a wrong link, an
 * expired link and a second choice are refused; the refund is what the provider took, whatever the
 * caller sends; the provider's refund call is signed and refunds once however often it is retried.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { signShaIn } from '../../../server/payment/shasign';
import { startTestServer, type TestServer } from '../../support/server';
import { staffToken } from '../../support/backoffice-fixtures';
import { sandboxDecision, sandboxKeys, seedOrder, statusOf, visitor } from '../../support/payment-helpers';

let server: TestServer;
let operator: string;
let stranger: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  stranger = (await visitor(server)).token;
});

afterAll(async () => {
  await server?.close();
});

/** An order its visitor paid through the sandbox: id, booking code and the visitor's token. */
async function paidOrder(totalCents = 18_950, taal: 'NL' | 'FR' | 'EN' = 'NL') {
  const owner = await visitor(server);
  const order = await seedOrder(server, { tokenId: owner.tokenId, totalCents, taal });
  await sandboxDecision(server, owner.token, order.id, 'approve');
  expect(await statusOf(server, order.id)).toBe('paid');
  return { ...order, token: owner.token };
}

/** Cancels `id` as the operator, the customer to choose; answers the link's secret from the e-mail. */
async function operatorCancels(id: number, ecode: string): Promise<string> {
  const { status, body } = await server.api(`/backoffice/orders/${id}/cancel`, {
    token: operator,
    json: { refund: 'choice' },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data.coupon).toBeNull();
  // The customer's mail names the booking code in its subject (issue 31).
  const mail = readOutbox(server.dataDir).find((m) => m.subject.includes(ecode) && m.text.includes('#t='));
  const secret = /\/refund#t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(secret, mail?.text).toBeTruthy();
  return secret!;
}

const choose = (token: string | undefined, json: Record<string, unknown>) =>
  server.api('/refund-choice/choose', { ...(token ? { token } : {}), json });

const view = (json: Record<string, unknown>) => server.api('/refund-choice/view', { token: stranger, json });

const sandboxRefunds = async (payid: string) =>
  (
    await server.ctx.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM sandbox_refunds WHERE payid = $1',
      [payid],
    )
  ).rows;

const payidOf = async (orderId: number) =>
  (
    await server.ctx.db.query<{ payid: string }>(
      `SELECT payid FROM payment_events WHERE order_id = $1 AND status_code = 9 LIMIT 1`,
      [orderId],
    )
  ).rows[0]!.payid;

const refundCoupons = async (orderId: number) =>
  (
    await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM coupons WHERE refund_order_id = $1',
      [orderId],
    )
  ).rows[0]!.n;

describe('refund choice: abuse', () => {
  it('refuses a stranger without the link, even the order’s own visitor token', async () => {
    const order = await paidOrder();
    await operatorCancels(order.id, order.ecode);
    for (const token of [stranger, order.token, undefined]) {
      const res = await choose(token, { choice: 'card', order: order.id, id: order.id });
      expect([400, 401]).toContain(res.status);
      expect(res.body.status).toBe(false);
    }
    expect(await statusOf(server, order.id)).toBe('cancelled');
    expect(await sandboxRefunds(await payidOf(order.id))).toEqual([]);
  });

  it('refuses a wrong link (naming token) and stores only a hash of the right one', async () => {
    const order = await paidOrder();
    const secret = await operatorCancels(order.id, order.ecode);
    const wrong = `${secret.slice(0, -2)}${secret.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [wrong, 'x', randomUUID()]) {
      const res = await choose(stranger, { token, choice: 'card' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, error: 'invalid_link', field: 'token' });
      expect((await view({ token })).status).toBe(404);
    }
    const stored = await server.ctx.db.query('SELECT * FROM refund_choices WHERE order_id = $1', [order.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
    expect(await statusOf(server, order.id)).toBe('cancelled');
  });

  it('refuses an expired link with 410 and changes nothing', async () => {
    const order = await paidOrder();
    const secret = await operatorCancels(order.id, order.ecode);
    await server.ctx.db.query(
      `UPDATE refund_choices SET expires_at = now() - interval '1 second' WHERE order_id = $1`,
      [order.id],
    );
    for (const choice of ['card', 'coupon']) {
      const res = await choose(stranger, { token: secret, choice });
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ status: false, error: 'link_expired', field: 'token' });
    }
    expect(await statusOf(server, order.id)).toBe('cancelled');
    expect(await refundCoupons(order.id)).toBe(0);
  });

  it('refuses a second choice with a clear message: card then coupon, coupon then card', async () => {
    const a = await paidOrder();
    const secretA = await operatorCancels(a.id, a.ecode);
    expect((await choose(stranger, { token: secretA, choice: 'card' })).status).toBe(200);
    const againA = await choose(stranger, { token: secretA, choice: 'coupon' });
    expect(againA.status).toBe(409);
    expect(againA.body.error).toBe('already_chosen');
    expect(againA.body.error_description).toMatch(/already/i);
    expect(await refundCoupons(a.id)).toBe(0);

    const b = await paidOrder();
    const secretB = await operatorCancels(b.id, b.ecode);
    expect((await choose(stranger, { token: secretB, choice: 'coupon' })).status).toBe(200);
    expect((await choose(stranger, { token: secretB, choice: 'card' })).status).toBe(409);
    expect(await sandboxRefunds(await payidOf(b.id))).toEqual([]);
    expect(await statusOf(server, b.id)).toBe('cancelled');
  });

  it('refunds what the provider took, never an amount the caller sends', async () => {
    const order = await paidOrder(23_470);
    const secret = await operatorCancels(order.id, order.ecode);
    const res = await choose(stranger, {
      token: secret,
      choice: 'card',
      amount_cents: 99_999_00,
      AMOUNT: '1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ choice: 'card', status: 'refunded', amount_cents: 23_470 });
    expect(await sandboxRefunds(await payidOf(order.id))).toEqual([{ amount_cents: 23_470 }]);
  });

  it('refunds to the card once when two choices race', async () => {
    const order = await paidOrder();
    const secret = await operatorCancels(order.id, order.ecode);
    const both = await Promise.all([
      choose(stranger, { token: secret, choice: 'card' }),
      choose(stranger, { token: secret, choice: 'card' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await sandboxRefunds(await payidOf(order.id))).toHaveLength(1);
    expect(await statusOf(server, order.id)).toBe('refunded');
  });

  it('offers the choice only for a paid order and takes no refund_cents with it', async () => {
    const owner = await visitor(server);
    const unpaid = await seedOrder(server, { tokenId: owner.tokenId });
    const res = await server.api(`/backoffice/orders/${unpaid.id}/cancel`, {
      token: operator,
      json: { refund: 'choice' },
    });
    expect(res.status).toBe(409);
    expect(await statusOf(server, unpaid.id)).toBe('awaiting_payment');
    const paid = await paidOrder();
    const mixed = await server.api(`/backoffice/orders/${paid.id}/cancel`, {
      token: operator,
      json: { refund: 'choice', refund_cents: 1 },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.field).toBe('refund_cents');
    expect(await statusOf(server, paid.id)).toBe('paid');
  });
});

describe('the sandbox provider’s refund call', () => {
  /** Posts a maintenance request to the sandbox as a merchant's server does. */
  async function maintenance(fields: Record<string, string>, key: string, sign = true) {
    const keys = await sandboxKeys(server);
    const all = { PSPID: keys.pspid, OPERATION: 'RFS', ...fields };
    const body = sign ? { ...all, SHASIGN: signShaIn(all, keys.sha_in, 'sha512') } : all;
    const res = await fetch(`${server.url}/sandbox/maintenancedirect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
      body: new URLSearchParams(body).toString(),
    });
    const xml = await res.text();
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(xml)?.[1];
    return { http: res.status, status: attr('STATUS'), ncerror: attr('NCERROR'), payidsub: attr('PAYIDSUB') };
  }

  it('refuses an unsigned or wrongly signed request', async () => {
    const order = await paidOrder(10_000);
    const payid = await payidOf(order.id);
    const unsigned = await maintenance({ PAYID: payid, AMOUNT: '10000' }, randomUUID(), false);
    expect(unsigned.status).toBe('0');
    expect(unsigned.ncerror).not.toBe('0');
    expect(await sandboxRefunds(payid)).toEqual([]);
  });

  it('answers a retry with the same key with the same refund, and refuses a second refund', async () => {
    const order = await paidOrder(10_000);
    const payid = await payidOf(order.id);
    const key = randomUUID();
    const first = await maintenance({ PAYID: payid, AMOUNT: '10000' }, key);
    expect(first).toMatchObject({ http: 200, status: '8', ncerror: '0' });
    const retry = await maintenance({ PAYID: payid, AMOUNT: '10000' }, key);
    expect(retry).toEqual(first);
    const second = await maintenance({ PAYID: payid, AMOUNT: '10000' }, randomUUID());
    expect(second.status).not.toBe('8');
    expect(await sandboxRefunds(payid)).toEqual([{ amount_cents: 10_000 }]);
  });
});

/** The credit notes that correct `orderId`'s invoice: how the money goes back, and whether one corrects it. */
const creditNotes = async (orderId: number) =>
  (
    await server.ctx.db.query<{ payment_method: string; corrects: boolean }>(
      `SELECT payment_method, corrects_id IS NOT NULL AS corrects FROM invoices
        WHERE order_id = $1 AND kind = 'credit_note'`,
      [orderId],
    )
  ).rows;

describe('refund choice', () => {
  it('shows the amount and both options, then refunds to the card: the order is refunded', async () => {
    const order = await paidOrder(18_950, 'FR');
    const secret = await operatorCancels(order.id, order.ecode);
    const mail = readOutbox(server.dataDir).find((m) => m.text.includes(secret));
    expect(mail?.text).toContain('/fr/refund#t=');
    expect(mail?.subject).toContain(order.ecode);
    const seen = await view({ token: secret });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      bonnr: order.bonnr,
      amount_cents: 18_950,
      lang: 'fr',
      choice: null,
      options: ['card', 'coupon'],
    });
    const done = await choose(stranger, { token: secret, choice: 'card' });
    expect(done.body.data).toMatchObject({ choice: 'card', status: 'refunded' });
    expect(await statusOf(server, order.id)).toBe('refunded');
    const refundMail = readOutbox(server.dataDir).find((m) => m.subject.startsWith('Remboursement'));
    expect(refundMail?.subject).toContain(order.ecode);
    expect(refundMail?.text).toMatch(/189,50\s€/);
    const detail = await server.api(`/backoffice/orders/${order.id}`, { token: operator });
    expect(detail.body.data.order.status).toBe('refunded');
    expect(detail.body.data.refund_choices).toMatchObject([{ choice: 'card', amount_cents: 18_950 }]);
    const after = await view({ token: secret });
    expect(after.body.data).toMatchObject({ choice: 'card', status: 'refunded' });
    expect(await creditNotes(order.id)).toEqual([{ payment_method: 'card', corrects: true }]);
  });

  it('gives a one-use coupon worth the full price when the customer chooses it', async () => {
    const order = await paidOrder(12_345);
    const secret = await operatorCancels(order.id, order.ecode);
    const done = await choose(stranger, { token: secret, choice: 'coupon' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ choice: 'coupon', status: 'cancelled' });
    expect(done.body.data.coupon).toMatchObject({ amount_cents: 12_345 });
    const { rows } = await server.ctx.db.query(
      'SELECT kind, amount_cents, max_uses FROM coupons WHERE refund_order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ kind: 'refund', amount_cents: 12_345, max_uses: 1 }]);
    expect(await creditNotes(order.id)).toEqual([{ payment_method: 'coupon', corrects: true }]);
    const mail = readOutbox(server.dataDir).find((m) => m.text.includes(done.body.data.coupon.code));
    expect(mail?.to).toBe('tine@example.be');
  });

  it('leaves the customer’s own cancellation on the terms’ coupon, with no choice link', async () => {
    const order = await paidOrder(10_000);
    // The terms refund per leg, from each leg's price.
    await server.ctx.db.query(
      'UPDATE orders SET prijsklantheen_cents = 5000, prijsklantterug_cents = 5000 WHERE id = $1',
      [order.id],
    );
    const opened = await server.api('/billoorders/manage', {
      token: order.token,
      json: { ecode: order.ecode, email: 'tine@example.be' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const res = await server.api(`/billomanage/${order.id}/cancel`, {
      token: order.token,
      headers: { 'x-manage-key': opened.body.data.manage_key },
      json: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await refundCoupons(order.id)).toBe(1);
    const choices = await server.ctx.db.query('SELECT id FROM refund_choices WHERE order_id = $1', [
      order.id,
    ]);
    expect(choices.rows).toEqual([]);
  });
});
