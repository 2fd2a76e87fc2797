/**
 * The back office's calls on travel agents and licences (issue 13): list, create and edit an agent
 * (name, e-mail, payment method, campaign), create its agent accounts and PO numbers, disable a PO
 * number. The rules are the admin commands' (server/booking/admin.ts); every change is audited.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { LANGS, type BackofficeAgent } from '../../core';
import { recordAudit } from '../backoffice/audit';
import {
  asApiCall,
  asOptions,
  dateInput,
  flagInput,
  line,
  optionalLine,
  wholeNumber,
} from '../backoffice/catalogue-input';
import { listPos, poById, setPoDisabled } from '../data/catalogue/backoffice-catalogue-repo';
import type { StaffEnv } from '../backoffice/staff';
import { createAgent, createAgentUser, createPo } from '../booking/admin';
import { ensureCampaign } from '../booking/agents-repo';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { ApiError, ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';

/** An agent as the back office shows it (core's API type). */
type AgentRow = BackofficeAgent;

const AGENT_SELECT = `SELECT a.id, a.licence, a.name, a.email, a.payment_method, a.uid,
  coalesce((SELECT array_agg(code ORDER BY code) FROM agent_campaigns WHERE agent_licence = a.licence), '{}') AS campaigns
  FROM agents a`;

async function agentById(db: Queryable, id: number): Promise<AgentRow | null> {
  const { rows } = await db.query<AgentRow>(`${AGENT_SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

async function needAgent(db: Queryable, id: number): Promise<AgentRow> {
  const agent = await agentById(db, id);
  if (!agent) throw new ApiError(404, 'not_found', `There is no agent ${id}.`, 'id');
  return agent;
}

const agentFields = {
  name: line(200),
  email: z.email('an e-mail address').max(254),
  payment_method: z.enum(['INVOICE', 'ONLINE'], 'INVOICE or ONLINE'),
  campaign: optionalLine(40),
};
const newAgent = z.object({ licence: line(40), ...agentFields }).strict();
const editAgent = z.object(agentFields).strict();
const newAccount = z
  .object({
    email: z.string({ error: 'is required' }).max(254),
    password: z.string({ error: 'is required' }).max(1024),
    firstname: optionalLine(100),
    lastname: optionalLine(100),
    lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
  })
  .strict();
const newPo = z
  .object({
    code: line(40),
    campaign: optionalLine(40),
    paid_by_agent: flagInput.default(false),
    business: wholeNumber(0, 100).default(0),
    comfort: wholeNumber(0, 100).default(0),
    valid_from: dateInput.optional(),
    valid_until: dateInput.optional(),
  })
  .strict();
const idParam = z.object({ id: idInput });
const disableBody = z.object({ disabled: flagInput }).strict();

/** Adds the agent calls to the catalogue module `app`; `operator` is its role check. */
export function agentCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/agents', operator, async (c) => {
    const { rows } = await ctx.db.query<AgentRow>(`${AGENT_SELECT} ORDER BY a.name, a.id LIMIT 1000`);
    return ok(c, rows, { count: rows.length });
  });

  app.get('/backoffice/agents/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const agent = await needAgent(ctx.db, id);
    const accounts = await ctx.db.query(
      `SELECT id, email, firstname, lastname, lang FROM users WHERE agent_licence = $1 ORDER BY id`,
      [agent.licence],
    );
    return ok(c, { agent, accounts: accounts.rows, pos: await listPos(ctx.db, agent.licence) });
  });

  app.post('/backoffice/agents', operator, async (c) => {
    const b = parse(newAgent, await readBody(c));
    const agent = await ctx.db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM agents WHERE upper(licence) = upper($1)', [b.licence]);
      if (taken.rows.length > 0)
        throw new ApiError(
          409,
          'conflict',
          `An agent with the licence ${b.licence} exists already.`,
          'licence',
        );
      return saveAgent(tx, c.get('staff'), b.licence, b, null);
    });
    return ok(c, agent);
  });

  app.post('/backoffice/agents/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(editAgent, await readBody(c));
    const agent = await ctx.db.transaction(async (tx) => {
      const before = await needAgent(tx, id);
      return saveAgent(tx, c.get('staff'), before.licence, b, before);
    });
    return ok(c, agent);
  });

  app.post('/backoffice/agents/:id/accounts', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(newAccount, await readBody(c));
    const account = await ctx.db.transaction(async (tx) => {
      const agent = await needAgent(tx, id);
      await asApiCall(() => createAgentUser(tx, asOptions({ ...b, licence: agent.licence })));
      const { rows } = await tx.query<{ id: number; email: string }>(
        'SELECT id, email FROM users WHERE lower(username) = lower($1)',
        [b.email.trim()],
      );
      const made = { ...rows[0]!, licence: agent.licence };
      await recordAudit(tx, c.get('staff'), {
        action: 'agent.account.create',
        entity: 'user',
        entityId: made.id,
        before: null,
        after: made,
      });
      return made;
    });
    return ok(c, account);
  });

  app.post('/backoffice/agents/:id/pos', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(newPo, await readBody(c));
    const po = await ctx.db.transaction(async (tx) => {
      const agent = await needAgent(tx, id);
      const taken = await tx.query('SELECT 1 FROM po_numbers WHERE upper(code) = upper($1)', [b.code]);
      if (taken.rows.length > 0)
        throw new ApiError(409, 'conflict', `A PO number ${b.code} exists already.`, 'code');
      await asApiCall(() =>
        createPo(
          tx,
          asOptions({
            code: b.code,
            licence: agent.licence,
            campaign: b.campaign || undefined,
            'paid-by-agent': b.paid_by_agent,
            business: b.business,
            comfort: b.comfort,
            from: b.valid_from,
            until: b.valid_until,
          }),
          new Date(),
        ),
      );
      const { rows } = await tx.query<{ id: number }>(
        'SELECT id FROM po_numbers WHERE upper(code) = upper($1)',
        [b.code],
      );
      const made = (await poById(tx, rows[0]!.id))!;
      await recordAudit(tx, c.get('staff'), {
        action: 'po.create',
        entity: 'po',
        entityId: made.id,
        before: null,
        after: made,
      });
      return made;
    });
    return ok(c, po);
  });

  app.post('/backoffice/pos/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const po = await ctx.db.transaction(async (tx) => {
      const before = await poById(tx, id);
      if (!before) throw new ApiError(404, 'not_found', `There is no PO number ${id}.`, 'id');
      await setPoDisabled(tx, id, disabled);
      const after = (await poById(tx, id))!;
      await recordAudit(tx, c.get('staff'), {
        action: disabled ? 'po.disable' : 'po.enable',
        entity: 'po',
        entityId: id,
        before,
        after,
      });
      return after;
    });
    return ok(c, po);
  });
}

/** Creates or changes an agent through the create-agent command's rules, and audits it. */
async function saveAgent(
  tx: Queryable,
  staff: StaffEnv['Variables']['staff'],
  licence: string,
  b: z.output<typeof editAgent>,
  before: AgentRow | null,
): Promise<AgentRow> {
  await asApiCall(() =>
    createAgent(
      tx,
      asOptions({ licence, name: b.name, email: b.email, payment: b.payment_method, uid: before?.uid ?? '' }),
    ),
  );
  if (b.campaign) await ensureCampaign(tx, licence, b.campaign);
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM agents WHERE licence = $1', [licence]);
  const after = (await agentById(tx, rows[0]!.id))!;
  await recordAudit(tx, staff, {
    action: before ? 'agent.edit' : 'agent.create',
    entity: 'agent',
    entityId: after.id,
    before,
    after,
  });
  return after;
}
