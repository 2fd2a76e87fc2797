import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { isOrganiserSlug } from '../../core';
import type { AppContext } from '../context';
import { findApprovedBySlug } from '../data/events/organisers-repo';
import { pagePolicies } from '../http/security-headers';

/** The built shell page of one organiser's events, per language prefix ('' is Dutch). */
const SHELL = 'organiser-events/index.html';

/**
 * `/events/{organiser}` (SPEC 2) in each language: the site is static, but an organiser approved after
 * the build must have its page, so the server answers the built shell page (its island fetches the
 * organiser's events) for the slug of an approved organiser, and the site's not-found page with 404
 * for any other. The page's own security policy goes with it, not the one of the path asked.
 */
export function organiserPageRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const policyOf = pagePolicies(ctx.config);
  const siteDir = join(ctx.config.distDir, 'site');
  const read = (file: string) => {
    const path = join(siteDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  };
  for (const prefix of ['', '/fr', '/en']) {
    app.get(`${prefix}/events/:slug{[a-z0-9-]+}`, async (c, next) => {
      const slug = c.req.param('slug');
      const known = isOrganiserSlug(slug) && (await findApprovedBySlug(ctx.db, slug)) !== null;
      const file = known ? `${prefix.slice(1)}${prefix ? '/' : ''}${SHELL}` : '404.html';
      const html = read(file);
      // Without a built site there is no page to answer; the app's not-found handler says so.
      if (html === null) return next();
      const policy = policyOf(file);
      c.header('content-security-policy', policy.csp);
      c.header('referrer-policy', policy.referrer);
      c.header('cache-control', 'no-cache');
      return c.html(html, known ? 200 : 404);
    });
  }
  return app;
}
