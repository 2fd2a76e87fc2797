/** Reading the payment outcome pages' query values (SPEC 4 "Order flow", SPEC 7 "Payment hand-off"). */
import { AGENT_QUERY_NAMES, readAgentQuery } from '../../../core';

// The provider's return parameters (PAYID, orderID) and the order suffix the failure and cancel pages
// receive. Names are compared case-insensitively because providers differ in how they spell them.
const REFERENCE_NAMES = ['payid', 'orderid'];
const ORDER_NAMES = ['orderid', 'order', 'id'];

// A reference is shown to the customer, so only the characters real references use are let through.
const SAFE_REFERENCE = /^[A-Za-z0-9._-]{1,64}$/;

function firstValue(search: string, names: readonly string[]): string | undefined {
  const params = [...new URLSearchParams(search)];
  for (const name of names) {
    const hit = params.find(
      ([key, value]) => key.toLowerCase() === name && SAFE_REFERENCE.test(value.trim()),
    );
    if (hit) return hit[1].trim();
  }
  return undefined;
}

/**
 * Gives the payment reference to show on /order-confirmed: the provider's PAYID, else the orderID.
 * Missing or odd-looking values give undefined, and the page then shows no reference line.
 */
export function paymentReference(search: string): string | undefined {
  return firstValue(search, REFERENCE_NAMES);
}

/**
 * Gives the order reference appended to the failure and cancel pages' address: a named orderID (or
 * order/id) value, else a bare suffix such as `?12345`.
 */
export function orderReference(search: string): string | undefined {
  const named = firstValue(search, ORDER_NAMES);
  if (named) return named;
  const bare = search.replace(/^\?/, '').trim();
  return !bare.includes('=') && SAFE_REFERENCE.test(bare) ? bare : undefined;
}

/**
 * Gives the agent and partner query values of an outcome page's address (the payment hand-off returns
 * them for agent orders; read by core's readAgentQuery) as a query string for the link back to a new
 * booking, in upper case, so an agent stays in agent mode; '' when there are none.
 */
export function agentQueryOf(search: string): string {
  const values = readAgentQuery(new URLSearchParams(search));
  const kept = new URLSearchParams();
  for (const name of AGENT_QUERY_NAMES) {
    const value = values[name];
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Which text an outcome page shows besides its default one. */
export type OutcomeVariant = 'invoice' | 'free' | 'pending' | 'revision';

/**
 * Reads the variant of an outcome page from its query: `pending=1` first (the provider has not settled
 * the payment), then `revision=<id>` after paying (or not) the difference of a change of a booking
 * (issue 27: confirmed, or the booking unchanged), `via=invoice`
 * or `via=free` on the confirmed page (nothing was paid), `pending=1` on the failed page (the provider
 * has not settled the payment).
 */
export function outcomeVariant(search: string): OutcomeVariant | undefined {
  const params = new URLSearchParams(search);
  // A difference the provider has not settled yet may still apply the change: "still checking" first.
  if (params.get('pending') === '1') return 'pending';
  if (/^[1-9][0-9]{0,9}$/.test(params.get('revision') ?? '')) return 'revision';
  const via = params.get('via');
  if (via === 'invoice' || via === 'free') return via;
  return params.get('pending') === '1' ? 'pending' : undefined;
}
