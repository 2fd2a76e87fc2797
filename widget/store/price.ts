/**
 * The price slice: the price is recalculated 1000 ms after the last relevant change (SPEC 4), a failed
 * call keeps the last price and blocks nothing; coupons are checked 500 ms after typing stops.
 */
import { type PriceResult, priceTotals, routesFromPrice, toPriceRequest } from '../../core';
import { patchDraft, settledType } from './helpers';
import type { PriceSlice, SliceArgs } from './types';

/** Delay between the last change and the price call. */
export const PRICE_DELAY_MS = 1000;

/** Delay between the last keystroke in the coupon field and its check. */
export const COUPON_DELAY_MS = 500;

type PriceActions = Omit<PriceSlice, 'price' | 'priceLoading' | 'coupon'>;

/** Creates the price slice's actions. */
export function priceActions(...[set, get, deps]: SliceArgs): PriceActions {
  let priceTimer: ReturnType<typeof setTimeout> | undefined;
  let couponTimer: ReturnType<typeof setTimeout> | undefined;
  let priceSeq = 0;
  let couponSeq = 0;

  const priceable = () => {
    const s = get();
    const d = s.draft;
    const airport = d.departure ? d.airportDeparture : d.airportRetour;
    return airport !== '' && (s.lookup.departure.city !== '' || s.lookup.retour.city !== '');
  };

  return {
    setPo(po) {
      patchDraft(set, get, { POnr: po });
      get().schedulePrice();
    },
    schedulePrice() {
      clearTimeout(priceTimer);
      if (!priceable()) return;
      set({ priceLoading: true });
      priceTimer = setTimeout(() => void get().runPrice(), PRICE_DELAY_MS);
    },
    async runPrice(): Promise<PriceResult | null> {
      clearTimeout(priceTimer);
      if (!priceable()) {
        set({ priceLoading: false });
        return get().price;
      }
      const id = ++priceSeq;
      set({ priceLoading: true });
      try {
        const price = await deps.api.price(toPriceRequest(get().draft));
        if (id !== priceSeq) return price;
        // Route data is the server's answer, not the customer's change: keep the idempotency key.
        set({ price, priceLoading: false, draft: { ...get().draft, ...routesFromPrice(price) } });
        const type = settledType(get(), deps.now());
        if (type !== get().draft.type) {
          patchDraft(set, get, { type });
          get().schedulePrice();
        }
        deps.emit('tb-price', { ...priceTotals(get().draft, price), currency: 'EUR' });
        return price;
      } catch {
        // A failed price call is silent (SPEC 8): the last price stays and nothing is blocked.
        if (id === priceSeq) set({ priceLoading: false });
        return get().price;
      }
    },
    openCoupon(open) {
      clearTimeout(couponTimer);
      couponSeq++;
      set({ coupon: { open, input: '', state: 'idle' } });
    },
    setCouponInput(code) {
      clearTimeout(couponTimer);
      const id = ++couponSeq;
      const trimmed = code.trim();
      const coupon = get().coupon;
      if (!trimmed) return set({ coupon: { ...coupon, input: code, state: 'idle' } });
      if (get().draft.coupons.some((c) => c.toLowerCase() === trimmed.toLowerCase())) {
        return set({ coupon: { ...coupon, input: code, state: 'duplicate' } });
      }
      set({ coupon: { ...coupon, input: code, state: 'checking' } });
      couponTimer = setTimeout(() => {
        deps.api.checkCoupon(trimmed).then(
          (valid) => {
            if (id === couponSeq) set({ coupon: { ...get().coupon, state: valid ? 'valid' : 'invalid' } });
          },
          () => {
            if (id === couponSeq) set({ coupon: { ...get().coupon, state: 'invalid' } });
          },
        );
      }, COUPON_DELAY_MS);
    },
    addCoupon() {
      const { coupon, draft } = get();
      if (coupon.state !== 'valid') return;
      patchDraft(set, get, { coupons: [...draft.coupons, coupon.input.trim()] });
      set({ coupon: { open: false, input: '', state: 'idle' } });
      get().schedulePrice();
    },
    removeCoupon(code) {
      patchDraft(set, get, { coupons: get().draft.coupons.filter((c) => c !== code) });
      get().schedulePrice();
    },
  };
}
