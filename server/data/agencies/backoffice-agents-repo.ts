/**
 * Travel agents as the back office shows them (issue 13): each with its campaigns, its agent logins,
 * and whether a licence is taken. Writing an agent is server/data/agents/agents-repo.ts's `upsertAgent`.
 */
import type { BackofficeAgent, BackofficeAgentAccount } from '../../../core';
import type { Queryable } from '../database';

const AGENT_SELECT = `SELECT a.id, a.licence, a.name, a.email, a.payment_method, a.uid,
  coalesce((SELECT array_agg(code ORDER BY code) FROM agent_campaigns WHERE agent_licence = a.licence), '{}') AS campaigns
  FROM agents a`;

/** Every agent (at most 1000), by name. */
export async function listBackofficeAgents(db: Queryable): Promise<BackofficeAgent[]> {
  const { rows } = await db.query<BackofficeAgent>(`${AGENT_SELECT} ORDER BY a.name, a.id LIMIT 1000`);
  return rows;
}

/** Agent `id`, or null. */
export async function backofficeAgentById(db: Queryable, id: number): Promise<BackofficeAgent | null> {
  const { rows } = await db.query<BackofficeAgent>(`${AGENT_SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The agent whose licence is exactly `licence`, or null. */
export async function backofficeAgentByLicence(
  db: Queryable,
  licence: string,
): Promise<BackofficeAgent | null> {
  const { rows } = await db.query<BackofficeAgent>(`${AGENT_SELECT} WHERE a.licence = $1`, [licence]);
  return rows[0] ?? null;
}

/** Whether an agent has `licence`, in any case. */
export async function agentLicenceTaken(db: Queryable, licence: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM agents WHERE upper(licence) = upper($1)', [licence]);
  return rows.length > 0;
}

/** One login of an agent licence: core's answer shape. */
export type AgentAccountRow = BackofficeAgentAccount;

/** The logins of agent licence `licence`, oldest first. */
export async function agentAccounts(db: Queryable, licence: string): Promise<AgentAccountRow[]> {
  const { rows } = await db.query<AgentAccountRow>(
    `SELECT id, email, firstname, lastname, lang FROM users WHERE agent_licence = $1 ORDER BY id`,
    [licence],
  );
  return rows;
}

/** The id and e-mail address of the user whose username is `username` (any case), or null. */
export async function userByUsername(
  db: Queryable,
  username: string,
): Promise<{ id: number; email: string } | null> {
  const { rows } = await db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0] ?? null;
}
