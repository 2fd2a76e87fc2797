import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, type Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { importGeodata, readGeodata } from './db/geodata';
import { migrate } from './db/migrate';
import { isUnseeded, seedDemo } from './booking/seed';
import { refuseUnsafeProduction } from './production';
import { log } from './log';

/** A running product server. */
export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and geodata, and prepares everything a request needs. */
export async function prepare(config: Config): Promise<AppContext> {
  const geodata = readGeodata(config.geodataDir);
  const db: Database = await openDatabase(config);
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
export async function startServer(config: Config, ready?: AppContext): Promise<RunningServer> {
  refuseUnsafeProduction(config);
  const ctx = ready ?? (await prepare(config));
  let server: Server;
  try {
    // One request path: the Hono app answers every call, through its one router and middleware chain.
    server = createServer(getRequestListener(createApp(ctx).fetch, { hostname: config.host }));
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
  return {
    url,
    port,
    ctx: {
      ...ctx,
      config: { ...ctx.config, port, publicUrl: config.env.PUBLIC_URL ? ctx.config.publicUrl : url },
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await ctx.db.close();
    },
  };
}
