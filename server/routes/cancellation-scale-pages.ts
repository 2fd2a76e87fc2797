/**
 * The terms and the FAQ state the one cancellation scale in force (issue 27), which is the operator's
 * setting while the site is built ahead of time. The build writes each of those pages once per scale
 * (core/cancellation-scale-pages.ts): the default at the page's own path, every other one in a folder
 * below it. This middleware, before the static files, answers `/terms`, `/fr/faq`, … with the copy of
 * the scale the operator chose, read at each request, and refuses the copies' own paths, so a page
 * never states a scale that is not in force. The copy is served as any built page (precompressed,
 * ETag of its own content, so a browser's cached page is refreshed when the operator changes the scale).
 */
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_CANCELLATION_SCALE, isScaleCopyPath, scalePageOf, scalePagePath } from '../../core';
import type { AppContext } from '../context';
import { log } from '../log';
import { pagePolicies } from '../http/security-headers';
import { staticFiles } from '../http/static-files';
import { readCancellationScale } from '../manage/cancellation-scale-setting';

/** Middleware answering the scale's pages with the copy of the operator's scale. */
export function cancellationScalePages(ctx: AppContext): MiddlewareHandler {
  // The copy picked for each request, read by the file server below.
  const picked = new WeakMap<Request, string>();
  const copies = staticFiles({
    root: join(ctx.config.distDir, 'site'),
    fileOf: (c: Context) => picked.get(c.req.raw),
  });
  const policyOf = pagePolicies(ctx.config);
  let warned = false;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (isScaleCopyPath(c.req.path)) {
      // The not-found page goes out with its own policy, not the one of the copy the path names.
      const policy = policyOf('404.html');
      c.header('content-security-policy', policy.csp);
      c.header('referrer-policy', policy.referrer);
      return c.notFound();
    }
    const page = scalePageOf(c.req.path);
    if (!page) return next();
    const scale = await readCancellationScale(ctx.db);
    if (scale === DEFAULT_CANCELLATION_SCALE) return next();
    picked.set(c.req.raw, `${scalePagePath(page.lang, page.slug, scale)}/`);
    return copies(c, async () => {
      // A site built before the copies existed: the page with the default scale, said once in the log.
      if (!warned)
        log.warn({ path: c.req.path, scale }, 'no built copy of the page for this scale: npm run build');
      warned = true;
      await next();
    });
  };
}
