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
