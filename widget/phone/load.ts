/** Loads the mobile phone check on demand: the metadata is large and only step 3 needs it. */
import { loadChunk } from '../chunks/load-chunk';

/** Resolves with a function that tells whether a phone number is a valid mobile number. */
export async function loadPhoneCheck(): Promise<(phone: string) => boolean> {
  return (await loadChunk(() => import('./phone'))).isMobilePhone;
}
