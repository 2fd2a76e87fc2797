/**
 * The call that follows a price answer for the vehicle cards (issue 17): `POST billoprice/types` prices
 * every transport type for the draft (docs/booking-api.md "Prices of all types"). Loaded with the price
 * call (./price-call.ts), never with the first step.
 */
import { type TypePriceResult, toPriceRequest } from '../../core';
import { call, type Envelope } from '../../client';
import type { SliceArgs } from './types';

let typesSeq = 0;

/**
 * Asks the prices of all types for the current draft and keeps the newest answer in `typePrices`. A
 * failed call leaves the cards without prices (like the price call, it is silent). Event mode has no
 * such call: its cards show no price.
 */
export async function requestTypePrices(...[set, get, deps]: SliceArgs): Promise<void> {
  if (deps.eventId) return;
  const id = ++typesSeq;
  try {
    const json = toPriceRequest(get().draft);
    const body = await call(
      () => deps.http.post('billoprice/types', { json }).json<Envelope<TypePriceResult[]>>(),
      'api.price',
    );
    if (id === typesSeq) set({ typePrices: body.data });
  } catch {
    if (id === typesSeq) set({ typePrices: null });
  }
}
