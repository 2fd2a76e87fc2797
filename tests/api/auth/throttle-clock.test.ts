/**
 * A throttle's free attempts do not depend on which transaction's clock is later. On PostgreSQL
 * `now()` is the time its transaction began, so of two sign-ups from one address at once, the one whose
 * transaction began first but reached the row second saw the other's attempt "in its future" and was
 * refused 429 well within the free attempts (the soak's long-password burst, issue 24). Here the
 * second claim is made with an earlier clock, as that transaction's `now()` was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAttempt, type ThrottleRule } from '../../../server/auth/throttle';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rule: ThrottleRule = {
  name: 'clock-test',
  free: 3,
  baseSeconds: 60,
  capSeconds: 600,
  memorySeconds: 3600,
};
const at = (seconds: number) => new Date(Date.UTC(2031, 2, 14, 9, 0, seconds));

describe('a throttle whose attempts come with clocks out of order', () => {
  it('lets a free attempt through though its clock is earlier than the attempt before it', async () => {
    const claim = [{ rule, subject: 'burst' }];
    await claimAttempt(server.ctx.db, claim, at(10));
    await expect(claimAttempt(server.ctx.db, claim, at(9))).resolves.toBeUndefined();
    await expect(claimAttempt(server.ctx.db, claim, at(10))).resolves.toBeUndefined();
  });

  it('still makes an attempt beyond the free ones wait, whatever its clock', async () => {
    const claim = [{ rule, subject: 'beyond' }];
    for (const second of [1, 2, 3]) await claimAttempt(server.ctx.db, claim, at(second));
    // The third free attempt set a wait of 60 s; the fourth, with a clock a second before it, waits.
    await expect(claimAttempt(server.ctx.db, claim, at(2))).rejects.toMatchObject({ status: 429 });
    await expect(claimAttempt(server.ctx.db, claim, at(4))).rejects.toMatchObject({ status: 429 });
  });
});
