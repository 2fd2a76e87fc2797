import { Hono } from 'hono';
import { z } from 'zod';
import { readSettings } from '../data/settings/settings-repo';
import type { VersionInfo } from '../../core';
import type { AppContext } from '../context';
import { ok, parse, queryOf } from '../http/envelope';
import { freeText } from '../http/input';

const querySchema = z.object({ name: freeText(z.string().max(100, 'at most 100 characters')).optional() });

/**
 * `GET /api/version?name=` (SPEC 7): `{versie, hotfix}` from APP_VERSION / APP_HOTFIX, overridden by
 * what the admin CLI stored (`npm run admin -- set-version`). The web app polls it every 2 minutes and
 * reloads when a newer version carries the hotfix flag. `name` is accepted for compatibility; one
 * deployment serves one web app.
 */
export function versionRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/version', async (c) => {
    parse(querySchema, queryOf(c));
    const stored = await readSettings(ctx.db);
    const versie = stored.version ?? ctx.config.version;
    const hotfix = stored.hotfix !== undefined ? stored.hotfix === 'true' : ctx.config.hotfix;
    return ok(c, { versie, hotfix } satisfies VersionInfo);
  });
  return app;
}
