/**
 * The prefill of issue 28 once the wizard runs, in a chunk of its own that init loads while the
 * session starts: the traveller's data and the campaign values the page hands the wizard, and a coupon
 * the page named, checked and applied like one the customer typed, or shown in the coupon dialog with
 * its usual message when it is not valid.
 */
import { readAttribution, readPrefill } from '../../core';
import type { TransferBookingAttributes } from '../contract';
import type { SliceArgs } from './types';

/** What the page hands the wizard: the element's attributes and the page's URL query. */
export interface PagePrefill {
  attrs: TransferBookingAttributes;
  query: URLSearchParams;
}

/**
 * Applies the page's prefill to the draft and gives the coupon it names ('' for none). The campaign
 * values ride with the agent values: a resumed draft takes this page's, a change of a booking (issue
 * 27) keeps the order's own. The traveller's name, e-mail and mobile fill a fresh draft only; a resumed
 * one keeps what the customer typed. Not through patchDraft: this is no change by the customer, so a
 * resumed draft keeps its order key.
 */
export function applyPagePrefill(
  ...[set, get, , page, restored]: [...SliceArgs, PagePrefill, boolean]
): string {
  const attribution = readAttribution(page.attrs, page.query);
  const { coupon, ...traveller } = readPrefill(page.attrs, page.query);
  const { draft, revision } = get();
  const typed = Object.fromEntries(Object.entries(traveller).filter(([, value]) => value !== ''));
  set({
    draft: {
      ...draft,
      ...(restored ? {} : typed),
      ...(!revision && Object.keys(attribution).length > 0 ? { attribution } : {}),
    },
  });
  return coupon;
}

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
