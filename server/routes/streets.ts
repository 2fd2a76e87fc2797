import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_LANG, LANGS, isBelgianPostalCode } from '../../core';
import { cachePerDatabase } from '../data/database-caches';
import { lookupStreets } from '../places/street-lookup';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { okText, paramsOf, parse, queryOf } from '../http/envelope';
import { freeText } from '../http/input';

const lookupSchema = z.object({
  postal: z.string().refine(isBelgianPostalCode, 'a Belgian postal code has four digits, from 1000 to 9999'),
  street: freeText(z.string().max(100, 'at most 100 characters')).default(''),
  lang: z.enum(LANGS).default(DEFAULT_LANG),
});

/** Headers of a street answer: geodata changes only with a new release, so browsers may keep it an hour. */
const STREET_HEADERS = { 'cache-control': 'public, max-age=3600' } as const;

/** The raw values of a street lookup, as the path and query give them (undefined when absent). */
interface StreetLookupInput {
  postal: string | undefined;
  street: string | undefined;
  lang: string | undefined;
}

// The answer for a (postal, street, lang) never changes while the process runs (geodata is read-only
// after start), so its serialised envelope is kept, keyed by the values as given: typing a street
// repeats the same prefixes, and a repeat needs neither validation nor a query. Only answers that
// passed validation are kept.
const answers = cachePerDatabase<string>('streetAnswers', 5000);

/**
 * The street lookup of SPEC 7 without its HTTP framing: validates the raw values (400 naming the field)
 * and gives the serialised success envelope, suggestions in `data` and the postal code's locality names
 * in `metadata.citynames`.
 */
function streetCall(ctx: AppContext): (raw: StreetLookupInput) => Promise<string> {
  return async (raw) => {
    // Absent and empty street or language mean the same lookup; NUL never reaches here (paramsOf and
    // queryOf refuse it), so it can separate the parts.
    const key = `${raw.postal ?? ''}\u0000${raw.street ?? ''}\u0000${raw.lang ?? ''}`;
    const cache = answers(ctx.db);
    let json = cache.get(key);
    if (json === undefined) {
      const input = parse(lookupSchema, {
        postal: raw.postal,
        street: raw.street,
        lang: raw.lang?.toLowerCase() || undefined,
      });
      const result = await lookupStreets(ctx.db, Number(input.postal), input.street, input.lang);
      json = okText(result.suggestions, { citynames: result.citynames });
      cache.set(key, json);
    }
    return json;
  };
}

/**
 * `GET /api/streets/zoekstraten/:postal/:street?` (SPEC 7): street suggestions for a postal code in
 * `data` and the code's locality names in `metadata.citynames`. The street may also come as the
 * `street` query value, or be left out to look up only the city when a postal code is entered.
 * Geodata is public, so no access token is needed.
 */
export function streetRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const lookup = streetCall(ctx);
  const handler = async (c: Context) => {
    const params = paramsOf(c);
    const query = queryOf(c);
    const json = await lookup({
      postal: params.postal,
      street: params.street ?? query.street,
      lang: query.lang,
    });
    return jsonAnswer(c, json, 200, STREET_HEADERS);
  };
  app.get('/streets/zoekstraten/:postal/:street', handler);
  app.get('/streets/zoekstraten/:postal', handler);
  app.get('/streets/zoekstraten/:postal/', handler);
  return app;
}
