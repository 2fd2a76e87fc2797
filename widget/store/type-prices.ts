/**
 * The call that follows a price answer for the vehicle cards (issue 17): `POST billoprice/types` prices
 * every transport type for the draft (docs/booking-api.md "Prices of all types"). Loaded with the price
 * call (./price-call.ts), never with the first step. Which answer is the newest is the element's own
 * business: its price slice (./price.ts) keeps that count, so two elements on one page never discard
 * each other's answers.
 */
import { type TypePriceResult, toPriceRequest } from '../../core';
import { call, type Envelope } from '../../client';
import type { SliceArgs } from './types';

/**
 * Asks the prices of all types for the current draft: the answer for `typePrices`, or null when the
 * call failed (the cards then show no prices; like the price call, it is silent). Event mode has no
 * such call (undefined): its cards show no price.
 */
export async function requestTypePrices(
  ...[, get, deps]: SliceArgs
): Promise<TypePriceResult[] | null | undefined> {
  if (deps.eventId) return undefined;
  try {
    const json = toPriceRequest(get().draft);
    const body = await call(
      () => deps.http.post('billoprice/types', { json }).json<Envelope<TypePriceResult[]>>(),
      'api.price',
    );
    return body.data;
  } catch {
    return null;
  }
}
