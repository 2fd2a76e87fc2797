/**
 * Issue 24: the mails the date decides on (the feedback request, the reminders) are owed once and sent
 * at most once. A deciding unit that runs twice, as after its process died between owing the mail and
 * recording the unit done (the claim then runs out and another process takes it over), owes nothing
 * more and the customer gets one mail, not two. A send cut short (kill -9) is marked uncertain, not resent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEEDBACK_REQUEST_KIND, feedbackRequestJob } from '../../../server/feedback/request-job';
import { readOutbox } from '../../../server/mail/mailer';
import { weekReminderJob } from '../../../server/reminders/jobs';
import { startTestServer, type TestServer } from '../../support/server';
import { rideOrder, tokenIdOf } from '../../support/feedback-helpers';
import { userToken } from '../../support/order-fixtures';
import { insertUser } from '../../support/account-helpers';

let server: TestServer;
let tokenId: string;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  const owner = await userToken(server);
  userId = owner.id;
  tokenId = await tokenIdOf(server, owner.id);
});
afterAll(() => server.close());

// The customer's mails name the booking code in their subject (issue 31).
const mailsAbout = (ecode: string, marker: RegExp) =>
  readOutbox(server.dataDir).filter((m) => m.subject.includes(ecode) && marker.test(m.text));

it('sends the feedback request once when its unit runs twice', async () => {
  const ride = await rideOrder(server, { tokenId, userId, lastLegDays: -1 });
  const now = new Date();
  await feedbackRequestJob.run(server.ctx, String(ride.id), now);
  await feedbackRequestJob.run(server.ctx, String(ride.id), now);
  await server.scheduler.tick(now);
  await server.scheduler.tick(now);
  expect(mailsAbout(ride.ecode, /\/feedback\?t=/)).toHaveLength(1);
  const { rows } = await server.ctx.db.query<{ once_key: string }>(
    "SELECT once_key FROM owed_mails WHERE kind = 'feedback_request' AND order_id = $1",
    [ride.id],
  );
  expect(rows).toEqual([{ once_key: `${FEEDBACK_REQUEST_KIND}:${ride.id}` }]);
});

it('sends the week reminder of a leg once when its unit runs twice, and none once it is cancelled', async () => {
  const ride = await rideOrder(server, { tokenId, userId, lastLegDays: 5, heenterug: 'H' });
  const gone = await rideOrder(server, { tokenId, userId, lastLegDays: 5, heenterug: 'H' });
  const now = new Date();
  for (const id of [ride.id, ride.id, gone.id]) await weekReminderJob.run(server.ctx, `${id}:H`, now);
  // Cancelled after the reminder was owed and before it was sent: nothing goes out.
  await server.ctx.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [gone.id]);
  await server.scheduler.tick(now);
  await server.scheduler.tick(now);
  expect(readOutbox(server.dataDir).filter((m) => m.subject.includes(ride.ecode))).toHaveLength(1);
  expect(readOutbox(server.dataDir).filter((m) => m.subject.includes(gone.ecode))).toEqual([]);
});

it('marks a reset mail whose send was cut short uncertain and never sends it again on its own', async () => {
  const user = await insertUser(server.ctx.db, 'killed');
  // What a process killed during the send leaves: the mail owed, its send begun six minutes ago and
  // never recorded, and the unit's claim held by the dead process past its 5-minute lease.
  const { rows } = await server.ctx.db.query<{ id: string }>(
    `INSERT INTO owed_mails (kind, params, sending_at) VALUES ('password_reset', $1::jsonb, $2)
     RETURNING id::text`,
    [JSON.stringify({ user_id: user.id, lang: 'nl' }), new Date(Date.now() - 6 * 60_000)],
  );
  const id = rows[0]!.id;
  await server.ctx.db.query(
    `INSERT INTO job_units (kind, unit_key, claimed_at, claimed_by) VALUES ('owed-mail', $1, $2, 'dead:1')`,
    [id, new Date(Date.now() - 6 * 60_000)],
  );
  const before = readOutbox(server.dataDir).filter((m) => m.to === user.username);
  await server.scheduler.tick();
  await server.scheduler.tick(new Date(Date.now() + 86_400_000));
  expect(readOutbox(server.dataDir).filter((m) => m.to === user.username)).toEqual(before);
  const state = await server.ctx.db.query<{ sent: boolean; uncertain: boolean }>(
    'SELECT sent_at IS NOT NULL AS sent, uncertain_at IS NOT NULL AS uncertain FROM owed_mails WHERE id = $1',
    [id],
  );
  expect(state.rows).toEqual([{ sent: false, uncertain: true }]);
});
