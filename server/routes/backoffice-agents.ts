/**
 * The back office's calls on travel agents and licences (issue 13): list, create and edit an agent
 * (name, e-mail, payment method, campaign), create its agent accounts and PO numbers, disable a PO
 * number. The rules are the agency service's (server/agencies/agency-service.ts), which the command
 * line calls too; every change is audited.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { LANGS, isValidEmail, type BackofficeAgentAccountMade, type BackofficeAgentDetail } from '../../core';
import {
  createAgent,
  createAgentAccount,
  createPo,
  disablePo,
  editAgent,
  needAgent,
} from '../agencies/agency-service';
import {
  asApiCall,
  dateInput,
  flagInput,
  line,
  optionalLine,
  wholeNumber,
} from '../backoffice/catalogue-input';
import type { StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { agentAccounts, listBackofficeAgents } from '../data/agencies/backoffice-agents-repo';
import { listPos } from '../data/catalogue/backoffice-catalogue-repo';
import { ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';

const agentFields = {
  name: line(200),
  email: z.email('an e-mail address').max(254),
  payment_method: z.enum(['INVOICE', 'ONLINE'], 'INVOICE or ONLINE'),
  campaign: optionalLine(40),
};
const newAgent = z.object({ licence: line(40), ...agentFields }).strict();
const editAgentBody = z.object(agentFields).strict();
const newAccount = z
  .object({
    // The registration's rule (core's validateRegistration): the username is the e-mail address.
    email: z.string({ error: 'is required' }).trim().max(254).refine(isValidEmail, 'an e-mail address'),
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

/** The agent's fields of a create or edit call, as the agency service takes them. */
const agentInput = (b: z.output<typeof editAgentBody>) => ({
  name: b.name,
  email: b.email,
  paymentMethod: b.payment_method,
  campaign: b.campaign,
});

/** Adds the agent calls to the catalogue module `app`; `operator` is its role check. */
export function agentCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/agents', operator, async (c) => {
    const rows = await listBackofficeAgents(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.get('/backoffice/agents/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const agent = await asApiCall(() => needAgent(ctx.db, id));
    const accounts = await agentAccounts(ctx.db, agent.licence);
    return ok(c, {
      agent,
      accounts,
      pos: await listPos(ctx.db, agent.licence),
    } satisfies BackofficeAgentDetail);
  });

  app.post('/backoffice/agents', operator, async (c) => {
    const b = parse(newAgent, await readBody(c));
    const agent = await asApiCall(() =>
      ctx.db.transaction((tx) =>
        createAgent(tx, { licence: b.licence, uid: '', ...agentInput(b) }, c.get('staff')),
      ),
    );
    return ok(c, agent);
  });

  app.post('/backoffice/agents/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(editAgentBody, await readBody(c));
    const agent = await asApiCall(() =>
      ctx.db.transaction((tx) => editAgent(tx, id, agentInput(b), c.get('staff'))),
    );
    return ok(c, agent);
  });

  app.post('/backoffice/agents/:id/accounts', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(newAccount, await readBody(c));
    const account = await asApiCall(() =>
      ctx.db.transaction(async (tx) => {
        const agent = await needAgent(tx, id);
        const { agentName: _, ...made } = await createAgentAccount(tx, agent.licence, b, c.get('staff'));
        return made;
      }),
    );
    return ok(c, account satisfies BackofficeAgentAccountMade);
  });

  app.post('/backoffice/agents/:id/pos', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(newPo, await readBody(c));
    const po = await asApiCall(() =>
      ctx.db.transaction(async (tx) => {
        const agent = await needAgent(tx, id);
        return createPo(
          tx,
          {
            code: b.code,
            licence: agent.licence,
            campaign: b.campaign,
            paidByAgent: b.paid_by_agent,
            businessDiscountPercent: b.business,
            comfortDiscountPercent: b.comfort,
            validFrom: b.valid_from,
            validUntil: b.valid_until,
          },
          new Date(),
          { by: c.get('staff') },
        );
      }),
    );
    return ok(c, po);
  });

  app.post('/backoffice/pos/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const po = await asApiCall(() => ctx.db.transaction((tx) => disablePo(tx, id, disabled, c.get('staff'))));
    return ok(c, po);
  });
}
