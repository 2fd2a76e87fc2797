/**
 * The check of an agent link's pair of licence and user id (issue 31), wherever a licence is honoured:
 * the price call (its `TALICBEKEND`, and whether the agency's PO terms apply), the check call
 * (`GET billoprice/checklicence`) and the order call (server/orders/agent-columns.ts). A licence is
 * printed in every link an agency hands out, so a licence alone must not give agent terms: the link
 * also carries the agent's user id, or the caller is logged in with the agent account of the licence.
 * core's agentLinkProblem is the rule; this file reads what it needs.
 */
import { agentLinkProblem, sameLicence, type AgentLinkProblem } from '../../core';
import { agentLicenceOf } from '../data/accounts/users-repo';
import { findAgent, type Agent } from '../data/agents/agents-repo';
import type { Queryable } from '../data/database';
import type { CodeGuard, CodeRequest } from './code-throttle';
import { agentUidForQuote } from './quote-reads';

/** A link's licence and user id as a request carries them, and the logged-in user who asks. */
export interface AgentLinkRequest {
  talic: string;
  uid?: string | undefined;
  callerUserId?: number | null | undefined;
}

/**
 * The look-up throttle's code of a link: its licence, joined with its user id when it has one, so a
 * user id guessed for a known licence counts like a guessed licence (the answers tell a right user id
 * from a wrong one). '' without a licence: nothing to look up.
 */
export function agentLinkCode(link: AgentLinkRequest): string {
  const talic = link.talic.trim();
  const uid = (link.uid ?? '').trim();
  return talic === '' || uid === '' ? talic : `${talic} ${uid}`;
}

/** The throttle request of a link's look-up, naming `talic` in a 429. */
export function agentLinkLookup(link: AgentLinkRequest): CodeRequest {
  return { kind: 'licence', code: agentLinkCode(link), field: 'talic' };
}

/** What the check of a link found: its problem (null when the pair is valid) and, read strictly, the agent. */
export interface AgentLinkOutcome {
  problem: AgentLinkProblem | null;
  /** The agent of the licence when read strictly (the order call stores its columns); else null. */
  agent: Agent | null;
  /** Whether the caller is logged in with the agent account of this licence. */
  ownLogin: boolean;
}

/**
 * Checks a link's licence and user id together, for a link that carries a licence. 'lenient' (price and
 * check calls) reuses a licence's read for a few seconds (./quote-reads.ts); 'strict' (the order call)
 * reads the agent afresh. The outcome is settled in `guard`: an invalid pair counts towards the
 * client's limit of refused look-ups, which the caller admitted with {@link agentLinkLookup}.
 */
export async function checkAgentLink(
  db: Queryable,
  link: AgentLinkRequest,
  strictness: 'lenient' | 'strict',
  guard: CodeGuard,
): Promise<AgentLinkOutcome> {
  const agent = strictness === 'strict' ? await findAgent(db, link.talic) : null;
  const agentUid = strictness === 'strict' ? (agent?.uid ?? null) : await agentUidForQuote(db, link.talic);
  const uid = link.uid ?? '';
  // The price call reads the login only when the user id alone does not settle the pair; the order
  // call always does, as a logged-in agent's order gets the agent's own columns.
  const needsLogin = agentUid !== null && (strictness === 'strict' || (agentUid !== '' && uid !== agentUid));
  const callerLicence = needsLogin ? await agentLicenceOf(db, link.callerUserId ?? null) : null;
  const ownLogin = callerLicence !== null && sameLicence(callerLicence, link.talic);
  const problem = agentLinkProblem(agentUid, uid, ownLogin);
  await guard.settle('licence', agentLinkCode(link), problem === null);
  return { problem, agent, ownLogin };
}
