import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { lookupStreets } from '../booking/streets';
import type { AppContext } from '../context';
import { ok, parse } from '../http/envelope';

const lookupSchema = z.object({
  postal: z.string().regex(/^\d{4}$/, 'a Belgian postal code has four digits'),
  street: z.string().max(100, 'at most 100 characters').default(''),
  lang: z.enum(['nl', 'fr', 'en']).default('nl'),
});

/**
 * `GET /api/streets/zoekstraten/:postal/:street?` (SPEC 7): street suggestions for a postal code in
 * `data` and the code's locality names in `metadata.citynames`. The street may also come as the
 * `street` query value, or be left out to look up only the city when a postal code is entered.
 * Geodata is public, so no access token is needed.
 */
export function streetRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const handler = async (c: Context) => {
    const input = parse(lookupSchema, {
      postal: c.req.param('postal'),
      street: c.req.param('street') ?? c.req.query('street'),
      lang: c.req.query('lang')?.toLowerCase() || undefined,
    });
    const result = await lookupStreets(ctx.db, Number(input.postal), input.street, input.lang);
    c.header('Cache-Control', 'public, max-age=3600');
    return ok(c, result.suggestions, { citynames: result.citynames });
  };
  app.get('/streets/zoekstraten/:postal/:street', handler);
  app.get('/streets/zoekstraten/:postal', handler);
  app.get('/streets/zoekstraten/:postal/', handler);
  return app;
}
