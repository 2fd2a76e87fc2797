/**
 * Issue 12's reminder e-mails: the week reminder (pickup time, or that it will follow) and the
 * day-before reminder (the driver's waiting rules), in the order's language, once per order and leg,
 * also when two server processes on one real PostgreSQL tick at the same moment. A cancelled order
 * gets none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core';
import { loadConfig } from '../../server/config';
import { readOutbox } from '../../server/mail/outbox';
import { owedMailJob } from '../../server/product-jobs';
import { dayBeforeReminderJob, weekReminderJob } from '../../server/reminders/jobs';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { seedOrder } from '../support/payment-helpers';
import type { TestServer } from '../support/server';

let pg: TestPostgres;
const dirs: string[] = [];
const servers: RunningServer[] = [];
const DAY = 24 * 60 * 60 * 1000;

async function server(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-remind-'));
  dirs.push(dataDir);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pg.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    JOBS_INTERVAL_SECONDS: '0',
  });
  const s = await startServer(config, undefined, {
    // The reminders are owed mails (issue 24): the owed-mail kind sends what the reminder kinds owe.
    jobs: [weekReminderJob, dayBeforeReminderJob, owedMailJob],
  });
  servers.push(s);
  return s;
}

/** Every reminder both servers wrote to their outboxes. */
const mails = () =>
  dirs.flatMap((d) => readOutbox(d)).filter((m) => /trajet|rit|ride|Demain|Morgen|Tomorrow/.test(m.subject));

let a: RunningServer;
let b: RunningServer;
const today = brusselsToday(new Date());

beforeAll(async () => {
  pg = await startPostgres();
  a = await server();
  b = await server();
}, 180_000);

afterAll(async () => {
  for (const s of servers) await s.close();
  await pg?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function tokenId(s: RunningServer): Promise<string> {
  await fetch(`${s.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'webapp', grant_type: 'client_credentials' }),
  });
  const { rows } = await s.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens ORDER BY created_at DESC LIMIT 1',
  );
  return rows[0]!.id;
}

async function order(
  status: string,
  heen: number,
  terug: number,
  pickup = '',
): Promise<{ id: number; bonnr: string; ecode: string }> {
  const seeded = await seedOrder({ ctx: a.ctx } as unknown as TestServer, {
    tokenId: await tokenId(a),
    taal: 'FR',
  });
  await a.ctx.db.query(
    `UPDATE orders SET status = $2, datumheen = $3, datumterug = $4, pickup_time_heen = $5 WHERE id = $1`,
    [seeded.id, status, addDays(today, heen), addDays(today, terug), pickup],
  );
  return seeded;
}

describe('reminder e-mails', () => {
  it('are sent once per leg by two processes ticking together, in the order’s language, and not for a cancelled order', async () => {
    const paid = await order('paid', 5, 6, '07:15');
    const cancelled = await order('cancelled', 5, 6);
    const now = new Date();
    await Promise.all([a.scheduler.tick(now), b.scheduler.tick(now)]);
    let sent = mails();
    expect(sent.map((m) => m.subject).sort()).toEqual(
      [
        `Votre trajet du ${addDays(today, 5).slice(8, 10)}/${addDays(today, 5).slice(5, 7)}/${addDays(today, 5).slice(0, 4)}\u202f: réservation ${paid.ecode}`,
        `Votre trajet du ${addDays(today, 6).slice(8, 10)}/${addDays(today, 6).slice(5, 7)}/${addDays(today, 6).slice(0, 4)}\u202f: réservation ${paid.ecode}`,
      ].sort(),
    );
    expect(sent.every((m) => m.to.includes('tine@example.be'))).toBe(true);
    expect(sent.some((m) => m.subject.includes(cancelled.ecode))).toBe(false);
    const outbound = sent.find((m) => m.text.includes('07:15'));
    expect(outbound?.text).toMatch(/prenons en charge à 07:15/);
    expect(sent.find((m) => m !== outbound)?.text).toMatch(/vous sera communiquée dès qu’elle sera fixée/);

    // Ticking again, on either process, sends nothing more.
    await Promise.all([a.scheduler.tick(now), b.scheduler.tick(now)]);
    expect(mails()).toHaveLength(2);

    // The day before the departure: the home pickup's ten minutes and the pickup time.
    const dayBefore = new Date(now.getTime() + 4 * DAY);
    await Promise.all([a.scheduler.tick(dayBefore), b.scheduler.tick(dayBefore)]);
    sent = mails();
    expect(sent).toHaveLength(3);
    // The two outboxes are read one after the other, so the mails are found by subject, not by place.
    const tomorrow = sent.filter(
      (m) => m.subject === `Demain\u202f: votre trajet (réservation ${paid.ecode})`,
    );
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]?.text).toMatch(/attend 10 minutes/);
    expect(tomorrow[0]?.text).toMatch(/07:15/);

    // The day before the return: the airport driver's thirty minutes after landing.
    const beforeReturn = new Date(now.getTime() + 5 * DAY);
    await Promise.all([a.scheduler.tick(beforeReturn), b.scheduler.tick(beforeReturn)]);
    sent = mails();
    expect(sent).toHaveLength(4);
    expect(sent.filter((m) => /30 minutes après l’atterrissage/.test(m.text))).toHaveLength(1);
  }, 120_000);

  it('says "today" for a day-before reminder that goes out on the day of the ride', async () => {
    const late = await order('paid', 0, 1);
    await a.scheduler.tick(new Date());
    const subjects = mails()
      .filter((m) => m.subject.includes(late.ecode))
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([
      `Aujourd’hui\u202f: votre trajet (réservation ${late.ecode})`,
      `Demain\u202f: votre trajet (réservation ${late.ecode})`,
    ]);
  }, 60_000);
});
