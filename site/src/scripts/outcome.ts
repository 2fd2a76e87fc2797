/** Fills in the reference on a payment outcome page from the query values of its address. */
import { agentQueryOf, orderReference, paymentReference } from '../utils/outcome';

const root = document.querySelector<HTMLElement>('[data-outcome]');
const line = root?.querySelector<HTMLElement>('[data-reference]');
const value = root?.querySelector<HTMLElement>('[data-reference-value]');
if (root && line && value) {
  const reference =
    root.dataset.outcome === 'confirmed'
      ? paymentReference(location.search)
      : orderReference(location.search);
  if (reference) {
    value.textContent = reference;
    line.hidden = false;
  }
}

// Agent orders come back with their agent values; the way to a new booking keeps them.
const agentQuery = agentQueryOf(location.search);
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-new-booking]')) {
  if (agentQuery) link.setAttribute('href', `${link.pathname}${agentQuery}`);
}
