/**
 * Issue 27, "one cancellation policy". The attack: the same ride cancelled at the same moment cost
 * more when it was booked in Dutch (EUR 15 ten days ahead, 50 % two days ahead) than in French or
 * English (free), so the price of cancelling depended on the browser's language. Now one scale, the
 * operator's setting, applies to every order; the manage page's quote and the cancel call agree.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { book, manageCall, manageKey, type Booked } from '../../support/manage-helpers';
import { auditEntries, backofficeCall, staffToken } from '../../support/backoffice-fixtures';

let server: TestServer;
const DAY = 24 * 60;
const LANGS = ['NL', 'FR', 'EN'] as const;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Freezes the clock (Date only) on the last whole minute and returns that instant. */
function freezeOnMinute(): Date {
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}

async function call(order: Booked, action: 'cancel' | '') {
  const key = await manageKey(server, order.owner.token, order.ecode);
  const path = `/billomanage/${order.id}${action ? `/${action}` : ''}`;
  return manageCall(server, path, order.owner.token, key, action ? {} : undefined);
}

/** What the manage page quotes and what cancelling charges, for the same ride booked in each language. */
async function costsByLanguage(minutesAhead: number) {
  const now = freezeOnMinute();
  const costs: Record<string, { quoted: unknown; cancelled: unknown }> = {};
  for (const taal of LANGS) {
    const order = await book(server, { taal, cents: 10_000, minutesAhead, now });
    const view = await call(order, '');
    const done = await call(order, 'cancel');
    expect(done.status).toBe(200);
    costs[taal] = { quoted: view.body.data.cancellation, cancelled: done.body.data.cancellation };
  }
  return costs;
}

const MOMENTS: [string, number][] = [
  ['20 days ahead', 20 * DAY],
  ['10 days ahead', 10 * DAY],
  ['2 days ahead', 2 * DAY],
  ['12 hours ahead', DAY / 2],
];

describe('the same EUR 100 ride cancelled at the same moment in nl, fr and en', () => {
  it.each(MOMENTS)('costs the same %s under the default scale (free until 24 h)', async (_n, ahead) => {
    const costs = await costsByLanguage(ahead);
    const charge = ahead >= DAY ? 0 : 100;
    for (const taal of LANGS) {
      expect(costs[taal], taal).toEqual({
        quoted: { terms: 'intl', charge, refund: 100 - charge },
        cancelled: { terms: 'intl', charge, refund: 100 - charge },
      });
    }
  });
});

describe('the operator’s choice of the Dutch scale', () => {
  let operator: { email: string; token: string };
  beforeAll(async () => {
    operator = await staffToken(server, 'operator');
  });
  afterAll(async () => {
    await backofficeCall(server, operator.token, '/settings', { cancellation_scale: 'intl' });
  });

  it('is refused to a dispatcher and to a value that names no scale, and changes nothing', async () => {
    const dispatcher = await staffToken(server, 'dispatcher');
    const denied = await backofficeCall(server, dispatcher.token, '/settings', { cancellation_scale: 'nl' });
    expect(denied.status).toBe(403);
    const bad = await backofficeCall(server, operator.token, '/settings', { cancellation_scale: 'NL' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('cancellation_scale');
    const shown = await backofficeCall(server, operator.token, '/settings');
    expect(shown.body.data.cancellationScale).toBe('intl');
  });

  it('is listed, both ends of each step, in the e-mail of a cancellation that kept a fee', async () => {
    await backofficeCall(server, operator.token, '/settings', { cancellation_scale: 'nl' });
    const now = freezeOnMinute();
    const order = await book(server, { taal: 'FR', cents: 10_000, minutesAhead: 10 * DAY, now });
    expect((await call(order, 'cancel')).body.data.cancellation.charge).toBe(15);
    const text = readOutbox(server.dataDir)
      .find((m) => m.subject === `Annulation de votre réservation ${order.ecode}`)
      ?.text.replace(/[\u202f\u00a0]/gu, ' ');
    expect(text).toContain(
      '- moins de 14 jours et au moins 4 jours avant la prise en charge : 15,00 € de frais',
    );
    expect(text).toContain('- moins de 24 heures avant la prise en charge : le prix total');
  });

  it('prices the back office’s view and its cancel “under the terms” the same in every language', async () => {
    await backofficeCall(server, operator.token, '/settings', { cancellation_scale: 'nl' });
    const now = freezeOnMinute();
    const seen: unknown[] = [];
    for (const taal of LANGS) {
      const order = await book(server, { taal, cents: 10_000, minutesAhead: 2 * DAY, now });
      const detail = await backofficeCall(server, operator.token, `/orders/${order.id}`);
      const done = await backofficeCall(server, operator.token, `/orders/${order.id}/cancel`, {
        refund: 'terms',
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const { terms, charge_cents, refund_cents } = detail.body.data.cancel;
      seen.push({ terms, charge_cents, refund_cents, refunded: done.body.data.refund_cents });
    }
    const dutch = { terms: 'nl', charge_cents: 5000, refund_cents: 5000, refunded: 5000 };
    expect(seen).toEqual([dutch, dutch, dutch]);
  });

  it('is audited and applies to every language alike', async () => {
    await backofficeCall(server, operator.token, '/settings', { cancellation_scale: 'intl' });
    const set = await backofficeCall(server, operator.token, '/settings', { cancellation_scale: 'nl' });
    expect(set.status).toBe(200);
    expect(set.body.data.cancellationScale).toBe('nl');
    expect((await auditEntries(server, 'setting', 'cancellation_scale'))[0]).toMatchObject({
      action: 'setting.change',
      actor_email: operator.email,
      before: 'intl',
      after: 'nl',
    });
    // 14 days free, then EUR 15, from 4 days; then 50 % (min. EUR 30) from 24 hours; then full.
    const expected: [number, number][] = [
      [20 * DAY, 0],
      [10 * DAY, 15],
      [2 * DAY, 50],
      [DAY / 2, 100],
    ];
    for (const [ahead, charge] of expected) {
      const costs = await costsByLanguage(ahead);
      for (const taal of LANGS) {
        expect(costs[taal], `${taal} ${ahead}`).toEqual({
          quoted: { terms: 'nl', charge, refund: 100 - charge },
          cancelled: { terms: 'nl', charge, refund: 100 - charge },
        });
      }
    }
  });
});
