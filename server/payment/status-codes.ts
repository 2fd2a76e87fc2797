import type { OrderStatus } from './state';

/** What a provider STATUS code means for the order. */
export type ProviderOutcome = 'approved' | 'refused' | 'canceled' | 'uncertain';

const APPROVED = new Set([5, 9]);
const REFUSED = new Set([2, 93]);
const CANCELED = new Set([1]);

/**
 * Classifies a provider STATUS code. 5 (authorised) and 9 (payment requested) are approvals; 2
 * (authorisation refused) and 93 (payment refused) are refusals; 1 is a cancel by the customer.
 * Everything else, notably 0 (invalid or incomplete), 52 (authorisation not known) and 92 (payment
 * uncertain) and the "waiting" codes 41, 46, 50, 51, 55, 56, 91, 99, is uncertain: the provider will
 * settle it later through a post-sale request, so the order stays as it is.
 */
export function classifyStatus(code: number): ProviderOutcome {
  if (APPROVED.has(code)) return 'approved';
  if (REFUSED.has(code)) return 'refused';
  if (CANCELED.has(code)) return 'canceled';
  return 'uncertain';
}

/**
 * The order status an outcome asks for, or null when it asks for no change. The provider's `canceled`
 * (the customer broke the payment off on its page) is the order's `payment_cancelled`, not the
 * booking's `cancelled`.
 */
export function targetStatus(outcome: ProviderOutcome): OrderStatus | null {
  return outcome === 'approved'
    ? 'paid'
    : outcome === 'refused'
      ? 'failed'
      : outcome === 'canceled'
        ? 'payment_cancelled'
        : null;
}

/**
 * Reads the provider's AMOUNT (euros with a decimal point, trailing zeros dropped: "15", "15.5",
 * "15.05") as whole cents, or null when it is not such a number.
 */
export function amountToCents(amount: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Writes cents as the provider's AMOUNT on returns: euros, trailing zeros dropped (1500 → "15", 1550 → "15.5"). */
export function centsToAmount(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
