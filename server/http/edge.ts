import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { requestLineWriter, type Logger } from '../log';
import { apiHeaderSets, completeApiHeaders, isApiPath, preflightAnswer } from './api-headers';
import { admitBody } from './body-limit';
import { compressAnswer } from './compress-api';
import type { Metrics } from './metrics';
import { securityHeaders } from './security-headers';

declare module 'hono' {
  interface ContextVariableMap {
    /** The id of this request in the log: the caller's X-Request-Id when it is a plain token, else new. */
    requestId: string;
  }
}

const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The methods whose handlers read a body, and so pass the body limit (./body-limit.ts). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function isSandboxPath(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

/**
 * The one middleware every request passes before its route, doing in one layer what four did (each
 * layer of Hono's chain costs its own closure and promise per request):
 *
 * - the headers of the kind of path: /api answers those of ./api-headers.ts (CORS preflights are
 *   answered here, unlogged), all others those of ./security-headers.ts;
 * - a request id, and once answered one log line at info level and the request's metrics;
 * - the body limit of POST, PUT and PATCH on /api and /sandbox (./body-limit.ts);
 * - compression of /api's JSON answers of a kilobyte or more (./compress-api.ts).
 *
 * The log line is built from known safe fields only: id, method, route pattern (never the path with its
 * ids, nor the query with a possible access_token), status and milliseconds.
 */
export function edge(config: Config, logger: Logger, metrics: Metrics): MiddlewareHandler {
  const api = apiHeaderSets(config);
  const pages = securityHeaders(config);
  const writeLine = requestLineWriter(logger);
  return async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    const onApi = isApiPath(path);
    if (onApi && method === 'OPTIONS') return preflightAnswer(api);
    const given = c.req.header('x-request-id');
    const id = given !== undefined && GIVEN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    const started = performance.now();
    if (onApi) {
      c.set('apiHeaders', api.json);
      // admitBody and compressAnswer give a promise only when they have work to wait for (a chunked or
      // refused body, an answer made outside the envelope): the common call awaits neither.
      const admitting = BODY_METHODS.has(method) ? admitBody(c) : undefined;
      const refused = admitting === undefined ? undefined : await admitting;
      if (refused) c.res = refused;
      else await next();
      const compressing = compressAnswer(c);
      if (compressing !== undefined) await compressing;
    } else {
      await pages(c, async () => {
        const refused = BODY_METHODS.has(method) && isSandboxPath(path) ? await admitBody(c) : undefined;
        if (refused) c.res = refused;
        else await next();
      });
    }
    const ms = performance.now() - started;
    const route = c.req.routePath;
    const status = c.res.status;
    metrics.record(method, route, status, ms / 1000);
    writeLine(id, method, route, status, ms);
    if (onApi) completeApiHeaders(c, api);
  };
}
