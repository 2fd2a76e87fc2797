import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../server/app';
import type { Config } from '../server/config';
import type { AppContext } from '../server/context';
import { rawErrors } from '../server/http/raw-errors';
import { createLogger } from '../server/log';

/**
 * For `npm run bench`: the app of `ctx` with logs off (warnings and errors only), served as startServer
 * serves it (server/server.ts: Host checks, raw errors), on the same database, so the only difference
 * from the production server measured beside it is the request log.
 */
export function quietServer(config: Config, ctx: AppContext): Server {
  const raw = rawErrors(config);
  return createServer(
    { requireHostHeader: false },
    raw.requireHost(
      getRequestListener(createApp({ ...ctx, log: createLogger('warn') }).fetch, {
        hostname: config.host,
        errorHandler: raw.requestError,
      }),
    ),
  );
}
