import { Hono } from 'hono';
import type { AppContext } from '../context';
import { safeEqual } from '../auth/secrets';
import { bearerToken } from '../auth/middleware';
import { migrationFiles } from '../data/migrate';
import { migrationsApplied } from '../data/schema/readiness-repo';
import type { Metrics } from '../http/metrics';

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000;

const NO_STORE = { 'cache-control': 'no-store' };

/** Whether the database answers within the time limit and has every migration this code knows. */
async function isReady(ctx: AppContext, known: string[]): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  const check = migrationsApplied(ctx.db, known).catch(() => false);
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The operator's endpoints, outside /api (not in SPEC 7):
 * - `GET /healthz`: 200 while the process lives (no database call);
 * - `GET /readyz`: 200 when the database answers and has every migration, else 503, so a load balancer
 *   sends no traffic to a process that cannot serve it;
 * - `GET /metrics`: the Prometheus text format, with `Authorization: Bearer <METRICS_TOKEN>`; without
 *   METRICS_TOKEN set it does not exist (404), and a wrong token is 401.
 */
export function opsRoutes(ctx: AppContext, metrics: Metrics): Hono {
  const app = new Hono();
  const known = migrationFiles();
  const token = ctx.config.env.METRICS_TOKEN?.trim() || undefined;
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) =>
    (await isReady(ctx, known))
      ? c.json({ status: 'ready' }, 200, NO_STORE)
      : c.json({ status: 'not ready' }, 503, { ...NO_STORE, 'retry-after': '5' }),
  );
  app.get('/metrics', async (c) => {
    if (token === undefined) return c.notFound();
    const given = bearerToken(c.req.header('authorization'));
    if (given === undefined || !safeEqual(given, token)) {
      return c.text('A valid metrics token is required.', 401, {
        ...NO_STORE,
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    return c.text(await metrics.registry.metrics(), 200, {
      ...NO_STORE,
      'content-type': metrics.registry.contentType,
    });
  });
  return app;
}
