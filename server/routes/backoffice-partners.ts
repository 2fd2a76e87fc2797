/**
 * Partners in the database (issue 13): the back office lists, adds and changes them; the public
 * `GET /api/partners` gives the wizard's partner buttons; and {@link partnerRedirect} answers the
 * shortcut routes /<slug> (and the slug without hyphens) for partners added after the build.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AgentQuery } from '../../core';
import { createPartner, editPartner } from '../agencies/partner-service';
import { asApiCall, flagInput, line } from '../backoffice/catalogue-input';
import type { StaffEnv } from '../backoffice/staff';
import {
  activePartners,
  listPartners,
  partnerByPath,
  partnerSlug,
  type PartnerRow,
} from '../data/partners/partners-repo';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { ok, okText, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';

const partnerBody = z
  .object({
    name: line(80).refine((v) => partnerSlug(v).length > 0, 'must contain letters or digits'),
    talic: line(40),
    code: line(40).refine((v) => /^[A-Za-z0-9_-]+$/.test(v), 'letters, digits, - and _ only'),
    active: flagInput.default(true),
  })
  .strict();
const idParam = z.object({ id: idInput });

/** Adds the partner calls to the catalogue module `app`; `operator` is its role check. */
export function partnerCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/partners', operator, async (c) => {
    const rows = await listPartners(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/partners', operator, async (c) => {
    const b = parse(partnerBody, await readBody(c));
    const made = await asApiCall(() => ctx.db.transaction((tx) => createPartner(tx, b, c.get('staff'))));
    return ok(c, made);
  });

  app.post('/backoffice/partners/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(partnerBody, await readBody(c));
    const changed = await asApiCall(() => ctx.db.transaction((tx) => editPartner(tx, id, b, c.get('staff'))));
    return ok(c, changed);
  });
}

/**
 * How long browsers and caches may keep the public partner list: a partner added in the back office
 * reaches every wizard within this minute; its shortcut route works at once.
 */
export const PARTNERS_HEADERS = { 'cache-control': 'public, max-age=60' } as const;

/** `GET /api/partners`: the active partners' name, path, licence and code, for the wizard's step 0. */
export function partnerRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/partners', async (c) => {
    const rows = await activePartners(ctx.db);
    const list = rows.map(({ name, slug, talic, code }) => ({ name, slug, talic, code }));
    return jsonAnswer(c, okText(list), 200, PARTNERS_HEADERS);
  });
  return app;
}

/** The home page address with the partner's licence, name and code (SPEC 2's shortcut target). */
export function partnerTarget(p: Pick<PartnerRow, 'talic' | 'name' | 'code'>): string {
  const values = { TALIC: p.talic, TANAME: p.name, PARTNER: p.code } satisfies AgentQuery;
  return `/?${new URLSearchParams(values).toString()}`;
}

/**
 * The shortcut route of a partner: `/<slug>` (one path segment of letters, digits and hyphens) of an
 * active partner is answered with a redirect to its home page address; any other path goes on to the
 * not-found page. Mounted after the static files, so it never shadows a page, and it answers with a
 * bare redirect (no page, nothing for the page policy to allow).
 */
export function partnerRedirect(ctx: AppContext) {
  return async (c: Context, next: () => Promise<void>): Promise<Response | void> => {
    const m = c.req.path.match(/^\/([A-Za-z0-9-]{1,80})\/?$/);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !m) return next();
    const partner = await partnerByPath(ctx.db, m[1]!);
    if (!partner) return next();
    c.header('Cache-Control', 'no-store');
    return c.redirect(partnerTarget(partner), 302);
  };
}
