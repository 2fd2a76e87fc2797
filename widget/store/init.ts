/**
 * Starting an element: wait for the session (SPEC 2: the wizard shows only once a token exists), then
 * load the airports, prefill a logged-in customer's data and look up a prefilled postal code.
 */
import type { BookingDraft, UserData } from '../../core';
import { loadChunk } from '../chunks/load-chunk';
import type { PagePrefill } from './prefill';
import type { SliceArgs } from './types';

/** The draft fields a logged-in customer's data fills, only where the draft is still empty. */
function prefillFromUser(d: BookingDraft, data: UserData): Partial<BookingDraft> {
  const u = data.user;
  const patch: Partial<BookingDraft> = {};
  if (!d.firstName && u.firstname) patch.firstName = u.firstname;
  if (!d.lastName && u.lastname) patch.lastName = u.lastname;
  if (!d.email && u.email) patch.email = u.email;
  if (!d.phone && u.phone) patch.phone = u.phone;
  return patch;
}

/**
 * Creates the init action; `restored` tells whether the draft came from sessionStorage, `page` holds
 * the element's attributes and the page's URL query for the prefill (issue 28).
 */
export function initAction(
  ...[set, get, deps, restored, page]: [...SliceArgs, () => boolean, PagePrefill]
): () => Promise<void> {
  return async () => {
    // The prefill chunk loads while the session starts: what the page hands the wizard (traveller,
    // campaign values, coupon) is read there, since only the booking needs it.
    const prefill = loadChunk(() => import('./prefill'));
    let session: { userId: number; agentLicence?: string };
    try {
      session = await deps.session();
    } catch {
      set({ status: 'failed' });
      return;
    }
    const coupon = await prefill.then(
      (m) => m.applyPagePrefill(set, get, deps, page, restored()),
      () => (get().reportChunkFailure(), ''),
    );
    const { userId, agentLicence = '' } = session;
    set({ status: 'ready', userId, agentLicence });
    // A logged-in agent books in agent mode for its own licence unless the page names an agent. Not
    // through patchDraft: this is no change by the customer, so a resumed draft keeps its order key.
    if (agentLicence && !get().draft.talic) {
      set({ draft: { ...get().draft, agent: true, talic: agentLicence } });
    }
    deps.api.airports().then(
      (airports) => set({ airports }),
      () => undefined,
    );
    // Event mode reads its event (and the ride times it gives) from a chunk only it loads; a failed
    // chunk is told like any other (tb-error, action chunk).
    if (deps.eventId)
      loadChunk(() => import('../event/start')).then(
        (m) => m.startEvent(set, get, deps),
        get().reportChunkFailure,
      );
    if (userId) {
      try {
        const user = await deps.api.user(userId, deps.lang);
        const d = get().draft;
        // An agent books for a client: the agent's own name and e-mail are not the traveller's, and the
        // confirmation must reach the traveller.
        set({ user, draft: agentLicence ? d : { ...d, ...prefillFromUser(d, user) } });
        const home = user.addresses.find((a) => a.defaultaddress && a.billoaddress);
        if (home && !restored() && !d.pickupAddress.street) get().useSavedAddress('departure', home);
      } catch {
        // Without user data the customer simply types the fields.
      }
    }
    const d = get().draft;
    if (d.pickupAddress.postal && !get().lookup.departure.city) await get().lookupNow('departure');
    if (get().retourEdited && d.retourAddress.postal && !get().lookup.retour.city)
      await get().lookupNow('retour');
    get().schedulePrice();
    // A page's coupon (issue 28) is checked once the price is under way.
    if (coupon) await prefill.then((m) => m.applyPrefillCoupon(set, get, deps, coupon));
  };
}
