/**
 * Travel-agent rules shared by the server and the widget (SPEC 6).
 */

/**
 * Tells whether two agent licences (TALIC) name the same agent: equal ignoring case and surrounding
 * spaces. An empty licence never matches, not even another empty one: a booking without a licence is
 * no agent's booking, so it can borrow neither a PO number nor an agent's invoice settlement.
 */
export function sameLicence(a: string, b: string): boolean {
  const left = a.trim().toUpperCase();
  return left !== '' && left === b.trim().toUpperCase();
}

/**
 * The query values of a page address that put the wizard in agent or partner mode (SPEC 2 "/" route,
 * SPEC 6), in the upper case of the links agents get. Also the names the payment hand-off returns them
 * under (SPEC 7).
 */
export const AGENT_QUERY_NAMES = ['TALIC', 'UID', 'TAEMAIL', 'TANAME', 'PARTNER', 'AGENT'] as const;

/** One agent query name. */
export type AgentQueryName = (typeof AGENT_QUERY_NAMES)[number];

/**
 * The agent values of a page address by their upper-case name: absent when the address does not name
 * them, '' when it names them without a value (`?AGENT`).
 */
export type AgentQuery = Partial<Record<AgentQueryName, string>>;

/**
 * Reads the agent values of a page's query. Each name counts in upper case ('TALIC', as links carry it)
 * or lower case ('talic', as people type it); the upper-case one wins when both are there. Values are
 * trimmed.
 *
 * @example readAgentQuery(new URLSearchParams('talic=ABC&AGENT=1')) // { TALIC: 'ABC', AGENT: '1' }
 */
export function readAgentQuery(query: URLSearchParams): AgentQuery {
  const found: AgentQuery = {};
  for (const name of AGENT_QUERY_NAMES) {
    const value = query.get(name) ?? query.get(name.toLowerCase());
    if (value !== null) found[name] = value.trim();
  }
  return found;
}

/**
 * Tells whether a booking is in agent mode: it has a licence, or an agent flag other than empty, 0,
 * false or no (SPEC 6; the `agent` attribute or AGENT query value).
 */
export function isAgentMode(talic: string, agentFlag: string): boolean {
  const flag = agentFlag.trim();
  return talic.trim() !== '' || (flag !== '' && !/^(0|false|no)$/i.test(flag));
}

/**
 * Tells whether opening a page with `query` logs the stored session out (SPEC 4): an agent link (AGENT
 * in the query) logs a customer out, but not the logged-in agent of the link's own licence. The
 * widget's session start (client/session.ts) applies this rule; the site's header reads it too, so it
 * shows "Log in" at once instead of the old name until a reload (issue 17).
 */
export function agentLinkLogsOut(query: URLSearchParams, storedLicence: string): boolean {
  const agent = readAgentQuery(query);
  return agent.AGENT !== undefined && !sameLicence(storedLicence, agent.TALIC ?? '');
}

/**
 * What is wrong with an agent link's pair of licence and user id (issue 31): `unknown` (no agent has
 * the licence, or it was removed), `uid_missing` (the agent has a user id and the link carries none) or
 * `uid_mismatch` (the link's user id is not the agent's). The answer of `GET billoprice/checklicence`.
 */
export type AgentLinkProblem = 'unknown' | 'uid_missing' | 'uid_mismatch';

/** The answer (`data`) of `GET billoprice/checklicence`: whether the pair may book as the agency, else why not. */
export interface AgentLinkAnswer {
  valid: boolean;
  problem: AgentLinkProblem | null;
}

/**
 * Checks an agent link's user id `uid` against the agent of its licence: `agentUid` is that agent's
 * user id ('' when it has none), or null when no agent has the licence. `ownLogin` is true when the
 * caller is logged in with the agent account of that licence, which is proof enough without a user id.
 * Null when the pair may book as the agency (SPEC 6); the price, check and order calls share this rule.
 *
 * @example agentLinkProblem('u-1', '', false) // 'uid_missing'
 */
export function agentLinkProblem(
  agentUid: string | null,
  uid: string,
  ownLogin: boolean,
): AgentLinkProblem | null {
  if (agentUid === null) return 'unknown';
  if (ownLogin || agentUid === '' || uid === agentUid) return null;
  return uid.trim() === '' ? 'uid_missing' : 'uid_mismatch';
}
