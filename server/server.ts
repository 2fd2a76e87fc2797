import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, type Config } from './config';
import type { AppContext, JobWaker } from './context';
import { applyCacheLimits } from './caches';
import { openDatabase, type Database } from './data/database';
import { importGeodata, readGeodata } from './data/geodata';
import { migrate } from './data/migrate';
import { isUnseeded, seedDemo } from './data/seed/demo-seed';
import { refuseUnsafeProduction } from './production';
import { setPasswordHashCost } from './auth/password';
import { PRODUCT_JOBS } from './product-jobs';
import { createScheduler, type JobKind, type Scheduler } from './jobs/scheduler';
import { rawErrors } from './http/raw-errors';
import { newSecret } from './auth/secrets';
import { publishAdminEndpoint, withdrawAdminEndpoint } from './cli/admin-endpoint';

/** The loopback address the command line reaches the server on, or undefined when it listens elsewhere. */
function loopbackHost(host: string): string | undefined {
  if (host === '0.0.0.0' || host === '127.0.0.1' || host === 'localhost' || host === '') return '127.0.0.1';
  if (host === '::' || host === '::1') return '[::1]';
  return undefined;
}
import { log } from './log';

/** A running product server. */
export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  /** The scheduled work of this process (server/jobs/); `tick()` runs it at once. */
  scheduler: Scheduler;
  /**
   * Stops accepting connections, lets the requests in flight finish for up to `graceMs` (then cuts
   * what is left), and closes the database. Without `graceMs`, cuts open connections at once.
   */
  close(graceMs?: number): Promise<void>;
}

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** The kinds of scheduled work this process runs. @default PRODUCT_JOBS */
  jobs?: readonly JobKind[];
}

/** Opens the database, applies migrations and geodata, and prepares everything a request needs. */
export async function prepare(config: Config): Promise<AppContext> {
  const geodata = readGeodata(config.geodataDir);
  const db: Database = await openDatabase(config);
  // Before any request: the caches are made with the configured limits (server/caches.ts).
  applyCacheLimits(db, config.cacheLimits);
  try {
    await migrate(db);
    await importGeodata(db, geodata, config.airports);
    // A fresh installation opens with demo agents, PO numbers and coupons (all marked DEMO) so the
    // product can be tried at once; SEED_DEMO=0 turns this off for production.
    if (config.env.SEED_DEMO !== '0' && (await isUnseeded(db))) {
      const rows = await seedDemo(db, new Date());
      log.info({ rows: rows.length }, 'seeded the demo rows (campaign DEMO); SEED_DEMO=0 skips this');
    }
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  return { db, config };
}

/**
 * Starts the HTTP server on `config.port` (0 picks a free port) and resolves once it listens. With
 * NODE_ENV=production, settings only fit for trying the product are refused first (./production.ts),
 * before the database is opened.
 */
export async function startServer(
  config: Config,
  ready?: AppContext,
  options: ServerOptions = {},
): Promise<RunningServer> {
  refuseUnsafeProduction(config);
  setPasswordHashCost(config.passwordHashCost);
  const prepared = ready ?? (await prepare(config));
  // With the embedded database this process alone may open it: the command line sends its commands
  // here (routes/admin-loopback.ts), with a secret published in the data folder once the server listens.
  const loopback = loopbackHost(config.host);
  // Requests wake the scheduler through this object; it exists before the app does, and the scheduler,
  // made once the server listens, takes it over.
  const jobs: JobWaker = { wake: () => undefined };
  const ctx: AppContext =
    prepared.db.kind === 'pglite' && loopback !== undefined
      ? { ...prepared, jobs, adminToken: newSecret() }
      : { ...prepared, jobs };
  let server: Server;
  try {
    // One request path: the Hono app answers every call, through its one router and middleware chain.
    // Node's own checks of the Host header and its bare answers to what its parser refuses give way to
    // answers in the envelope (./http/raw-errors.ts).
    const raw = rawErrors(config);
    server = createServer(
      { requireHostHeader: false },
      raw.requireHost(
        getRequestListener(createApp(ctx).fetch, {
          hostname: config.host,
          errorHandler: raw.requestError,
        }),
      ),
    );
    server.on('clientError', raw.answerClientError);
  } catch (e) {
    await ctx.db.close().catch(() => undefined);
    throw e;
  }
  const port = await new Promise<number>((resolve, reject) => {
    server.listen(config.port, config.host, () => resolve((server.address() as AddressInfo).port));
    server.once('error', (e: NodeJS.ErrnoException) => {
      reject(
        e.code === 'EADDRINUSE'
          ? new ConfigError(
              `Port ${config.port} is already in use; stop the other program or set PORT to a free port.`,
            )
          : e.code === 'EACCES'
            ? new ConfigError(
                `Port ${config.port} needs privileges this user lacks; set PORT to a port above 1023.`,
              )
            : e,
      );
    });
  }).catch(async (e: unknown) => {
    await ctx.db.close().catch(() => undefined);
    throw e;
  });
  const url = `http://localhost:${port}`;
  const adminToken = ctx.adminToken;
  if (adminToken !== undefined) {
    publishAdminEndpoint(config.dataDir, {
      url: `http://${loopback}:${port}`,
      token: adminToken,
      pid: process.pid,
    });
  }
  const running: AppContext = {
    ...ctx,
    config: { ...ctx.config, port, publicUrl: config.env.PUBLIC_URL ? ctx.config.publicUrl : url },
  };
  // Scheduled work starts once the server listens, so the links its e-mails carry name this server;
  // its first tick does what fell due while no process ran.
  const scheduler = createScheduler(running, options.jobs ?? PRODUCT_JOBS, config.jobsIntervalSeconds);
  jobs.wake = (kind) => scheduler.wake(kind);
  scheduler.start();
  return {
    url,
    port,
    ctx: running,
    scheduler,
    async close(graceMs = 0) {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (graceMs <= 0) {
          server.closeAllConnections();
          return;
        }
        // Answers written from now on close their connection; idle keep-alive connections are closed
        // as soon as they are idle, until none is left or the grace period ends.
        server.on('request', (_req, res: ServerResponse) => res.setHeader('connection', 'close'));
        const started = Date.now();
        const sweep = setInterval(() => {
          if (Date.now() - started >= graceMs) {
            clearInterval(sweep);
            server.closeAllConnections();
          } else {
            server.closeIdleConnections();
          }
        }, 50);
        server.once('close', () => clearInterval(sweep));
        server.closeIdleConnections();
      });
      // A tick that runs must end before the database it writes to closes.
      await scheduler.close();
      if (adminToken !== undefined) withdrawAdminEndpoint(config.dataDir, adminToken);
      await ctx.db.close();
    },
  };
}
