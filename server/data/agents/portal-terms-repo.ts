/**
 * An agent's terms as the agents' portal shows them (issue 13): the agent row, its campaigns and its
 * PO numbers with their discounts.
 */
import type { PortalAgentTerms } from '../../../core';
import type { Queryable } from '../database';

/** The agent's terms: payment method, campaigns and PO numbers with their discounts. */
export type AgentTerms = PortalAgentTerms;

/** Reads the terms of `licence`; null when the agent row is gone. */
export async function agentTerms(db: Queryable, licence: string): Promise<AgentTerms | null> {
  const { rows } = await db.query<Omit<AgentTerms, 'campaigns' | 'po_numbers'>>(
    'SELECT licence, uid, name, email, payment_method FROM agents WHERE licence = $1',
    [licence],
  );
  const agent = rows[0];
  if (!agent) return null;
  const { rows: campaigns } = await db.query<AgentTerms['campaigns'][number]>(
    'SELECT code, description FROM agent_campaigns WHERE agent_licence = $1 ORDER BY code',
    [licence],
  );
  const { rows: po } = await db.query<AgentTerms['po_numbers'][number]>(
    `SELECT code, campaign, paid_by_agent, business_discount_percent, comfort_discount_percent, valid_from,
            valid_until
       FROM po_numbers WHERE agent_licence = $1 ORDER BY valid_until DESC, code`,
    [licence],
  );
  return { ...agent, campaigns, po_numbers: po };
}
