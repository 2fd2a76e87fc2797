import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { accountSettings } from '../accounts/account-settings';
import { checkVat } from '../accounts/vat-check';
import { ok, paramsOf, parse } from '../http/envelope';
import { freeText } from '../http/input';

const VatParams = z.object({ number: freeText(z.string().trim().min(1).max(32)) });

/** `GET /api/vat/:number` (SPEC 7, the VAT validation call): `{valid, number, source, name?}`. */
export function vatRoutes(ctx: AppContext): Hono {
  const { viesUrl } = accountSettings(ctx.config);
  const routes = new Hono<AuthEnv>();
  // Authentication is attached per route, not with use(): mounted at '/', a use() pattern would also
  // run for other modules' routes under the same path.
  routes.get('/vat/:number', authenticate(ctx), async (c) => {
    const { number } = parse(VatParams, paramsOf(c));
    return ok(c, await checkVat(number, viesUrl));
  });
  return new Hono().route('/', routes);
}
