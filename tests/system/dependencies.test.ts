/**
 * Issue 14, proof: slow and failed dependencies. A router that hangs or refuses, an SMTP server that
 * is down or hangs, PostgreSQL stopped and started under a booking load: the product answers within
 * bounds and loses nothing it acknowledged.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startPostgres } from '../support/postgres';
import { startTestServer, type TestServer } from '../support/server';
import { figuresTable } from '../soak/http';
import {
  bookWithoutRouter,
  closedPort,
  confirmationsThroughSmtpOutage,
  freeOrderWithoutSmtp,
  hangingServer,
  loadThroughOutage,
} from '../soak/dependencies';

/** The bound of one answer while a dependency fails: the router waits 2 s per leg today. */
const BOUND_MS = 5000;

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});
async function server(env: Record<string, string>): Promise<TestServer> {
  const s = await startTestServer(env);
  cleanup.push(() => s.close());
  return s;
}
// Each failure is logged by design (one line each); the tests read what was recorded instead.
vi.spyOn(console, 'warn').mockImplementation(() => {});
vi.spyOn(console, 'error').mockImplementation(() => {});

describe('the router (OSRM)', () => {
  it('hanging: the price and the order still answer within bounds, from the estimate', async () => {
    const hang = await hangingServer();
    cleanup.push(() => hang.close());
    const r = await bookWithoutRouter((await server({ OSRM_URL: hang.url })).url);
    console.log(`router hanging: price ${r.price.ms} ms, order ${r.order.status} in ${r.order.ms} ms`);
    expect(r.order.status).toBe(201);
    expect(r.price.ms).toBeLessThan(BOUND_MS);
    expect(r.order.ms).toBeLessThan(BOUND_MS);
  }, 60_000);

  it('down: the price and the order answer at once', async () => {
    const r = await bookWithoutRouter(
      (await server({ OSRM_URL: `http://127.0.0.1:${await closedPort()}` })).url,
    );
    console.log(`router down: price ${r.price.ms} ms, order ${r.order.status} in ${r.order.ms} ms`);
    expect(r.order.status).toBe(201);
    expect(r.price.ms).toBeLessThan(BOUND_MS);
    expect(r.order.ms).toBeLessThan(BOUND_MS);
  }, 60_000);
});

describe('the SMTP server', () => {
  it('down: a free order is still finished and its unsent confirmation recorded', async () => {
    const r = await freeOrderWithoutSmtp(
      await server({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }),
    );
    console.log(`SMTP down: finish ${r.finished.status} in ${r.finished.ms} ms, mail error ${r.mailError}`);
    expect(r.finished.status).toBe(200);
    expect(r.finished.ms).toBeLessThan(BOUND_MS);
    expect(r.orderStatus).toBe('free');
    expect(r.mailSent).toBe(false);
    expect(r.mailError).toMatch(/ECONNREFUSED|connect/i);
  }, 60_000);

  it('hanging: a free order is still finished within bounds and its unsent confirmation recorded', async () => {
    const hang = await hangingServer();
    cleanup.push(() => hang.close());
    const r = await freeOrderWithoutSmtp(await server({ SMTP_URL: `smtp://127.0.0.1:${hang.port}` }));
    console.log(
      `SMTP hanging: finish ${r.finished.status} in ${r.finished.ms} ms, mail error ${r.mailError}`,
    );
    expect(r.finished.status).toBe(200);
    // The SMTP greeting is awaited 5 s (server/mail/mailer.ts SMTP_TIMEOUTS), not nodemailer's 30 s.
    expect(r.finished.ms).toBeLessThan(BOUND_MS * 2);
    expect(r.orderStatus).toBe('free');
    expect(r.mailSent).toBe(false);
    expect(r.mailError).not.toBeNull();
  }, 180_000);
});

describe('the SMTP server down, then back (issue 24)', () => {
  it('delivers every confirmation owed meanwhile, each once', async () => {
    const port = await closedPort();
    const r = await confirmationsThroughSmtpOutage(
      await server({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      port,
      5,
    );
    console.log(
      `SMTP back: ${r.delivered}/${r.owed} delivered in ${r.ticks} ticks, ${r.duplicates} duplicates`,
    );
    expect(r).toMatchObject({ delivered: 5, owed: 5, duplicates: 0 });
  }, 120_000);
});

describe('PostgreSQL restarted under a booking load', () => {
  it('answers 503 while it is down and loses nothing it acknowledged', async () => {
    const postgres = await startPostgres();
    cleanup.push(() => postgres.stop());
    const s = await server({ DATABASE_URL: postgres.url });
    const query = async (sql: string, params?: unknown[]) => (await s.ctx.db.query<any>(sql, params)).rows;
    const r = await loadThroughOutage(
      s.url,
      query,
      postgres,
      { requests: 300, inFlight: 20, repeats: 60 },
      40,
      1500,
    );
    console.log(
      `${figuresTable([r.tally.figures()])}\n503 during the outage: ${r.unavailable}; slowest answer ${r.slowestMs} ms`,
    );
    expect(r.odd).toEqual([]);
    expect(r.unavailable).toBeGreaterThan(0);
    expect(r.unanswered).toEqual([]);
    expect(r.check.lost).toEqual([]);
    expect(r.check.mismatched).toEqual([]);
    expect(r.check).toMatchObject({
      stored: r.keys,
      duplicateKeys: 0,
      duplicateReceipts: 0,
      duplicateCodes: 0,
    });
    expect(r.tally.fiveXX).toBe(r.tally.sent - r.tally.acknowledged);
    expect(r.slowestMs).toBeLessThan(BOUND_MS * 2);
  }, 120_000);
});
