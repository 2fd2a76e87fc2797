import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { Metrics } from './metrics';

declare module 'hono' {
  interface ContextVariableMap {
    /** The id of this request in the log: the caller's X-Request-Id when it is a plain token, else new. */
    requestId: string;
  }
}

const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Middleware that gives each request an id and, once answered, writes its one log line at info level
 * (method, route pattern, status, milliseconds, id) and counts it in the metrics. The route pattern,
 * never the path or query: ids, street names and an `access_token` query stay out of logs and labels.
 */
export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given !== undefined && GIVEN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    const route = c.req.routePath;
    const status = c.res.status;
    metrics.record(c.req.method, route, status, ms / 1000);
    if (logger.isLevelEnabled('info')) {
      logger.info({ req: id, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  };
}
