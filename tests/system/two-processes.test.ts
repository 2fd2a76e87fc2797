/**
 * Issue 14, proof: two server processes (the real entry point, started at the same moment, so their
 * migrations race too) on one PostgreSQL. The booking load split over both gives no duplicate; a
 * token revoked through one is refused by the other within the configured cache lifetime.
 *
 * Both processes run the scheduled work every second: the reminders due for orders written while they
 * run go out once per leg, from one process or the other, never from both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { checkLoad } from '../soak/bookings';
import { figuresTable } from '../soak/http';
import { spawnServer, stopServer, type ServerProcess } from '../soak/process';
import { revocationAcross, splitLoad } from '../soak/two-processes';
import { addDays, brusselsToday } from '../../core';
import { readOutbox } from '../../server/mail/outbox';

const CACHE_SECONDS = 2;
let postgres: TestPostgres;
let servers: [ServerProcess, ServerProcess];
const dirs: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  const start = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-two-'));
    dirs.push(dir);
    return spawnServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: dir,
      ACCESS_TOKEN_CACHE_SECONDS: String(CACHE_SECONDS),
      JOBS_INTERVAL_SECONDS: '1',
    });
  };
  servers = await Promise.all([start(), start()]);
}, 120_000);
afterAll(async () => {
  for (const s of servers ?? []) await stopServer(s);
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', () => {
  it('book 400 requests (80 repeated keys, each repeat sent to the other process) into 320 orders without a duplicate', async () => {
    const load = await splitLoad(servers, 'two', { requests: 400, inFlight: 25, repeats: 80 });
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const check = await checkLoad(
        async (sql, params) => (await client.query(sql, params)).rows,
        'two',
        load.acked,
      );
      load.tally.found = check.stored;
      console.log(figuresTable([load.tally.figures()]));
      expect(load.odd).toEqual([]);
      expect(load.unanswered).toEqual([]);
      expect(check).toEqual({
        stored: 320,
        lost: [],
        duplicateKeys: 0,
        duplicateReceipts: 0,
        duplicateCodes: 0,
        mismatched: [],
      });
    } finally {
      await client.end();
    }
  }, 120_000);

  it(`refuses on one process a token revoked through the other within ${CACHE_SECONDS} s`, async () => {
    const r = await revocationAcross(servers, 'revoked-elsewhere@example.be', CACHE_SECONDS * 1000 + 3000);
    console.log(`revoked token refused by the other process after ${r.refusedAfterMs} ms`);
    expect(r.workedBefore).toBe(true);
    expect(r.refusedAfterMs).toBeGreaterThanOrEqual(0);
    expect(r.refusedAfterMs).toBeLessThanOrEqual(CACHE_SECONDS * 1000 + 500);
  }, 60_000);

  it('send each due reminder once, though both run the scheduled work every second', async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const today = brusselsToday(new Date());
    // The reminders name the booking code in their subject (issue 31).
    const codes: string[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const { rows } = await client.query<{ ecode: string }>(
          `INSERT INTO orders (ecode, request_hash, token_id, total_cents, status, heenterug, soortvervoer, taal,
              pax, koffers, datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, vroegeropluchthaven,
              heenstraat, heennr, heenpostnr, heenstad, heenland, reistijdheen, datumterug, uurvluchtterug,
              vluchtnrterug, idluchthaventerug, terugherkomst, terugstraat, terugnr, terugpostnr, terugstad,
              terugland, reistijdterug, voornaam, naam, telklant, emailklant, talic, uid, emailagent, naamagent, portal)
           VALUES ($1, 'reminders', 'no-token', 18950, 'paid', 'HT', 'comfort', 'NL', 2, 2, $2, '09:30', 'SN2153',
              'BRU', 2, 'Bondgenotenlaan', '1', '3000', 'Leuven', 'BE', 35, $3, '18:45', 'SN2154', 'BRU',
              'Lisbon', 'Bondgenotenlaan', '1', '3000', 'Leuven', 'BE', 35, 'Tine', 'Peeters',
              '+32470123456', 'tine@example.be', '', '', '', '', 0)
           RETURNING ecode`,
          [`REMIND${i}`, addDays(today, 5), addDays(today, 6)],
        );
        codes.push(rows[0]!.ecode);
      }
      const reminders = () =>
        dirs.flatMap((d) => readOutbox(d)).filter((m) => codes.some((c) => m.subject.includes(c)));
      const deadline = Date.now() + 30_000;
      while (reminders().length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      // Three more ticks of each process: nothing is sent again.
      await new Promise((r) => setTimeout(r, 3000));
      const sent = reminders();
      expect(sent).toHaveLength(10);
      expect(new Set(sent.map((m) => m.subject)).size).toBe(10);
    } finally {
      await client.end();
    }
  }, 60_000);
});
