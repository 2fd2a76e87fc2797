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
