/**
 * The agent columns of an order (SPEC 3 "Order payload": talic, uid, naamagent, emailagent), as the
 * order call settles them.
 */
import type { AgentLinkProblem } from '../../core';
import { ApiError } from '../http/envelope';
import type { Queryable } from '../data/database';
import { agentLinkLookup, checkAgentLink } from '../pricing/agent-link';
import type { CodeGuard } from '../pricing/code-throttle';
import type { OrderPayload } from './order-schema';

/** The agent columns of an order, as the server settles them (see {@link agentColumns}). */
export type AgentColumns = Pick<OrderPayload, 'talic' | 'uid' | 'naamagent' | 'emailagent'>;

/** The order call's refusal of a link's pair, by its problem: 400 naming the field at fault. */
function refusal(problem: AgentLinkProblem, talic: string): ApiError {
  if (problem === 'unknown')
    return new ApiError(400, 'invalid_request', `The agent licence "${talic}" is not known.`, 'talic');
  const sentence =
    problem === 'uid_missing'
      ? 'The agent user id of this licence is missing.'
      : 'The agent user id does not match the licence.';
  return new ApiError(400, 'invalid_request', sentence, 'uid');
}

/**
 * Checks and settles the agent columns of an order. The licence and the user id are checked together
 * (server/pricing/agent-link.ts, issue 31), and an invalid pair counts in the look-up throttle
 * (`guard`): a licence must be one we know, stored as the agents table writes it, and a visitor who
 * books through an agent's link must also send the agent's user id. A logged-in agent account of that
 * licence is proof enough, and its order gets the agent's own user id, name and e-mail where the
 * payload left them empty. `callerUserId` is the user whose licence counts (the caller, or for a
 * change the order's owner).
 */
export async function agentColumns(
  db: Queryable,
  p: OrderPayload,
  callerUserId: number | null,
  guard: CodeGuard,
): Promise<AgentColumns> {
  const sent = { talic: p.talic, uid: p.uid, naamagent: p.naamagent, emailagent: p.emailagent };
  if (p.talic === '') return sent;
  const link = { talic: p.talic, uid: p.uid, callerUserId };
  // The 400 below tells a valid pair from an invalid one, so pairs pass the look-up throttle.
  await guard.admit([agentLinkLookup(link)]);
  const { problem, agent, ownLogin } = await checkAgentLink(db, link, 'strict', guard);
  if (problem !== null || !agent) throw refusal(problem ?? 'unknown', p.talic);
  if (ownLogin) {
    return {
      talic: agent.licence,
      uid: agent.uid,
      naamagent: p.naamagent || agent.name,
      emailagent: p.emailagent || agent.email,
    };
  }
  return { ...sent, talic: agent.licence };
}
