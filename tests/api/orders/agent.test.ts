import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { addAgents, anonToken } from '../../support/order-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
  await addAgents(server);
});
afterAll(() => server.close());

describe('GET /api/payment/checkpaymentmethode/:licence', () => {
  it.each([
    ['TA-INV', 'INVOICE'],
    ['ta-1', 'ONLINE'],
  ])('answers the payment method of licence %s', async (licence, method) => {
    const { status, body } = await server.api(`/payment/checkpaymentmethode/${licence}`, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data: method });
  });

  it('answers 404 naming licence for an unknown licence', async () => {
    const { status, body } = await server.api('/payment/checkpaymentmethode/NOBODY', { token });
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, field: 'licence' });
  });

  it('answers 400 naming licence for an overlong one', async () => {
    const { status, body } = await server.api(`/payment/checkpaymentmethode/${'x'.repeat(41)}`, { token });
    expect(status).toBe(400);
    expect(body.field).toBe('licence');
  });

  it('needs an access token', async () => {
    expect((await server.api('/payment/checkpaymentmethode/TA-1')).status).toBe(401);
  });
});
