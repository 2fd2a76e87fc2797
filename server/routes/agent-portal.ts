import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES, agentBookingLink, agentEmbedCode, langOf } from '../../core';
import type { AppContext } from '../context';
import { agentOnly, type PortalEnv } from '../agent-portal/access';
import { agentTerms, findAgentOrder, listAgentOrders, statementOrders } from '../agent-portal/orders';
import { statementCsv, statementPdf } from '../agent-portal/statement';
import { ApiError, ok, paramsOf, parse, queryOf } from '../http/envelope';
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
 * its invoice orders. Every call passes {@link agentOnly} and reads nothing of another licence.
 */
export function agentPortalRoutes(ctx: AppContext): Hono {
  const app = new Hono<PortalEnv>();
  const only = agentOnly(ctx);

  /** The agent's terms row, or 403 when the licence's agent was removed. */
  const termsOf = async (licence: string) => {
    const terms = await agentTerms(ctx.db, licence);
    if (!terms) throw new ApiError(403, 'forbidden', 'The licence of this account is no longer known.');
    return terms;
  };
  const userLang = async (userId: number) => {
    const { rows } = await ctx.db.query<{ lang: string }>('SELECT lang FROM users WHERE id = $1', [userId]);
    return langOf(rows[0]?.lang ?? 'nl');
  };

  app.get('/agentportal/me', only, async (c) => {
    const { userId, licence } = c.get('agent');
    const terms = await termsOf(licence);
    const lang = await userLang(userId);
    const values = { licence: terms.licence, uid: terms.uid, email: terms.email, name: terms.name };
    return ok(c, {
      ...terms,
      lang,
      booking_link: agentBookingLink(ctx.config.publicUrl, values, lang),
      embed_code: agentEmbedCode(ctx.config.publicUrl, values, lang),
    });
  });

  app.get('/agentportal/orders', only, async (c) => {
    const q = parse(listQuery, queryOf(c));
    const { orders, total } = await listAgentOrders(ctx.db, c.get('agent').licence, {
      limit: q.limit,
      offset: q.offset,
      ...(q.status ? { status: q.status } : {}),
    });
    return ok(c, orders, { count: orders.length, total, limit: q.limit, offset: q.offset });
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
    const terms = await termsOf(licence);
    const statement = {
      agent: terms,
      month: q.month,
      lang: await userLang(userId),
      orders: await statementOrders(ctx.db, licence, q.month),
    };
    const name = `statement-${terms.licence.replace(/[^A-Za-z0-9-]/g, '_')}-${q.month}`;
    if (q.format === 'csv')
      return c.body(statementCsv(statement), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.csv"`,
      });
    const pdf = await statementPdf(statement, ctx.config.operator, ctx.config.operatorLogo);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}.pdf"`,
    });
  });

  return app as unknown as Hono;
}
