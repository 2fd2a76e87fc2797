/** Fills in the reference on a payment outcome page from the query values of its address. */
import { agentQueryOf, orderReference, outcomeVariant, paymentReference } from '../utils/outcome';

const root = document.querySelector<HTMLElement>('[data-outcome]');

// An invoiced or free booking, or a payment still being checked, has its own heading and text.
const variant = outcomeVariant(location.search);
if (root && variant) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-variant]')) {
    el.hidden = el.dataset.variant !== variant;
  }
}
// A change of a booking leads back to the booking, not to a new one (the variant links there); a
// payment still being checked must not be paid again (its text says so).
if (root && (new URLSearchParams(location.search).has('revision') || variant === 'pending')) {
  for (const el of document.querySelectorAll<HTMLElement>('[data-new-booking-item]')) el.hidden = true;
}
const line = root?.querySelector<HTMLElement>('[data-reference]');
const value = root?.querySelector<HTMLElement>('[data-reference-value]');
if (root && line && value) {
  const reference =
    root.dataset.outcome === 'confirmed' && !variant
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
