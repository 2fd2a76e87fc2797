import type { Queryable } from '../database';

/** How an agent pays: by invoice or online like a customer. */
export type PaymentMethod = 'INVOICE' | 'ONLINE';

/** A travel agent or partner. */
export interface Agent {
  id: number;
  licence: string;
  uid: string;
  name: string;
  email: string;
  paymentMethod: PaymentMethod;
}

/** A PO number with its agent and discount terms. */
export interface PoRecord {
  code: string;
  agentLicence: string;
  agentName: string;
  agentEmail: string;
  campaign: string | null;
  paidByAgent: boolean;
  businessDiscountPercent: number;
  comfortDiscountPercent: number;
  validFrom: string;
  validUntil: string;
}

const AGENT_COLUMNS = `id, licence, uid, name, email, payment_method AS "paymentMethod"`;

/** Finds an agent by licence (TALIC), ignoring case. */
export async function findAgent(db: Queryable, licence: string): Promise<Agent | null> {
  const { rows } = await db.query<Agent>(
    `SELECT ${AGENT_COLUMNS} FROM agents WHERE upper(licence) = upper($1)`,
    [licence.trim()],
  );
  return rows[0] ?? null;
}

/** Creates an agent, or updates the one with the same licence (so seeding and the CLI can be rerun). */
export async function upsertAgent(db: Queryable, agent: Omit<Agent, 'id'>): Promise<Agent> {
  const { rows } = await db.query<Agent>(
    `INSERT INTO agents (licence, uid, name, email, payment_method) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (licence) DO UPDATE SET uid = excluded.uid, name = excluded.name, email = excluded.email,
       payment_method = excluded.payment_method
     RETURNING ${AGENT_COLUMNS}`,
    [agent.licence, agent.uid, agent.name, agent.email, agent.paymentMethod],
  );
  return rows[0]!;
}

/** Creates an agent campaign unless it exists. */
export async function ensureCampaign(
  db: Queryable,
  licence: string,
  code: string,
  description = '',
): Promise<void> {
  await db.query(
    `INSERT INTO agent_campaigns (agent_licence, code, description) VALUES ($1, $2, $3)
     ON CONFLICT (agent_licence, code) DO NOTHING`,
    [licence, code, description],
  );
}

/** Finds a PO number (case-insensitive) with its agent; one the operator disabled is not found. */
export async function findPo(db: Queryable, code: string): Promise<PoRecord | null> {
  const { rows } = await db.query<PoRecord>(
    `SELECT p.code, p.agent_licence AS "agentLicence", a.name AS "agentName", a.email AS "agentEmail",
            p.campaign, p.paid_by_agent AS "paidByAgent",
            p.business_discount_percent AS "businessDiscountPercent",
            p.comfort_discount_percent AS "comfortDiscountPercent",
            p.valid_from AS "validFrom", p.valid_until AS "validUntil"
       FROM po_numbers p JOIN agents a ON a.licence = p.agent_licence
      WHERE upper(p.code) = upper($1) AND p.disabled_at IS NULL`,
    [code.trim()],
  );
  return rows[0] ?? null;
}

/** The fields of a new PO number. */
export type NewPo = Omit<PoRecord, 'agentName' | 'agentEmail'>;

/** Creates a PO number, or updates the one with the same code; its campaign is created when missing. */
export async function upsertPo(db: Queryable, po: NewPo): Promise<void> {
  if (po.campaign) await ensureCampaign(db, po.agentLicence, po.campaign);
  await db.query(
    `INSERT INTO po_numbers (code, agent_licence, campaign, paid_by_agent, business_discount_percent,
                             comfort_discount_percent, valid_from, valid_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (upper(code)) DO UPDATE SET agent_licence = excluded.agent_licence, campaign = excluded.campaign,
       paid_by_agent = excluded.paid_by_agent, business_discount_percent = excluded.business_discount_percent,
       comfort_discount_percent = excluded.comfort_discount_percent, valid_from = excluded.valid_from,
       valid_until = excluded.valid_until`,
    [
      po.code,
      po.agentLicence,
      po.campaign,
      po.paidByAgent,
      po.businessDiscountPercent,
      po.comfortDiscountPercent,
      po.validFrom,
      po.validUntil,
    ],
  );
}
