import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer, type ServerOptions } from '../../server/server';
import type { AeroDataBoxStandIn } from './aerodatabox-stand-in';
import { scratchBase, scratchPrefix } from './scratch';
import { templateDir } from './template';

/** A real product server on a free loopback port, on a private copy of the template database. */
export interface TestServer extends RunningServer {
  /**
   * Calls the API: `api('/airports')` → parsed JSON plus HTTP status, once the scheduled work the call
   * woke (its confirmation e-mail) is done.
   */
  api<T = any>(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<{ status: number; body: T }>;
  /** Folder of this server's runtime files (database copy, outbox). */
  dataDir: string;
}

/** What a test server may be started with beside the server's own options. */
export interface TestServerOptions extends ServerOptions {
  /**
   * The flight-status provider's stand-in (./aerodatabox-stand-in.ts) the server asks as its
   * AeroDataBox. Without it, as by default, no provider is configured (unless `env` names one).
   */
  flightStatus?: Pick<AeroDataBoxStandIn, 'url' | 'key'>;
}

/**
 * Starts a server; `env` adds or overrides environment settings, `options` the scheduled work it runs
 * and the outside services' stand-ins it asks. Close it in afterAll.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { flightStatus, ...options }: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(scratchBase(), scratchPrefix()));
  cpSync(templateDir(), join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Tests start unseeded so that each one states the agents and coupons it relies on.
    SEED_DEMO: '0',
    // Scheduled work runs when a test calls server.scheduler.tick(), so no tick races a test's setup.
    JOBS_INTERVAL_SECONDS: '0',
    // Real scrypt at 2^12 rather than production's 2^15: a test's hundreds of logins and sign-ups cost
    // an eighth. tests/unit/server/password.test.ts and config.test.ts hold the production cost.
    PASSWORD_HASH_COST: '12',
    ...(flightStatus ? { AERODATABOX_KEY: flightStatus.key, AERODATABOX_URL: flightStatus.url } : {}),
    ...env,
  });
  const server = await startServer(config, undefined, options);
  return {
    ...server,
    dataDir,
    async api(path, init = {}) {
      const { json, token, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set('content-type', 'application/json');
      if (token) h.set('authorization', `Bearer ${token}`);
      const res = await fetch(`${server.url}/api${path}`, {
        ...rest,
        headers: h,
        ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? 'POST' } : {}),
      });
      const text = await res.text();
      // The e-mails a call owes are sent by the scheduler it woke, after the answer (issue 24); tests
      // read them right after the call, so the helper waits until that work is done. A test of what
      // the answer does not wait for uses fetch itself.
      await server.scheduler.settled();
      let body: any;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: res.status, body };
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
