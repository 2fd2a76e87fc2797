import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Logger } from '../log';
import type { Metrics } from './metrics';

declare module 'hono' {
  interface ContextVariableMap {
    /** The id of this request in the log: the caller's X-Request-Id when it is a plain token, else new. */
    requestId: string;
  }
}

const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request log and metrics of the edge middleware (./edge.ts): one call before, one after. */
export interface RequestRecorder {
  /** Gives the request its id; returns the moment it started. */
  begin(c: Context): number;
  /** Writes the request's one log line at info level and counts it in the metrics. */
  end(c: Context, started: number): void;
}

/**
 * The recorder that gives each request an id and, once answered, writes its one log line at info level
 * (method, route pattern, status, milliseconds, id) and counts it in the metrics. The line is built
 * from these known safe fields only: the route pattern, never the path or query, so ids, street names
 * and an `access_token` query stay out of logs and labels.
 */
export function requestRecorder(logger: Logger, metrics: Metrics): RequestRecorder {
  return {
    begin(c) {
      const given = c.req.header('x-request-id');
      c.set('requestId', given !== undefined && GIVEN_ID.test(given) ? given : randomUUID());
      return performance.now();
    },
    end(c, started) {
      const ms = performance.now() - started;
      const route = c.req.routePath;
      const status = c.res.status;
      metrics.record(c.req.method, route, status, ms / 1000);
      if (logger.isLevelEnabled('info')) {
        logger.info(
          { req: c.get('requestId'), method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }
    },
  };
}
