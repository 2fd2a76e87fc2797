import { Hono } from 'hono';
import { z } from 'zod';
import {
  ORDER_STATUSES,
  agentBookingLink,
  agentEmbedCode,
  type PortalAgent,
  type PortalOrdersMeta,
} from '../../core';
import type { AppContext } from '../context';
import { agentOnly, type PortalEnv } from '../agent-portal/portal-access';
import { findAgentOrder, listAgentOrders } from '../agent-portal/portal-orders';
import { knownAgentTerms, sendFile, statementFile, userLang } from '../downloads/files';
import { signDownload } from '../downloads/links';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { idInput, numberInput } from '../http/input';

const listQuery = z.object({
  limit: numberInput(z.number().int('must be a whole number').min(1).max(100)).default(20),
  offset: numberInput(z.number().int('must be a whole number').min(0).max(1_000_000)).default(0),
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
});

const statementQuery = z.object({
  month: z
    .string({ error: 'is required, as YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'),
  format: z.enum(['pdf', 'csv'], { error: 'must be pdf or csv' }).default('pdf'),
});

const idParam = z.object({ id: idInput });

/**
 * The travel agents' portal under `/api/agentportal/` (docs/backoffice-api.md "Agents' portal"): the
 * agent's terms, link and snippet, the bookings made under its licence, and the monthly statement of
 * its invoice orders, also as a short-lived signed link for the browser (routes/downloads.ts). Every
 * call passes {@link agentOnly} and reads nothing of another licence.
 */
export function agentPortalRoutes(ctx: AppContext): Hono {
  const app = new Hono<PortalEnv>();
  const only = agentOnly(ctx);

  app.get('/agentportal/me', only, async (c) => {
    const { userId, licence } = c.get('agent');
    const terms = await knownAgentTerms(ctx.db, licence);
    const lang = await userLang(ctx.db, userId);
    const values = { licence: terms.licence, uid: terms.uid, email: terms.email, name: terms.name };
    return ok(c, {
      ...terms,
      lang,
      booking_link: agentBookingLink(ctx.config.publicUrl, values, lang),
      embed_code: agentEmbedCode(ctx.config.publicUrl, values, lang),
    } satisfies PortalAgent);
  });

  app.get('/agentportal/orders', only, async (c) => {
    const q = parse(listQuery, queryOf(c));
    const { orders, total } = await listAgentOrders(ctx.db, c.get('agent').licence, {
      limit: q.limit,
      offset: q.offset,
      ...(q.status ? { status: q.status } : {}),
    });
    return ok(c, orders, {
      count: orders.length,
      total,
      limit: q.limit,
      offset: q.offset,
    } satisfies PortalOrdersMeta);
  });

  app.get('/agentportal/orders/:id', only, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const order = await findAgentOrder(ctx.db, c.get('agent').licence, id);
    // Another licence's order answers as a missing one: the portal does not even confirm it exists.
    if (!order) throw new ApiError(404, 'not_found', `There is no order ${id} under your licence.`, 'id');
    return ok(c, order);
  });

  app.get('/agentportal/statement', only, async (c) => {
    const q = parse(statementQuery, queryOf(c));
    const { userId, licence } = c.get('agent');
    return sendFile(c, await statementFile(ctx, userId, licence, q.month, q.format));
  });

  // Issue 23: the portal's download buttons ask for a short-lived link signed for this agent's
  // statement of one month in one format, and the browser follows it without a token.
  app.post('/agentportal/statement/link', only, async (c) => {
    const q = parse(statementQuery, await readBody(c));
    const { userId, licence } = c.get('agent');
    await knownAgentTerms(ctx.db, licence);
    return ok(c, await signDownload(ctx, `statement-${q.format}`, `${userId}.${q.month}`));
  });

  return app as unknown as Hono;
}
