/**
 * The price slice: the price is recalculated 1000 ms after the last relevant change (SPEC 4), a failed
 * call keeps the last price and blocks nothing; coupons are checked 500 ms after typing stops.
 */
import type { PriceResult } from '../../core';
import { ChunkLoadError, loadChunk } from '../chunks/load-chunk';
import { patchDraft } from './helpers';
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
    // In event mode the event's venue is the other end of every leg.
    const airport = s.eventId || (d.departure ? d.airportDeparture : d.airportRetour);
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
        const call = await loadChunk(() => import('./price-call'));
        // The answer brings the vehicle cards' prices too (issue 29): one request per change.
        const answer = await call.requestPrice(set, get, deps);
        if (id === priceSeq) call.applyPrice(set, get, deps, answer);
        return answer.price;
      } catch (error) {
        // A failed price call is silent (SPEC 8): the last price stays and nothing is blocked. The
        // next change asks again, and so imports a chunk that failed again.
        if (id === priceSeq) set({ priceLoading: false });
        if (error instanceof ChunkLoadError) get().reportChunkFailure();
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
