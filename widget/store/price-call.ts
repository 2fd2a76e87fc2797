/**
 * The price call itself, loaded with the first price (price.ts keeps the debounce and the order of
 * answers): the draft becomes core's price request, and the answer's routes, the settled transport
 * type and a `tb-price` event follow from it. Kept out of the first step's code: step 0 shows before
 * any price is asked.
 */
import { type PriceResult, priceTotals, routesFromPrice, toPriceRequest } from '../../core';
import { call, type Envelope } from '../../client';
import { patchDraft, settledType } from './helpers';
export { requestTypePrices } from './type-prices';
import type { SliceArgs } from './types';

/** Asks the server the price of the current draft. */
export async function requestPrice(...[, get, deps]: SliceArgs): Promise<PriceResult> {
  const request = toPriceRequest(get().draft);
  if (!deps.eventId) return deps.api.price(request);
  // Event mode: the event's venue is the other end of each leg (docs/events-api.md).
  const json = { ...request, idevent: deps.eventId };
  return (
    await call(
      () => deps.http.post('billoevents/berekenprijs', { json }).json<Envelope<PriceResult>>(),
      'api.price',
    )
  ).data;
}

/** Takes a price answer in: its routes, the transport type it settles, and the `tb-price` event. */
export function applyPrice(...[set, get, deps, price]: [...SliceArgs, PriceResult]): void {
  // Route data is the server's answer, not the customer's change: keep the idempotency key.
  set({ price, priceLoading: false, draft: { ...get().draft, ...routesFromPrice(price) } });
  const type = settledType(get(), deps.now());
  if (type !== get().draft.type) {
    patchDraft(set, get, { type });
    get().schedulePrice();
  }
  deps.emit('tb-price', { ...priceTotals(get().draft, price), currency: 'EUR' });
}
