import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/config';
import { signShaIn, signShaOut } from '../../../server/payment/shasign';
import { startTestServer, type TestServer } from '../../support/server';
import { paymentForm, postToSandbox, seedOrder, statusOf, visitor } from '../../support/payment-helpers';

const PRODUCTION = {
  PAYMENT_URL: 'https://secure.ogone.example/ncol/prod/orderstandard_utf8.asp',
  PAYMENT_PSPID: 'TRANSFERBE',
  PAYMENT_SHA_IN: 'In-passphrase-for-tests-1875!?',
  PAYMENT_SHA_OUT: 'Out-passphrase-for-tests-2024!?',
  PAYMENT_SHA_ALGORITHM: 'sha256',
};

describe('with PAYMENT_* set (production provider)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(PRODUCTION);
  });
  afterAll(() => server.close());

  it('signs the form for the configured provider with the configured algorithm', async () => {
    const me = await visitor(server);
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 9900 });
    const form = await paymentForm(server, me.token, order.id);
    expect(form.action).toBe(PRODUCTION.PAYMENT_URL);
    expect(form.fields.PSPID).toBe('TRANSFERBE');
    const { SHASIGN, ...unsigned } = form.fields;
    expect(SHASIGN).toBe(signShaIn(unsigned, PRODUCTION.PAYMENT_SHA_IN, 'sha256'));
    expect(JSON.stringify(form)).not.toContain(PRODUCTION.PAYMENT_SHA_IN);
  });

  it('accepts a return signed with PAYMENT_SHA_OUT and nothing signed otherwise', async () => {
    const me = await visitor(server);
    const order = await seedOrder(server, { tokenId: me.tokenId, totalCents: 9900 });
    const { fields } = await paymentForm(server, me.token, order.id);
    const params: Record<string, string> = {
      ORDERID: fields.ORDERID!,
      AMOUNT: '99',
      CURRENCY: 'EUR',
      STATUS: '9',
      PAYID: '4711',
      PM: 'CreditCard',
    };
    const withSign = (pass: string) =>
      `${server.url}/api/payment/postsale?${new URLSearchParams({ ...params, SHASIGN: signShaOut(params, pass, 'sha256') })}`;
    expect((await fetch(withSign(PRODUCTION.PAYMENT_SHA_IN), { method: 'POST' })).status).toBe(400);
    expect(await statusOf(server, order.id)).toBe('awaiting_payment');
    expect((await fetch(withSign(PRODUCTION.PAYMENT_SHA_OUT), { method: 'POST' })).status).toBe(200);
    expect(await statusOf(server, order.id)).toBe('paid');
  });

  it('does not serve the sandbox', async () => {
    const page = await postToSandbox(`${server.url}/sandbox/orderstandard`, { PSPID: 'x' });
    expect(page.status).toBe(404);
  });
});

describe('bad PAYMENT_* settings', () => {
  it.each([
    [
      { PAYMENT_URL: PRODUCTION.PAYMENT_URL },
      /half configured: set PAYMENT_PSPID, PAYMENT_SHA_IN, PAYMENT_SHA_OUT/,
    ],
    [{ ...PRODUCTION, PAYMENT_SHA_ALGORITHM: 'md5' }, /PAYMENT_SHA_ALGORITHM must be sha1, sha256 or sha512/],
    [{ ...PRODUCTION, PAYMENT_URL: 'http://pay.example.com/x' }, /PAYMENT_URL must start with https/],
  ])('stop the server at start with one sentence (%o)', async (env, message) => {
    const start = startTestServer(env);
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(message);
  });
});
