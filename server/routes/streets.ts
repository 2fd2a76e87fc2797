import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cachePerDatabase } from '../booking/lru';
import { lookupStreets } from '../booking/streets';
import type { AppContext } from '../context';
import { jsonResponse, okText, paramsOf, parse, queryOf } from '../http/envelope';

const lookupSchema = z.object({
  postal: z.string().regex(/^\d{4}$/, 'a Belgian postal code has four digits'),
  street: z.string().max(100, 'at most 100 characters').default(''),
  lang: z.enum(['nl', 'fr', 'en']).default('nl'),
});

const CACHE_HEADERS = { 'cache-control': 'public, max-age=3600' };

// The answer for a (postal, street, lang) never changes while the process runs (geodata is read-only
// after start), so its serialised envelope is kept too: typing a street repeats the same prefixes.
const answers = cachePerDatabase<string>(5000);

/**
 * `GET /api/streets/zoekstraten/:postal/:street?` (SPEC 7): street suggestions for a postal code in
 * `data` and the code's locality names in `metadata.citynames`. The street may also come as the
 * `street` query value, or be left out to look up only the city when a postal code is entered.
 * Geodata is public, so no access token is needed.
 */
export function streetRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const handler = async (c: Context) => {
    const params = paramsOf(c);
    // Most lookups carry no query string; only those that do pay for reading it.
    const query = c.req.url.includes('?') ? queryOf(c) : {};
    const input = parse(lookupSchema, {
      postal: params.postal,
      street: params.street ?? query.street,
      lang: query.lang?.toLowerCase() || undefined,
    });
    const key = `${input.postal}\u0000${input.lang}\u0000${input.street}`;
    const cache = answers(ctx.db);
    let json = cache.get(key);
    if (json === undefined) {
      const result = await lookupStreets(ctx.db, Number(input.postal), input.street, input.lang);
      json = okText(result.suggestions, { citynames: result.citynames });
      cache.set(key, json);
    }
    return jsonResponse(json, CACHE_HEADERS);
  };
  app.get('/streets/zoekstraten/:postal/:street', handler);
  app.get('/streets/zoekstraten/:postal', handler);
  app.get('/streets/zoekstraten/:postal/', handler);
  return app;
}
