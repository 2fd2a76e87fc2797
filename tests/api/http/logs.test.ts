/**
 * Issue 15: the server's log is JSON lines, one per request at info level with a request id, and no
 * line carries a token, a password, a payment passphrase or a customer's e-mail address or phone,
 * whatever the requests carried (a password grant, a token in the query, an order, a payment form and
 * a refused payment return, an unexpected error).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/log';
import { prepare, startServer, type RunningServer } from '../../../server/server';
import type { TestServer } from '../../support/server';
import { templateDir } from '../../support/template';
import { STRONG_PASSWORD, insertUser } from '../../support/account-helpers';
import { orderPayload, quotedTotal } from '../../support/order-fixtures';

const lines: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tb-logs-'));
let server: RunningServer;

beforeAll(async () => {
  cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
  });
  const ctx = await prepare(config);
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  server = await startServer(config, { ...ctx, log: logger });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  path: string,
  init: { json?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any };
}

describe('the log', () => {
  it('has one JSON line per request with its id, and no secret or personal datum', async () => {
    // Services without the app's logger write the process's lines, whose warnings and errors pass
    // through console.warn and console.error.
    const processLines: string[] = [];
    const keep = (...args: unknown[]) => void processLines.push(args.map(String).join(' '));
    const warn = vi.spyOn(console, 'warn').mockImplementation(keep);
    const error = vi.spyOn(console, 'error').mockImplementation(keep);
    const user = await insertUser(server.ctx.db, 'logs');
    const login = await call('/token', {
      json: {
        grant_type: 'password',
        client_id: 'webapp',
        username: user.username,
        password: STRONG_PASSWORD,
      },
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect(login.status).toBe(200);
    const { access_token: access, refresh_token: refresh } = login.body;
    const refreshed = await call('/token', {
      json: { grant_type: 'refresh_token', client_id: 'webapp', refresh_token: refresh },
    });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.access_token as string;
    // A token in the address is refused (issue 23), and its log line must not carry it either.
    expect((await call(`/billousers/leesuserid/${user.id}?access_token=${token}`)).status).toBe(400);

    const p = orderPayload({ emailklant: 'secret.customer@example.be', telklant: '+32470999888' });
    const api = {
      api: (path: string, i: { json?: unknown; token?: string }) => call(path, i),
    } as unknown as TestServer;
    const booked = await call('/billoprice/neworder', {
      token,
      json: { ...p, totaleprijs: await quotedTotal(api, token, p) },
    });
    expect(booked.status).toBe(201);
    expect((await call(`/payment/form/${booked.body.ID}`, { token })).status).toBe(200);
    await fetch(`${server.url}/api/payment/accept?ORDERID=${booked.body.ID}&STATUS=9&SHASIGN=00`);
    // An unexpected error is logged with its cause.
    const failing = vi.spyOn(server.ctx.db, 'query').mockRejectedValueOnce(new Error('disk on fire'));
    expect((await call('/billousers/leesuserid/' + user.id, { token })).status).toBe(500);
    failing.mockRestore();

    const { rows } = await server.ctx.db.query<{ sha_in: string; sha_out: string }>(
      'SELECT sha_in, sha_out FROM payment_sandbox_keys',
    );
    const secrets = [
      access,
      refresh,
      token,
      STRONG_PASSWORD,
      rows[0]!.sha_in,
      rows[0]!.sha_out,
      'secret.customer@example.be',
      '470999888',
      user.username,
    ];
    warn.mockRestore();
    error.mockRestore();
    const parsed = [...lines, ...processLines].map((l) => JSON.parse(l) as Record<string, any>);
    for (const line of [...lines, ...processLines])
      for (const secret of secrets) expect(line).not.toContain(secret);
    const requests = parsed.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const r of requests) {
      expect(r).toMatchObject({
        level: 30,
        req: expect.any(String),
        method: expect.any(String),
        status: expect.any(Number),
      });
      expect(r.route).toMatch(/^\//);
    }
    expect(requests.find((r) => r.req === 'trace-me-42')).toMatchObject({ route: '/api/token', status: 200 });
    const unexpected = parsed.find((l) => l.msg === 'unexpected error');
    expect(unexpected).toMatchObject({ level: 50, route: '/api/billousers/leesuserid/:id' });
    expect(unexpected?.err?.message).toBe('disk on fire');
    expect(parsed.some((l) => l.level === 40 && /payment: rejected/.test(l.msg))).toBe(true);
  });
});
