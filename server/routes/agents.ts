import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { findAgent } from '../data/agents/agents-repo';
import type { AppContext } from '../context';
import { ApiError, ok, paramsOf, parse } from '../http/envelope';
import { freeText } from '../http/input';

const licenceParam = z.object({
  licence: freeText(z.string().trim().min(1, 'is required').max(40, 'at most 40 characters')),
});

/**
 * `GET /api/payment/checkpaymentmethode/{licence}` (SPEC 7): the payment method of an agent licence,
 * 'INVOICE' or 'ONLINE'. An unknown licence is a 404, which the wizard treats as online payment.
 */
export function agentRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  app.get('/payment/checkpaymentmethode/:licence', authenticate(ctx), async (c) => {
    const { licence } = parse(licenceParam, paramsOf(c));
    const agent = await findAgent(ctx.db, licence);
    if (!agent) throw new ApiError(404, 'not_found', `No agent has the licence "${licence}".`, 'licence');
    return ok(c, agent.paymentMethod);
  });
  return new Hono().route('/', app);
}
