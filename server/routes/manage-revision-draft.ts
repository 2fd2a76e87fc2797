import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import type { AppContext } from '../context';
import { ok, paramsOf, parse } from '../http/envelope';
import { idInput } from '../http/input';
import { presentedKey } from '../manage/access';
import { revisionDraft } from '../manage/revision-draft';

const idParam = z.object({ id: idInput });

/**
 * `GET billomanage/{id}/revise/draft` (issue 27): the order as the wizard's change mode starts from
 * it, for its owner or a manage key (header `X-Manage-Key`) that may act on it; everyone else gets the
 * 404 of a missing order. The change itself is quoted and applied by `POST billomanage/{id}/revise/quote`
 * and `POST billomanage/{id}/revise`.
 */
export function manageRevisionDraftRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  app.get('/billomanage/:id/revise/draft', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    return ok(c, await revisionDraft(ctx.db, c.get('auth'), presentedKey(c), id));
  });
  return new Hono().route('/', app);
}
