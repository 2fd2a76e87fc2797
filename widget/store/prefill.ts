/**
 * The prefill of issue 28 once the wizard runs: a coupon the page named is checked and applied like
 * one the customer typed, or shown in the coupon dialog with its usual message when it is not valid.
 */
import type { SliceArgs } from './types';

/**
 * Checks coupon `code` from the page (attribute or URL query) and applies it when valid; an invalid
 * one opens the coupon dialog with the code and its message. Nothing happens when the draft already
 * holds it (a resumed draft) or when the customer is typing a coupon of their own meanwhile.
 */
export async function applyPrefillCoupon(...[set, get, deps, code]: [...SliceArgs, string]): Promise<void> {
  const same = (c: string) => c.toLowerCase() === code.toLowerCase();
  if (!code || get().draft.coupons.some(same)) return;
  const valid = await deps.api.checkCoupon(code).catch(() => false);
  const now = get().coupon;
  // The customer opened the dialog meanwhile: theirs wins.
  if (now.open && now.input !== code) return;
  if (!valid) return set({ coupon: { open: true, input: code, state: 'invalid' } });
  set({ coupon: { open: false, input: code, state: 'valid' } });
  get().addCoupon();
}
