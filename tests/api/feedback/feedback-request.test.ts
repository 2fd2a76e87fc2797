/**
 * The day-after feedback e-mail (server/feedback/request-job.ts), run through the scheduler as the
 * server runs it, and the operator's review commands (server/feedback/admin.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../server/cli/command-options';
import { approveFeedback, hideFeedback, listFeedback } from '../../../server/cli/feedback-commands';
import { FEEDBACK_REQUEST_KIND, feedbackRequestJob } from '../../../server/feedback/request-job';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import { rideOrder, tokenIdOf, type RideSeed } from '../../support/feedback-helpers';
import { anonToken, userToken } from '../../support/order-fixtures';

let server: TestServer;
let owner: { id: number; token: string };
let tokenId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await userToken(server);
  tokenId = await tokenIdOf(server, owner.id);
});

afterAll(async () => {
  await server?.close();
});

/**
 * The feedback mails in the outbox, by the booking code their subject names (issue 31; the reminders
 * of the rides still ahead, also scheduled work, name it too but carry no feedback link).
 */
function requestsFor(ecode: string) {
  return readOutbox(server.dataDir).filter(
    (m) => m.subject.includes(ecode) && m.text.includes('/feedback?t='),
  );
}

/** The link token of a feedback mail. */
function tokenOf(text: string): string {
  const m = /\/feedback\?t=([^\s]+)/.exec(text);
  return decodeURIComponent(m![1]!);
}

describe('the feedback request e-mail', () => {
  it('goes once, in the order language, to settled rides of yesterday up to 14 days back only', async () => {
    const ride = (seed: Partial<RideSeed>) => rideOrder(server, { tokenId, userId: owner.id, ...seed });
    const yesterday = await ride({ lastLegDays: -1 });
    const french = await ride({ lastLegDays: -14, taal: 'FR', status: 'invoiced' });
    const english = await ride({ lastLegDays: -3, taal: 'EN', status: 'free', heenterug: 'H' });
    const tooOld = await ride({ lastLegDays: -15 });
    const today = await ride({ lastLegDays: 0 });
    const ahead = await ride({ lastLegDays: 5 });
    const unpaid = await ride({ lastLegDays: -1, status: 'awaiting_payment' });
    const canceled = await ride({ lastLegDays: -1, status: 'payment_cancelled' });
    const answered = await ride({ lastLegDays: -2 });
    const left = await server.api('/feedback/newfeedback', {
      token: owner.token,
      json: { orderid: answered.id, rating: 5, text: 'Al gedaan.', lang: 'nl' },
    });
    expect(left.status).toBe(201);

    const report = await server.scheduler.tick();
    expect(report[FEEDBACK_REQUEST_KIND]).toEqual({ done: 3, failed: 0, givenUp: 0 });
    for (const none of [tooOld, today, ahead, unpaid, canceled, answered])
      expect(requestsFor(none.ecode)).toEqual([]);

    const [nl] = requestsFor(yesterday.ecode);
    expect(nl).toMatchObject({ to: 'tine@example.be' });
    expect(nl!.subject).toBe(`Hoe was uw rit? Geef uw mening over boeking ${yesterday.ecode}`);
    expect(nl!.text).toContain('Beste Tine Peeters,');
    expect(nl!.text).toMatch(new RegExp(`^${server.url}/feedback\\?t=${yesterday.id}\\.`, 'm'));
    expect(nl!.text).toContain('60 dagen');
    const [fr] = requestsFor(french.ecode);
    expect(fr!.subject).toContain('Donnez votre avis');
    expect(fr!.text).toMatch(new RegExp(`^${server.url}/fr/feedback\\?t=${french.id}\\.`, 'm'));
    const [en] = requestsFor(english.ecode);
    expect(en!.text).toMatch(new RegExp(`^${server.url}/en/feedback\\?t=`, 'm'));

    // Once: the next ticks, of this process or another, send nothing more.
    const before = readOutbox(server.dataDir).length;
    expect((await server.scheduler.tick())[FEEDBACK_REQUEST_KIND]?.done).toBe(0);
    expect(readOutbox(server.dataDir)).toHaveLength(before);

    // The mailed link leaves the feedback, without login.
    const anon = await anonToken(server);
    const res = await server.api(`/feedback/link/${tokenOf(fr!.text)}`, {
      token: anon,
      json: { rating: 4, text: 'Très bien.', lang: 'fr' },
    });
    expect(res.status).toBe(201);
  });

  it('skips an order whose feedback arrived between the listing and the sending', async () => {
    const order = await rideOrder(server, { tokenId, userId: owner.id, lastLegDays: -1 });
    await server.api('/feedback/newfeedback', {
      token: owner.token,
      json: { orderid: order.id, rating: 3, text: 'Snel gegeven.', lang: 'nl' },
    });
    await feedbackRequestJob.run(server.ctx, String(order.id), new Date());
    expect(requestsFor(order.ecode)).toEqual([]);
  });
});

describe('the operator review commands', () => {
  it('lists pending feedback, approves and hides it, and names a missing id', async () => {
    const order = await rideOrder(server, { tokenId, userId: owner.id });
    const left = await server.api('/feedback/newfeedback', {
      token: owner.token,
      json: { orderid: order.id, rating: 2, text: 'Te laat.\nWel vriendelijk.', lang: 'nl' },
    });
    const id = left.body.data.id as number;
    const pending = await listFeedback(server.ctx.db, { status: 'pending' });
    expect(pending.find((l) => l.startsWith(`${id}\t`))).toBe(
      `${id}\tpending\t2/5\tnl\t${order.bonnr}\tTine P.\tTe laat. ⏎ Wel vriendelijk.`,
    );
    const anon = await anonToken(server);
    const listed = async () =>
      (await server.api('/feedback/findFeedback', { token: anon, json: { PageSize: 100 } })).body.data.map(
        (r: { id: number }) => r.id,
      );
    expect(await listed()).not.toContain(id);
    expect(await approveFeedback(server.ctx.db, { id: String(id) })).toEqual([
      `Feedback ${id} is approved and shown on /customers.`,
    ]);
    expect(await listed()).toContain(id);
    expect((await listFeedback(server.ctx.db, { status: 'approved' })).join('\n')).toContain(
      `${id}\tapproved`,
    );
    await hideFeedback(server.ctx.db, { id: String(id) });
    expect(await listed()).not.toContain(id);
    await expect(approveFeedback(server.ctx.db, { id: '999999' })).rejects.toThrow(UsageError);
    await expect(approveFeedback(server.ctx.db, {})).rejects.toThrow(/--id/);
    await expect(listFeedback(server.ctx.db, { status: 'gone' })).rejects.toThrow(/--status/);
  });
});
