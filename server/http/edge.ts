import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { Logger } from '../log';
import { apiHeaders, isApiPath } from './api-headers';
import { refusedBody } from './body-limit';
import { compressAnswer } from './compress-api';
import type { Metrics } from './metrics';
import { requestRecorder } from './request-log';
import { securityHeaders } from './security-headers';

/** The methods whose handlers read a body, so only they pass the body limit. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The one middleware every request passes before its route (issue 29: one layer where there were
 * four, each an async step of Hono's chain on every call). In order:
 * - the request id, and the start of its time (./request-log.ts);
 * - the headers of its kind of path: /api those of ./api-headers.ts (and the answer to a preflight),
 *   all others those of ./security-headers.ts, errors and 404s included;
 * - for a POST, PUT or PATCH to /api or /sandbox, the body limit (./body-limit.ts: payment returns read a
 *   body only when posted; the back office's changes are PUTs);
 * - the route;
 * - for /api, the compression of a JSON answer of a kilobyte or more (./compress-api.ts);
 * - the request's one log line and its metrics (GET /metrics, ../routes/ops.ts).
 */
export function edge(config: Config, logger: Logger, metrics: Metrics): MiddlewareHandler {
  const apiAnswers = apiHeaders(config);
  const otherAnswers = securityHeaders(config);
  const recorder = requestRecorder(logger, metrics);
  return async (c, next) => {
    const started = recorder.begin(c);
    const path = c.req.path;
    const api = isApiPath(path);
    const limited = WITH_BODY.has(c.req.method) && (api || path.startsWith('/sandbox/'));
    const answered = await (api ? apiAnswers : otherAnswers)(c, async () => {
      const refused = limited ? await refusedBody(c) : undefined;
      if (refused) {
        c.res = refused;
        return;
      }
      await next();
      if (api) await compressAnswer(c);
    });
    // A preflight is answered by the headers' step itself, without the route.
    if (answered instanceof Response) c.res = answered;
    recorder.end(c, started);
  };
}
