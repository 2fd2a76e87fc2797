/**
 * The back office's calls for a partner's allowed return origins (issue 28), operator only:
 * `GET backoffice/partners/{id}/origins`, `POST backoffice/partners/{id}/origins` (add) and
 * `POST backoffice/partners/{id}/origins/remove`, each with `{ origin }`.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { addPartnerOrigin, partnerOrigins, removePartnerOrigin } from '../agencies/partner-origins-service';
import { asApiCall, line } from '../backoffice/catalogue-input';
import type { StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';

const idParam = z.object({ id: idInput });
const originBody = z.object({ origin: line(400) }).strict();

/** Adds the origin calls to the catalogue module `app`; `operator` is its role check. */
export function partnerOriginCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/partners/:id/origins', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    return ok(c, await asApiCall(() => partnerOrigins(ctx.db, id)));
  });

  app.post('/backoffice/partners/:id/origins', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { origin } = parse(originBody, await readBody(c));
    const staff = c.get('staff');
    return ok(c, await asApiCall(() => ctx.db.transaction((tx) => addPartnerOrigin(tx, id, origin, staff))));
  });

  app.post('/backoffice/partners/:id/origins/remove', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { origin } = parse(originBody, await readBody(c));
    const staff = c.get('staff');
    return ok(
      c,
      await asApiCall(() => ctx.db.transaction((tx) => removePartnerOrigin(tx, id, origin, staff))),
    );
  });
}
