/**
 * Travel agents and their licences (issue 13): create or change an agent, give it logins and PO
 * numbers, disable a PO number. The command line (server/cli/agency-commands.ts) and the back office
 * (server/routes/backoffice-agents.ts) both call these with checked, typed values. Given `by`, the
 * staff member acting in the back office, a change is audited in the caller's transaction; the command
 * line's own audit row is written by server/cli/admin-commands.ts.
 */
import {
  addDays,
  brusselsToday,
  type BackofficeAgent,
  type BackofficeAgentAccountMade,
  type Lang,
} from '../../core';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import {
  ensureCampaign,
  findAgent,
  upsertAgent,
  upsertPo,
  type PaymentMethod,
} from '../data/agents/agents-repo';
import {
  agentLicenceTaken,
  backofficeAgentById,
  backofficeAgentByLicence,
  userByUsername,
} from '../data/agencies/backoffice-agents-repo';
import { poById, poIdByCode, setPoDisabled, type PoRow } from '../data/catalogue/backoffice-catalogue-repo';
import type { Queryable } from '../data/database';
import { ServiceRefusal, invalidField } from '../service-refusal';
import { insertManagedAccount } from '../staff/managed-accounts';

/** An agent's fields as the operator gives them. */
export interface AgentInput {
  licence: string;
  name: string;
  email: string;
  paymentMethod: PaymentMethod;
  /** The agent's VAT or company number ('' for none). */
  uid: string;
  /** A campaign to add to the agent's campaigns ('' for none). */
  campaign: string;
}

const noAgent = (licence: string) =>
  invalidField('licence', `no agent has the licence ${licence}; create-agent first.`);

/** Agent `id`; a refusal naming `id` when there is none. */
export async function needAgent(db: Queryable, id: number): Promise<BackofficeAgent> {
  const agent = await backofficeAgentById(db, id);
  if (!agent) throw new ServiceRefusal('not_found', ['id'], `There is no agent ${id}.`);
  return agent;
}

/**
 * Creates the agent of `a.licence`, or changes it when it exists (the command line's create-agent),
 * adds `a.campaign` to its campaigns, and answers it as the back office shows it.
 */
export async function saveAgent(tx: Queryable, a: AgentInput, by?: AuditActor): Promise<BackofficeAgent> {
  const before = await backofficeAgentByLicence(tx, a.licence);
  await upsertAgent(tx, {
    licence: a.licence,
    name: a.name,
    email: a.email,
    uid: a.uid,
    paymentMethod: a.paymentMethod,
  });
  if (a.campaign) await ensureCampaign(tx, a.licence, a.campaign);
  const after = (await backofficeAgentByLicence(tx, a.licence))!;
  if (by)
    await recordAudit(tx, by, {
      action: before ? 'agent.edit' : 'agent.create',
      entity: 'agent',
      entityId: after.id,
      before,
      after,
    });
  return after;
}

/** Creates a new agent; a licence that exists already, in any case, is refused. */
export async function createAgent(tx: Queryable, a: AgentInput, by: AuditActor): Promise<BackofficeAgent> {
  if (await agentLicenceTaken(tx, a.licence))
    throw new ServiceRefusal(
      'conflict',
      ['licence'],
      `An agent with the licence ${a.licence} exists already.`,
    );
  return saveAgent(tx, a, by);
}

/** Changes agent `id`'s name, e-mail, payment method and campaigns; its licence and uid stay. */
export async function editAgent(
  tx: Queryable,
  id: number,
  fields: Omit<AgentInput, 'licence' | 'uid'>,
  by: AuditActor,
): Promise<BackofficeAgent> {
  const before = await needAgent(tx, id);
  return saveAgent(tx, { ...fields, licence: before.licence, uid: before.uid }, by);
}

/** The fields of an agent's login. */
export interface AgentAccountInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  lang: Lang;
}

/** An agent login as made: core's answer shape. */
export type AgentAccount = BackofficeAgentAccountMade;

/**
 * Creates a travel-agent login for the existing agent licence `licence`: the agent logs in with the
 * e-mail address and password, and only such a login may settle that licence's orders by invoice. The
 * password follows the one rule of every account password (server/accounts/password-rules.ts).
 */
export async function createAgentAccount(
  tx: Queryable,
  licence: string,
  account: AgentAccountInput,
  by?: AuditActor,
): Promise<AgentAccount & { agentName: string }> {
  const agent = await findAgent(tx, licence);
  if (!agent) throw noAgent(licence);
  // The licence as stored: the foreign key compares it exactly.
  const id = await insertManagedAccount(tx, { ...account, userType: 'agent', agentLicence: agent.licence });
  const user = await userByUsername(tx, account.email);
  const made = { id, email: user?.email ?? account.email, licence: agent.licence };
  if (by)
    await recordAudit(tx, by, {
      action: 'agent.account.create',
      entity: 'user',
      entityId: id,
      before: null,
      after: made,
    });
  return { ...made, agentName: agent.name };
}

/** A PO number's terms as the operator gives them. */
export interface PoInput {
  code: string;
  licence: string;
  /** The campaign it belongs to ('' for none). */
  campaign: string;
  paidByAgent: boolean;
  businessDiscountPercent: number;
  comfortDiscountPercent: number;
  /** 'YYYY/MM/DD'; today (Brussels) when absent. */
  validFrom?: string | undefined;
  /** 'YYYY/MM/DD'; a year after today when absent. */
  validUntil?: string | undefined;
}

/**
 * Creates PO number `po` of an existing agent, valid from today for a year unless told, and answers it.
 * `replace` (the command line): a PO number of that code is changed; without it, refused.
 */
export async function createPo(
  tx: Queryable,
  po: PoInput,
  now: Date,
  opts: { replace?: boolean; by?: AuditActor } = {},
): Promise<PoRow> {
  if (!opts.replace && (await poIdByCode(tx, po.code)) !== null)
    throw new ServiceRefusal('conflict', ['code'], `A PO number ${po.code} exists already.`);
  if ((await backofficeAgentByLicence(tx, po.licence)) === null) throw noAgent(po.licence);
  const today = brusselsToday(now);
  const from = po.validFrom ?? today;
  const until = po.validUntil ?? addDays(today, 365);
  // Named `until` in both the back office and the command line, as the back office always answered.
  if (from > until) throw invalidField('until', 'must not be before {from}.');
  await upsertPo(tx, {
    code: po.code,
    agentLicence: po.licence,
    campaign: po.campaign || null,
    paidByAgent: po.paidByAgent,
    businessDiscountPercent: po.businessDiscountPercent,
    comfortDiscountPercent: po.comfortDiscountPercent,
    validFrom: from,
    validUntil: until,
  });
  const made = (await poById(tx, (await poIdByCode(tx, po.code))!))!;
  if (opts.by)
    await recordAudit(tx, opts.by, {
      action: 'po.create',
      entity: 'po',
      entityId: made.id,
      before: null,
      after: made,
    });
  return made;
}

/** Disables (or re-enables) PO number `id` as `by`, and answers it. */
export async function disablePo(
  tx: Queryable,
  id: number,
  disabled: boolean,
  by: AuditActor,
): Promise<PoRow> {
  const before = await poById(tx, id);
  if (!before) throw new ServiceRefusal('not_found', ['id'], `There is no PO number ${id}.`);
  await setPoDisabled(tx, id, disabled);
  const after = (await poById(tx, id))!;
  await recordAudit(tx, by, {
    action: disabled ? 'po.disable' : 'po.enable',
    entity: 'po',
    entityId: id,
    before,
    after,
  });
  return after;
}
