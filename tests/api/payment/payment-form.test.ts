import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signShaIn } from '../../../server/payment/shasign';
import { startTestServer, type TestServer } from '../../support/server';
import {
  paymentForm,
  postToSandbox,
  sandboxKeys,
  seedOrder,
  visitor,
  type Visitor,
} from '../../support/payment-helpers';

let server: TestServer;
let me: Visitor;
let other: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  [me, other] = await Promise.all([visitor(server), visitor(server)]);
});
afterAll(() => server.close());

describe('GET /api/payment/form/{id}', () => {
  it('prepares the signed sandbox form with the stored price in cents and no secret', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 18_950 });
    const { status, body } = await server.api(`/payment/form/${order.id}`, { token: me.token });
    expect(status).toBe(200);
    const { action, method, fields } = body.data;
    const keys = await sandboxKeys(server);
    expect(action).toBe(`${server.url}/sandbox/orderstandard`);
    expect(method).toBe('POST');
    expect(Object.keys(fields)).toEqual([
      'ACCEPTURL',
      'AMOUNT',
      'CANCELURL',
      'CURRENCY',
      'DECLINEURL',
      'EMAIL',
      'EXCEPTIONURL',
      'LANGUAGE',
      'ORDERID',
      'PSPID',
      'SHASIGN',
    ]);
    expect(fields).toMatchObject({
      ACCEPTURL: `${server.url}/api/payment/accept`,
      DECLINEURL: `${server.url}/api/payment/decline`,
      CANCELURL: `${server.url}/api/payment/cancel`,
      EXCEPTIONURL: `${server.url}/api/payment/exception`,
      AMOUNT: '18950',
      CURRENCY: 'EUR',
      EMAIL: 'tine@example.be',
      LANGUAGE: 'nl_BE',
      ORDERID: expect.stringMatching(new RegExp(`^${order.bonnr}-\\d+$`)),
      PSPID: keys.pspid,
    });
    const { SHASIGN, ...unsigned } = fields;
    expect(SHASIGN).toMatch(/^[0-9A-F]{128}$/);
    expect(SHASIGN).toBe(signShaIn(unsigned, keys.sha_in, 'sha512'));
    const text = JSON.stringify(body);
    expect(text).not.toContain(keys.sha_in);
    expect(text).not.toContain(keys.sha_out);
  });

  it('reuses the unanswered attempt when the form is asked again', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const a = await paymentForm(server, me.token, order.id);
    const b = await paymentForm(server, me.token, order.id);
    expect(b.fields.ORDERID).toBe(a.fields.ORDERID);
  });

  it.each([
    ['nl', 'nl_BE'],
    ['fr', 'fr_BE'],
    ['en', 'en_US'],
  ])('sets LANGUAGE for lang=%s to %s', async (lang, expected) => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    expect((await paymentForm(server, me.token, order.id, lang)).fields.LANGUAGE).toBe(expected);
  });

  it("uses the order's language when lang is not given", async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, taal: 'FR' });
    expect((await paymentForm(server, me.token, order.id)).fields.LANGUAGE).toBe('fr_BE');
  });

  it('puts the agent values and AGENT=1 on every return URL of an agent order', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, talic: 'LIC-42' });
    const { fields } = await paymentForm(server, me.token, order.id);
    for (const name of ['ACCEPTURL', 'DECLINEURL', 'CANCELURL', 'EXCEPTIONURL']) {
      const url = new URL(fields[name]!);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        TALIC: 'LIC-42',
        UID: 'U-77',
        TAEMAIL: 'desk@agency.be',
        TANAME: 'Agency & Co',
        AGENT: '1',
      });
    }
  });

  it('answers 404 to another visitor as for no such order, and 401 without a token', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const foreign = await server.api(`/payment/form/${order.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: false, error: 'not_found' });
    expect((await server.api('/payment/form/999999', { token: me.token })).status).toBe(404);
    expect((await server.api(`/payment/form/${order.id}`)).status).toBe(401);
  });

  it('names the field of a bad id or lang', async () => {
    const bad = await server.api('/payment/form/abc', { token: me.token });
    expect(bad).toMatchObject({ status: 400, body: { field: 'id' } });
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const lang = await server.api(`/payment/form/${order.id}?lang=de`, { token: me.token });
    expect(lang).toMatchObject({ status: 400, body: { field: 'lang' } });
  });

  it('answers 409 for an order already paid and for a free order', async () => {
    const paid = await seedOrder(server, { tokenId: me.tokenId });
    await server.ctx.db.query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [paid.id]);
    expect(await server.api(`/payment/form/${paid.id}`, { token: me.token })).toMatchObject({
      status: 409,
      body: { error: 'order_closed' },
    });
    const free = await seedOrder(server, { tokenId: me.tokenId, totalCents: 0 });
    expect((await server.api(`/payment/form/${free.id}`, { token: me.token })).status).toBe(409);
  });
});

describe('POST /sandbox/orderstandard', () => {
  it('shows the payment page with the amount in euros and the order', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 18_950, taal: 'EN' });
    const form = await paymentForm(server, me.token, order.id);
    const page = await postToSandbox(form.action, form.fields);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('€189.50');
    expect(page.html).toContain(form.fields.ORDERID);
    expect(page.html).not.toContain('SHASIGN');
  });

  it.each(['AMOUNT', 'ORDERID', 'ACCEPTURL'])(
    'answers the provider error page when %s was changed',
    async (name) => {
      const order = await seedOrder(server, { tokenId: me.tokenId });
      const form = await paymentForm(server, me.token, order.id);
      const page = await postToSandbox(form.action, {
        ...form.fields,
        [name]: name === 'AMOUNT' ? '1' : 'x',
      });
      expect(page.status).toBe(400);
      expect(page.html).toContain('unknown order/1/s');
      expect(page.html).not.toContain('name="tx"');
    },
  );

  it('answers unknown order/0/s without a signature', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const { SHASIGN: _, ...fields } = (await paymentForm(server, me.token, order.id)).fields;
    const page = await postToSandbox(`${server.url}/sandbox/orderstandard`, fields);
    expect(page.status).toBe(400);
    expect(page.html).toContain('unknown order/0/s');
  });

  it('settles a transaction once: a second decision is refused', async () => {
    const order = await seedOrder(server, { tokenId: me.tokenId });
    const form = await paymentForm(server, me.token, order.id);
    const tx = /name="tx" value="([^"]+)"/.exec((await postToSandbox(form.action, form.fields)).html)![1]!;
    const decide = () =>
      postToSandbox(`${server.url}/sandbox/orderstandard/decide`, { tx, decision: 'decline' });
    expect((await decide()).status).toBe(303);
    expect((await decide()).status).toBe(409);
  });
});
