/**
 * One request of the mixed load that `npm run memory` and the bench's memory section send: 4 in 10 a
 * price call for a varied address (house numbers vary too, as customers type them), 3 in 10 a street
 * look-up with a prefix of 1 to 8 letters in one of the three languages, as typing gives them, 3 in 10
 * a public read. Request `i` of a load picks its street with a stride prime to the kinds' period, so
 * each street is asked in every way over a run.
 */
import { priceRequest } from '../tests/support/payloads';
import type { Client } from '../tests/soak/http';

/** A street and its postal code. */
export interface MixStreet {
  postcode: number;
  name: string;
}

/** Sends request `i` of the mix with the caller's `token`; resolves with its status. */
export async function mixedRequest(
  client: Client,
  token: string,
  streets: readonly MixStreet[],
  i: number,
): Promise<number> {
  const s = streets[(i * 7919) % streets.length]!;
  const kind = i % 10;
  if (kind < 4) {
    const body = priceRequest({ fromheen: `${s.name} ${1 + (i % 97)}, ${s.postcode} X` });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    return (
      await client.send({ method: 'POST', path: '/api/billoprice', headers, body: JSON.stringify(body) })
    ).status;
  }
  if (kind < 7) {
    const prefix = encodeURIComponent(s.name.slice(0, 1 + (i % 8)));
    const lang = ['nl', 'fr', 'en'][i % 3];
    return (
      await client.send({
        method: 'GET',
        path: `/api/streets/zoekstraten/${s.postcode}/${prefix}?lang=${lang}`,
      })
    ).status;
  }
  const path = ['/api/airports', '/api/settings', '/api/version'][i % 3]!;
  return (await client.send({ method: 'GET', path })).status;
}
