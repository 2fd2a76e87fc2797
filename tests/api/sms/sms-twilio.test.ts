/**
 * Issue 26, "SMS", against a local stand-in for Twilio (tests/support/sms-standin.ts), as the routing
 * tests do with OSRM. Abuse first: a delivery report that is unsigned, forged, signed for another URL
 * or another account is refused and records nothing. Then: an SMS provider that is down (HTTP 500, or
 * the connection cut) never fails the assignment, is retried with a wait and sends once it is back; the
 * stand-in receives exactly what Twilio's Messages API expects; genuine reports record the status.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import {
  startSmsStandin,
  STANDIN_ACCOUNT,
  standinSignature,
  type SmsStandin,
} from '../../support/sms-standin';
import { addDriver, addVehicle, assignLeg, bookRide } from '../../support/notify-fleet-rows';

const PUBLIC_URL = 'https://transfers.example.be';
let server: TestServer;
let standin: SmsStandin;
let driver: number;
let car: { id: number; plate: string };

beforeAll(async () => {
  standin = await startSmsStandin();
  server = await startTestServer({ ...standin.env, PUBLIC_URL, SMS_TIMEOUT_MS: '2000' });
  driver = await addDriver(server, 'Karim', '+32475112233');
  car = await addVehicle(server, 'Mercedes E-Klasse', 'zwart');
  // The scheduler logs each failed attempt; the outage is the point of some tests here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
  await standin?.close();
});

const statusUrl = () => `${server.url}/api/sms/status`;
const smsOf = async (orderId: number) =>
  (
    await server.ctx.db.query<{
      id: string;
      sent: boolean;
      provider_id: string | null;
      delivery_status: string;
      last_error: string | null;
    }>(
      `SELECT id::text, sent_at IS NOT NULL AS sent, provider_id, delivery_status, last_error
         FROM owed_sms WHERE order_id = $1 ORDER BY id`,
      [orderId],
    )
  ).rows;

/** Books a ride, assigns its departure and sends what that owes through the stand-in. */
async function sentRide(email: string) {
  const ride = await bookRide(server, { taal: 'NL', email });
  await assignLeg(server, ride.id, 'H', driver, car.id);
  await server.scheduler.tick();
  const [sms] = await smsOf(ride.id);
  expect(sms?.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
  return { ride, sid: sms!.provider_id! };
}

describe('the delivery-status callback (abuse first)', () => {
  it('refuses an unsigned, a forged, a re-addressed and another account’s report, recording nothing', async () => {
    const { ride, sid } = await sentRide('abuse@example.be');
    const form = {
      AccountSid: STANDIN_ACCOUNT.sid,
      MessageSid: sid,
      MessageStatus: 'delivered',
      To: '+32470123456',
    };
    const post = (headers: Record<string, string>, body = form) =>
      fetch(statusUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body).toString(),
      });
    const callback = `${PUBLIC_URL}/api/sms/status`;
    const attempts = [
      await post({}),
      await post({ 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' }),
      // Signed with a guessed key.
      await post({ 'x-twilio-signature': standinSignature('guessed-token', callback, form) }),
      // Signed correctly for another URL (a report meant for someone else, replayed here).
      await post({
        'x-twilio-signature': standinSignature(STANDIN_ACCOUNT.token, 'https://evil.example/cb', form),
      }),
    ];
    // Correctly signed, then one field changed after signing.
    attempts.push(
      await post(
        { 'x-twilio-signature': standinSignature(STANDIN_ACCOUNT.token, callback, form) },
        { ...form, MessageStatus: 'failed' },
      ),
    );
    // A valid signature over another account's report (same token, wrong account): refused too.
    const other = { ...form, AccountSid: `AC${'f'.repeat(32)}` };
    attempts.push(
      await post({ 'x-twilio-signature': standinSignature(STANDIN_ACCOUNT.token, callback, other) }, other),
    );
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('forbidden');
    }
    expect((await smsOf(ride.id))[0]!.delivery_status).toBe('queued');
    // A report tampered with in transit by the stand-in's own helper is refused the same way.
    expect(await standin.report(sid, 'delivered', statusUrl(), (f) => (f.MessageStatus = 'failed'))).toBe(
      403,
    );
    expect((await smsOf(ride.id))[0]!.delivery_status).toBe('queued');
  });

  it('records genuine reports: sent, then delivered, and a late "sent" does not undo "delivered"', async () => {
    const { ride, sid } = await sentRide('reports@example.be');
    expect(await standin.report(sid, 'sent', statusUrl())).toBe(200);
    expect((await smsOf(ride.id))[0]!.delivery_status).toBe('sent');
    expect(await standin.report(sid, 'delivered', statusUrl())).toBe(200);
    expect(await standin.report(sid, 'sent', statusUrl())).toBe(200);
    expect((await smsOf(ride.id))[0]!.delivery_status).toBe('delivered');
  });

  it('records an undelivered SMS as failed, with the provider’s error code', async () => {
    const { ride, sid } = await sentRide('undelivered@example.be');
    expect(await standin.report(sid, 'undelivered', statusUrl())).toBe(200);
    const { rows } = await server.ctx.db.query<{ delivery_status: string; delivery_error: string }>(
      'SELECT delivery_status, delivery_error FROM owed_sms WHERE order_id = $1',
      [ride.id],
    );
    expect(rows).toEqual([{ delivery_status: 'failed', delivery_error: '30003' }]);
  });
});

describe('sending through the provider', () => {
  it('sends Twilio exactly what its Messages API expects', async () => {
    const before = standin.messages.length;
    const { ride } = await sentRide('exact@example.be');
    expect(standin.messages.length).toBe(before + 1);
    const m = standin.messages.at(-1)!;
    expect(m.path).toBe(`/2010-04-01/Accounts/${STANDIN_ACCOUNT.sid}/Messages.json`);
    expect(m.authorization).toBe(
      `Basic ${Buffer.from(`${STANDIN_ACCOUNT.sid}:${STANDIN_ACCOUNT.token}`).toString('base64')}`,
    );
    expect(m.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(m.form).sort()).toEqual(['Body', 'From', 'StatusCallback', 'To']);
    expect(m.form.To).toBe('+32470123456');
    expect(m.form.From).toBe('+3225550100');
    expect(m.form.StatusCallback).toBe(`${PUBLIC_URL}/api/sms/status`);
    expect(m.form.Body).toContain('Karim (+32475112233)');
    expect(m.form.Body).toContain(car.plate);
    expect(m.form.Body).toContain(ride.bonnr);
  });

  for (const mode of ['down', 'closed'] as const) {
    it(`never fails the assignment when the provider is ${mode}, retries, and sends once it is back`, async () => {
      const ride = await bookRide(server, { taal: 'NL', email: `outage-${mode}@example.be` });
      standin.mode = mode;
      const seen = standin.requests.length;
      // The assignment commits whatever the SMS provider does.
      await assignLeg(server, ride.id, 'T', driver, car.id);
      const now = new Date();
      await server.scheduler.tick(now);
      expect(standin.requests.length).toBe(seen + 1);
      const assigned = await server.ctx.db.query(
        `SELECT 1 FROM leg_assignments WHERE order_id = $1 AND leg = 'T'`,
        [ride.id],
      );
      expect(assigned.rows).toHaveLength(1);
      const status = await server.ctx.db.query<{ status: string }>(
        'SELECT status FROM orders WHERE id = $1',
        [ride.id],
      );
      expect(status.rows[0]!.status).toBe('paid');
      // The e-mail went regardless.
      expect(
        readOutbox(server.dataDir).filter((mail) => mail.to === `outage-${mode}@example.be`),
      ).toHaveLength(1);
      const failed = (await smsOf(ride.id))[0]!;
      expect(failed.sent).toBe(false);
      expect(failed.last_error).toBeTruthy();
      // Not again before its wait is over.
      await server.scheduler.tick(now);
      expect(standin.requests.length).toBe(seen + 1);
      standin.mode = 'ok';
      await server.scheduler.tick(new Date(now.getTime() + 31_000));
      await server.scheduler.tick(new Date(now.getTime() + 10 * 60_000));
      const sent = await smsOf(ride.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.sent).toBe(true);
      expect(standin.messages.filter((m) => m.form.Body?.includes(ride.bonnr))).toHaveLength(1);
    });
  }
});
