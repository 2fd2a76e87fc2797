import { Hono } from 'hono';
import { z } from 'zod';
import type { AgentLinkAnswer } from '../../core';
import { accountSettings } from '../accounts/account-settings';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { findAgent } from '../data/agents/agents-repo';
import type { AppContext } from '../context';
import { clientAddress } from '../http/client-address';
import { ApiError, ok, paramsOf, parse, queryOf } from '../http/envelope';
import { freeText } from '../http/input';
import { agentLinkLookup, checkAgentLink } from '../pricing/agent-link';
import { codeGuard } from '../pricing/code-throttle';

const licenceParam = z.object({
  licence: freeText(z.string().trim().min(1, 'is required').max(40, 'at most 40 characters')),
});

/** The query of the link check: the link's licence (required) and the agent's user id it carries. */
const linkQuery = z.object({
  talic: freeText(z.string().trim().min(1, 'is required').max(40, 'at most 40 characters')),
  uid: freeText(z.string().trim().max(100, 'at most 100 characters')).default(''),
});

/**
 * `GET /api/payment/checkpaymentmethode/{licence}` (SPEC 7): the payment method of an agent licence,
 * 'INVOICE' or 'ONLINE'. An unknown licence is a 404, which the wizard treats as online payment.
 *
 * `GET /api/billoprice/checklicence?talic=&uid=` (addition, issue 31): whether an agent link's licence
 * and user id go together, as the price and order calls check them (server/pricing/agent-link.ts), so
 * the wizard can say what is wrong with a link on its first step, before any price. Nothing of the agent
 * is answered. An invalid pair counts in the code look-up throttle (429 after too many).
 */
export function agentRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  const { proxyHops } = accountSettings(ctx.config);
  app.get('/payment/checkpaymentmethode/:licence', auth, async (c) => {
    const { licence } = parse(licenceParam, paramsOf(c));
    const agent = await findAgent(ctx.db, licence);
    if (!agent) throw new ApiError(404, 'not_found', `No agent has the licence "${licence}".`, 'licence');
    return ok(c, agent.paymentMethod);
  });
  app.get('/billoprice/checklicence', auth, async (c) => {
    const { talic, uid } = parse(linkQuery, queryOf(c));
    const link = { talic, uid, callerUserId: c.get('auth').userId };
    const guard = codeGuard(ctx.db, () => clientAddress(c, proxyHops));
    await guard.admit([agentLinkLookup(link)]);
    const { problem } = await checkAgentLink(ctx.db, link, 'lenient', guard);
    const answer: AgentLinkAnswer = { valid: problem === null, problem };
    return ok(c, answer);
  });
  return new Hono().route('/', app);
}
