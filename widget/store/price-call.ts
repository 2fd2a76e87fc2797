/**
 * The price call itself, loaded with the first price (price.ts keeps the debounce and the order of
 * answers): the draft becomes core's price request, and the answer's routes, the settled transport
 * type and a `tb-price` event follow from it. Since issue 29 the same request brings the vehicle cards'
 * prices (`POST billoprice?soorten=1`, its `SOORTEN`), so a draft change costs one request, not a price
 * call and a `billoprice/types` call. Kept out of the first step's code: step 0 shows before any price
 * is asked.
 */
import {
  type PriceResult,
  type TypePriceResult,
  priceTotals,
  routesFromPrice,
  toPriceRequest,
} from '../../core';
import { call, type Envelope } from '../../client';
import { patchDraft, settledType } from './helpers';
import type { SliceArgs } from './types';

/** A price answer: the draft's own price and, outside event mode, every type's price for the cards. */
export interface PriceAnswer {
  price: PriceResult;
  /** The cards' prices (`SOORTEN`); undefined in event mode, whose cards show no price. */
  types?: TypePriceResult[];
}

/** Asks the server the price of the current draft, with the vehicle cards' prices. */
export async function requestPrice(...[, get, deps]: SliceArgs): Promise<PriceAnswer> {
  const request = toPriceRequest(get().draft);
  if (!deps.eventId) {
    const { SOORTEN: types, ...price } = await deps.api.price(request);
    return { price, types };
  }
  // Event mode: the event's venue is the other end of each leg (docs/events-api.md).
  const json = { ...request, idevent: deps.eventId };
  const price = (
    await call(
      () => deps.http.post('billoevents/berekenprijs', { json }).json<Envelope<PriceResult>>(),
      'api.price',
    )
  ).data;
  return { price };
}

/**
 * Takes a price answer in: its price and cards, its routes, the transport type it settles, and the
 * `tb-price` event.
 */
export function applyPrice(...[set, get, deps, answer]: [...SliceArgs, PriceAnswer]): void {
  const { price, types } = answer;
  // Route data is the server's answer, not the customer's change: keep the idempotency key.
  set({
    price,
    priceLoading: false,
    draft: { ...get().draft, ...routesFromPrice(price) },
    ...(types ? { typePrices: types } : {}),
  });
  const type = settledType(get(), deps.now());
  if (type !== get().draft.type) {
    patchDraft(set, get, { type });
    get().schedulePrice();
  }
  deps.emit('tb-price', { ...priceTotals(get().draft, price), currency: 'EUR' });
}
