import { Hono } from 'hono';
import { z } from 'zod';
import { REFUND_CHOICES } from '../../core';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import type { AppContext } from '../context';
import { ok, parse, readBody } from '../http/envelope';
import { ownOrigin } from '../http/own-origin';
import { wakeOwedMails } from '../mail/owed-mails';
import { chooseRefund, viewRefundChoice } from '../manage/refund-choice-service';

// The secret travels in the body, never in a path or query that logs would keep.
const linkBody = z.object({
  token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is not a refund link'),
});
// Only the choice is read: the amount is the provider's, whatever else a caller sends.
const chooseBody = linkBody.extend({ choice: z.enum(REFUND_CHOICES, 'card or coupon') });

/**
 * The refund choice after an operator's cancellation (issue 23; docs/manage-api.md): `POST
 * refund-choice/view` shows what the e-mailed link offers, `POST refund-choice/choose` makes the
 * choice once. Any access token will do (the site's anonymous one); the link's secret is the
 * authority, so a wrong one is 404, an expired one 410, a second choice 409.
 */
export function refundChoiceRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);

  app.post('/refund-choice/view', auth, async (c) => {
    const { token } = parse(linkBody, await readBody(c));
    return ok(c, await viewRefundChoice(ctx.db, token, new Date()));
  });

  app.post('/refund-choice/choose', auth, async (c) => {
    const { token, choice } = parse(chooseBody, await readBody(c));
    const { done } = await chooseRefund(ctx, token, choice, ownOrigin(c), new Date());
    // The customer keeps in writing what they chose (the coupon's code, or the refund to the card): the
    // mail was owed in the choice's transaction and the scheduler sends it (issue 24).
    wakeOwedMails(ctx);
    return ok(c, done);
  });

  return new Hono().route('/', app);
}
