/**
 * Sends the bad-input cases (bad-input-cases.ts) to a real server and checks each answer: a 4xx, the
 * failure envelope, the field named, no change to the domain tables and nothing logged as a server
 * error. One server per test file; requests go through node:http so paths like '..' arrive unchanged.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApp } from '../../../server/app';
import { startTestServer, type TestServer } from '../../support/server';
import type { BadCase } from './bad-input-cases';
import { addAgents, agentToken, anonToken, userToken } from '../../support/order-fixtures';
import { staffToken } from '../../support/backoffice-fixtures';

/** What the sweep needs from the server: the tokens and ids a case file set up. */
export interface Fixture {
  server: TestServer;
  anon: string;
  user: { id: number; token: string };
  /** An operator's token (back-office calls). */
  operator: string;
  /** A travel agent's token, licence TA-INV (agents' portal calls). */
  agent: string;
  /**
   * A driver's token (the driver's day calls), set by the case file that needs it when it builds its
   * cases, so the other files' servers make no driver.
   */
  driver?: string;
}

/** A raw HTTP answer. */
export interface RawAnswer {
  status: number;
  type: string;
  text: string;
}

/** Sends one case as written, with the token it asks for. */
export function send(fx: Fixture, c: BadCase): Promise<RawAnswer> {
  const url = new URL(fx.server.url);
  const headers: Record<string, string> = { ...c.headers };
  const token = {
    none: undefined,
    anon: fx.anon,
    user: fx.user.token,
    operator: fx.operator,
    agent: fx.agent,
    driver: fx.driver,
  }[c.auth];
  if (token) headers.authorization = `Bearer ${token}`;
  const body = c.body === undefined ? undefined : Buffer.from(c.body, 'utf8');
  if (body) {
    headers['content-type'] = c.type ?? 'application/json';
    if (!c.chunked) headers['content-length'] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const req = request(
      // A fresh connection per case: after a 413 the server closes its socket, which a kept-alive one
      // would carry into the next case.
      { host: url.hostname, port: url.port, method: c.method, path: c.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // A server that answers 413 before reading the whole body may reset the upload; the answer counts.
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const DOMAIN_TABLES = [
  'users',
  'addresses',
  'orders',
  'order_coupons',
  'password_resets',
  'order_status_changes',
  'audit_log',
];

/** A fingerprint of every row of the tables bad input must never touch. */
export async function snapshot(fx: Fixture): Promise<Record<string, string>> {
  const cols = DOMAIN_TABLES.map(
    (t) =>
      `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${t} t) AS ${t}`,
  );
  const { rows } = await fx.server.ctx.db.query<Record<string, string>>(`SELECT ${cols.join(', ')}`);
  return rows[0] ?? {};
}

/** Checks one answer against what the case expects. */
export function checkAnswer(c: BadCase, res: RawAnswer): void {
  const what = `${c.route} ${c.name}: ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  if (c.status !== undefined) expect(res.status, what).toBe(c.status);
  if (c.shape === 'html') {
    // The sandbox provider answers its pages in HTML and its refund call in the provider's XML.
    expect(res.type, what).toMatch(/text\/html|text\/xml|application\/json/);
    return;
  }
  expect(res.type, what).toMatch(/application\/json/);
  const body = JSON.parse(res.text) as Record<string, unknown>;
  expect(typeof body.error, what).toBe('string');
  expect(typeof body.error_description, what).toBe('string');
  if (c.shape === 'envelope') expect(body.status, what).toBe(false);
  if (c.field !== undefined) {
    const named = body.field === c.field || String(body.error_description).includes(`"${c.field}"`);
    expect(named || String(body.error_description).includes(c.field), `${what} (field ${c.field})`).toBe(
      true,
    );
  }
}

/** The routes of the app (method + pattern) that take input from a caller, for the coverage check. */
export function appRoutes(fx: Fixture): string[] {
  const app = createApp(fx.server.ctx);
  const routes = app.routes
    // A path ending in /* is middleware (the body limit on POST), not a call.
    .filter(
      (r) =>
        r.method !== 'ALL' &&
        !r.path.endsWith('/*') &&
        (r.path.startsWith('/api/') || r.path.startsWith('/sandbox/')),
    )
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)];
}

/**
 * Declares the sweep of `cases` for one file: one server, an anonymous and a user token, `prepare` for
 * the file's own records, then one test per case and a final check that nothing was logged with
 * console.error (the app's onError logs every real 500 there).
 */
export function sweep(
  title: string,
  build: (fx: Fixture) => Promise<BadCase[]>,
  env: Record<string, string> = {},
): { fixture: () => Fixture } {
  let fx: Fixture;
  let errors: MockInstance<typeof console.error>;
  let warnings: MockInstance<typeof console.warn>;
  const cases: BadCase[] = [];
  beforeAll(async () => {
    const server = await startTestServer(env);
    fx = { server, anon: '', user: { id: 0, token: '' }, operator: '', agent: '' };
    fx.anon = await anonToken(server);
    fx.user = await userToken(server);
    fx.operator = (await staffToken(server, 'operator')).token;
    await addAgents(server);
    fx.agent = (await agentToken(server, 'TA-INV')).token;
    cases.push(...(await build(fx)));
    // Quiet: what a case logged is reported with that case. Refused payment messages warn by design.
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    errors?.mockRestore();
    warnings?.mockRestore();
    await fx?.server.close();
  });
  describe(title, () => {
    it('answers every malformed request with a 4xx naming the field, writing nothing', async () => {
      expect(cases.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const c of cases) {
        const before = await snapshot(fx);
        const logged = errors.mock.calls.length;
        try {
          checkAnswer(c, await send(fx, c));
          expect(await snapshot(fx), 'domain tables changed').toEqual(before);
          const logs = errors.mock.calls
            .slice(logged)
            .map((args) => args.map(String).join(' ').split('\n')[0]);
          expect(logs, 'console.error was called').toEqual([]);
        } catch (e) {
          failures.push(`${c.route} [${c.name}] ${(e as Error).message.split('\n')[0]}`);
        }
      }
      if (failures.length > 0)
        console.log(`${failures.length} of ${cases.length} cases failed:\n${failures.join('\n')}`);
      expect(failures, `${failures.length} of ${cases.length} cases failed`).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // About 10 s alone; room for a machine busy with other test projects.
    }, 120_000);
  });
  return { fixture: () => fx };
}
