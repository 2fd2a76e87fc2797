/**
 * The back office's run-time settings (issue 13, part B), each change audited; and the abuse cases: a
 * switched-off airport (by this process or another) and a too-early date cannot be booked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_REUSE_MS, forgetServedAirports } from '../../../server/pricing/served-airports';
import { startTestServer, type TestServer } from '../../support/server';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { anonToken, daysAhead, orderPayload, priceRequest, quotedTotal } from '../../support/order-fixtures';

let server: TestServer;
let operator: { id: number; email: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  operator = await staffToken(server, 'operator');
});
afterAll(() => server.close());

/** A back-office call as the operator. */
const bo = (path: string, json?: unknown) => backofficeCall(server, operator.token, path, json);

/** The audit entries of one record, newest first. */
const auditOf = (entity: string, id: string | number) => auditEntries(server, entity, id);

describe('run-time settings', () => {
  afterEach(async () => {
    await server.ctx.db.query(
      "DELETE FROM app_settings WHERE key IN ('airports_served', 'earliest_booking_days', 'combi_cutoff')",
    );
    // Written behind the API's back, as another process would: the next test must not wait for it.
    forgetServedAirports(server.ctx.db);
  });

  it('a customer cannot book an airport the operator switched off', async () => {
    const token = await anonToken(server);
    const p = orderPayload({ datumheen: daysAhead(20) });
    // A price the customer was shown before the operator switched Brussels Airport off.
    const total = await quotedTotal(server, token, p);
    const changed = await bo('/settings', { airports_served: ['CRL', 'ANR'] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const price = await server.api('/billoprice', { token, json: priceRequest({ datum: daysAhead(20) }) });
    expect(price.status).toBe(400);
    expect(price.body.field).toBe('idluchthavenheen');
    const order = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('idluchthavenheen');
    expect(((await server.api('/airports')).body.data as { ID: string }[]).map((a) => a.ID).sort()).toEqual([
      'ANR',
      'CRL',
    ]);
    expect((await auditOf('setting', 'airports_served'))[0]).toMatchObject({
      action: 'setting.change',
      after: 'ANR,CRL',
    });
  });

  it('refuses an airport another process switched off: the order at once, the price within seconds', async () => {
    const token = await anonToken(server);
    const p = orderPayload({ datumheen: daysAhead(20) });
    const total = await quotedTotal(server, token, p);
    // Another API process writes the setting: this one's reused set of served airports still has BRU.
    await server.ctx.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('airports_served', 'CRL,ANR')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    const order = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('idluchthavenheen');
    await new Promise((r) => setTimeout(r, SERVED_REUSE_MS + 100));
    const price = await server.api('/billoprice', { token, json: priceRequest({ datum: daysAhead(20) }) });
    expect(price.status).toBe(400);
    expect(price.body.field).toBe('idluchthavenheen');
  });

  it('a customer cannot book earlier than the earliest-booking days the operator set', async () => {
    const token = await anonToken(server);
    const p = orderPayload({ datumheen: daysAhead(5) });
    const total = await quotedTotal(server, token, p);
    await bo('/settings', { earliest_booking_days: 7 });
    expect((await server.api('/settings')).body.data.earliestBookingDays).toBe(7);
    const order = await server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('datumheen');
    expect((await auditOf('setting', 'earliest_booking_days'))[0]).toMatchObject({ before: '3', after: '7' });
    await bo('/settings', { earliest_booking_days: 3, combi_cutoff: '2030/01/01' });
    expect((await bo('/settings')).body.data).toMatchObject({
      earliestBookingDays: 3,
      combiCutoff: '2030/01/01',
    });
  });

  it('refuses an unknown airport and a request that changes nothing', async () => {
    const unknown = await bo('/settings', { airports_served: ['ZZZ'] });
    expect(unknown.body).toMatchObject({ status: false, field: 'airports_served' });
    expect((await bo('/settings', {})).status).toBe(400);
  });
});
