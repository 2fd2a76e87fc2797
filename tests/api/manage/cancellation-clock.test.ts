/**
 * Issue 23: the cancellation clock runs from the earliest pickup an order ever had. The attack: a
 * Dutch order whose pickup (from its flight time, no operator pickup set) lies 4 days minus 9 hours
 * ahead would charge EUR 73.26 (50 % of EUR 146.52); moving the flight time later through "change"
 * put the pickup past 4 days, and the cancellation then charged only the EUR 15 fee.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brusselsInstant } from '../../../core';
import { addDays, brusselsDateTime } from '../../../core/dates';
import { writeCancellationScale } from '../../../server/manage/cancellation-scale-setting';
import { startTestServer, type TestServer } from '../../support/server';
import { book, manageCall, manageKey, type Booked } from '../../support/manage-helpers';

let server: TestServer;
const HOUR = 60;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  // These attacks are on the Dutch scale's steps, the operator's choice (issue 27).
  await writeCancellationScale(server.ctx.db, 'nl');
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

/**
 * Books a paid Dutch departure of `cents` whose pickup, counted from its flight time, lies
 * `minutesAhead` after `now`: the flight leaves at 01:00 the day after the pickup's date, and the drive
 * fills the time between, so the flight time can move later by up to 22 hours on the same day.
 */
async function bookByFlight(now: Date, minutesAhead: number, cents: number): Promise<Booked> {
  const order = await book(server, { taal: 'NL', cents, minutesAhead, now });
  const pickup = new Date(now.getTime() + minutesAhead * 60_000);
  const flightDate = addDays(brusselsDateTime(pickup).date, 1);
  const flight = brusselsInstant(flightDate, '01:00')!;
  await server.ctx.db.query(
    `UPDATE orders SET datumheen = $2, uurvluchtheen = '01:00', pickup_time_heen = '', vroegeropluchthaven = 0,
            reistijdheen = $3 WHERE id = $1`,
    [order.id, flightDate, (flight.getTime() - pickup.getTime()) / 60_000],
  );
  return order;
}

async function call(order: Booked, action: 'cancel' | 'change' | '', json?: unknown) {
  const key = await manageKey(server, order.owner.token, order.ecode);
  const path = `/billomanage/${order.id}${action ? `/${action}` : ''}`;
  return manageCall(server, path, order.owner.token, key, json);
}

describe('the cancellation clock', () => {
  it('is not moved by a later flight time: the Dutch 50 % stays EUR 73.26 instead of the EUR 15 fee', async () => {
    const now = freezeOnMinute();
    const order = await bookByFlight(now, 4 * DAY - 9 * HOUR, 14_652);
    expect((await call(order, '')).body.data.cancellation).toEqual({
      terms: 'nl',
      charge: 73.26,
      refund: 73.26,
    });

    const changed = await call(order, 'change', { uurvluchtheen: '11:00' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.changed).toEqual(['uurvluchtheen']);
    // The manage page shows the same charge after the change as before it ...
    expect((await call(order, '')).body.data.cancellation).toEqual({
      terms: 'nl',
      charge: 73.26,
      refund: 73.26,
    });

    // ... and the cancellation charges it.
    const { status, body } = await call(order, 'cancel', {});
    expect(status).toBe(200);
    expect(body.data.cancellation).toEqual({ terms: 'nl', charge: 73.26, refund: 73.26 });
    expect(body.data.refund).toMatchObject({ amount: 73.26 });
  });

  it('keeps the earliest pickup through one later change after another', async () => {
    const now = freezeOnMinute();
    const order = await bookByFlight(now, 4 * DAY - 9 * HOUR, 14_652);
    await call(order, 'change', { uurvluchtheen: '11:00' });
    await call(order, 'change', { uurvluchtheen: '21:00' });
    const { body } = await call(order, 'cancel', {});
    expect(body.data.cancellation).toEqual({ terms: 'nl', charge: 73.26, refund: 73.26 });
  });

  it('runs from an earlier flight time once the customer moves it earlier', async () => {
    const now = freezeOnMinute();
    // 4 days and 30 minutes ahead: the EUR 15 fee; a flight an hour earlier puts the pickup inside 4 days.
    const order = await bookByFlight(now, 4 * DAY + 30, 14_652);
    expect((await call(order, '')).body.data.cancellation).toMatchObject({ charge: 15 });
    expect((await call(order, 'change', { uurvluchtheen: '00:00' })).status).toBe(200);
    const { body } = await call(order, 'cancel', {});
    expect(body.data.cancellation).toEqual({ terms: 'nl', charge: 73.26, refund: 73.26 });
  });
});
