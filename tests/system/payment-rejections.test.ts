/**
 * Every refused provider message answers 400 and leaves its row in payment_rejections, whatever it
 * carries. A value or name is cut before it is stored; cut in the middle of a UTF-16 surrogate pair (an
 * emoji across the limit) it became text PostgreSQL refuses in a jsonb value: the answer was a 500 and
 * the audit row was lost. Run on the embedded database and on a real PostgreSQL server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { startTestServer } from '../support/server';

const CHANNELS = ['accept', 'decline', 'cancel', 'exception', 'postsale'] as const;
const EMOJI = '😀';
// The limits of returns.ts: 200 characters per value, 40 per name.
const VALUE_ACROSS_200 = `${'a'.repeat(199)}${EMOJI}${'b'.repeat(20)}`;
const NAME_ACROSS_40 = `${'N'.repeat(39)}${EMOJI}TAIL`;

interface Case {
  what: string;
  params: Record<string, string>;
  /** The parameter as it must be stored: name and value. */
  stored: [string, string];
}

const CASES: Case[] = [
  {
    what: 'a value with an emoji across character 200',
    params: { ORDERID: 'REF-1', STATUS: '9', COMPLUS: VALUE_ACROSS_200, SHASIGN: '00' },
    stored: ['COMPLUS', `${'a'.repeat(199)}${EMOJI}`],
  },
  {
    what: 'a name with an emoji across character 40',
    params: { ORDERID: 'REF-2', STATUS: '9', [NAME_ACROSS_40]: 'x', SHASIGN: '00' },
    stored: [`${'N'.repeat(39)}${EMOJI}`, 'x'],
  },
  {
    what: 'an ORDERID with an emoji across character 200',
    params: { ORDERID: VALUE_ACROSS_200, STATUS: '9', SHASIGN: '00' },
    stored: ['ORDERID', `${'a'.repeat(199)}${EMOJI}`],
  },
];

interface Target {
  url: string;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function embedded(): Promise<Target> {
  const server = await startTestServer();
  return {
    url: server.url,
    query: async (sql, params) => (await server.ctx.db.query(sql, params)).rows as never,
    close: () => server.close(),
  };
}

async function postgres(): Promise<Target> {
  const pg: TestPostgres = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-pgdata-'));
  let server: RunningServer;
  try {
    server = await startServer(
      loadConfig({
        ...process.env,
        DATABASE_URL: pg.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
      }),
    );
  } catch (e) {
    await pg.stop();
    throw e;
  }
  return {
    url: server.url,
    query: async (sql, params) => (await server.ctx.db.query(sql, params)).rows as never,
    async close() {
      await server.close();
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['the embedded database (PGlite)', embedded],
  ['a PostgreSQL server', postgres],
])('refused provider messages on %s', (_name, start) => {
  let target: Target;
  beforeAll(async () => {
    target = await start();
  }, 120_000);
  afterAll(() => target?.close());

  /** Sends `params` to a return route as a GET query or a POST form, like the provider would. */
  async function send(channel: string, method: 'GET' | 'POST', params: Record<string, string>) {
    const query = new URLSearchParams(params).toString();
    const res =
      method === 'GET'
        ? await fetch(`${target.url}/api/payment/${channel}?${query}`, { redirect: 'manual' })
        : await fetch(`${target.url}/api/payment/${channel}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: query,
            redirect: 'manual',
          });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const lastRejection = async () =>
    (
      await target.query<{ id: string; channel: string; reference: string; params: Record<string, string> }>(
        'SELECT r.id::text AS id, channel, reference, params FROM payment_rejections r ORDER BY r.id DESC LIMIT 1',
      )
    )[0];

  describe.each(CASES)('with $what', ({ params, stored }) => {
    it.each(CHANNELS.flatMap((channel) => (['GET', 'POST'] as const).map((m) => [channel, m] as const)))(
      'answers 400 on %s (%s) and records the rejection, cut by code point',
      async (channel, method) => {
        const before = await lastRejection();
        const answer = await send(channel, method, params);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ status: false, error: 'invalid_payment_message' });
        const row = await lastRejection();
        expect(row?.id).not.toBe(before?.id);
        expect(row?.channel).toBe(channel);
        const [name, value] = stored;
        expect(row?.params[name]).toBe(value);
        if (name === 'ORDERID') expect(row?.reference).toBe(value);
      },
    );
  });

  it('still answers 400, never 500, when the rejection cannot be written', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await target.query('ALTER TABLE payment_rejections RENAME TO payment_rejections_away');
    try {
      const answer = await send('accept', 'GET', { ORDERID: 'REF-3', STATUS: '9', SHASIGN: '00' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: false, error: 'invalid_payment_message' });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('could not record'));
    } finally {
      await target.query('ALTER TABLE payment_rejections_away RENAME TO payment_rejections');
      error.mockRestore();
    }
  });
});
