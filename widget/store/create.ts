/**
 * Creates the store of one element: slices joined into one zustand vanilla store, the initial draft
 * from the stored draft, attributes and URL query, and the persistence of the draft.
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  type BookingDraft,
  type BookingSettings,
  clampCount,
  createDraft,
  isAgentMode,
  readAgentQuery,
  readDate,
} from '../../core';
import type { TransferBookingAttributes } from '../contract';
import { draftPersistence, type StoredDraft } from '../session/draft-storage';
import { addressActions, emptyLookup } from './addresses';
import { cargoActions } from './cargo';
import { settledType } from './helpers';
import { initAction } from './init';
import { personActions } from './person';
import { priceActions } from './price';
import { revisionActions } from './revision';
import { submissionActions } from './submission';
import { tripActions } from './trip';
import type { BookingState, BookingStore, StoreDeps } from './types';

/**
 * Agent values: attributes first, then the page's URL query as core reads it (SPEC 2 "/" route; upper-
 * or lower-case names).
 */
export function agentValues(attrs: TransferBookingAttributes, query: URLSearchParams): Partial<BookingDraft> {
  const q = readAgentQuery(query);
  const pick = (attr: string | undefined, param: string | undefined) => (attr ?? param ?? '').trim();
  const talic = pick(attrs.talic, q.TALIC);
  return {
    talic,
    uid: pick(attrs.uid, q.UID),
    taemail: pick(attrs.taemail, q.TAEMAIL),
    taname: pick(attrs.taname, q.TANAME),
    partner: pick(attrs.partner, q.PARTNER),
    agent: isAgentMode(talic, pick(attrs.agent, q.AGENT)),
  };
}

/**
 * Builds the draft of a fresh wizard from the prefill attributes; unreal dates are not prefilled. The
 * traveller's name, e-mail and mobile and the campaign values come later, from the prefill chunk that
 * init loads (store/prefill.ts), as they are needed only when the booking is sent.
 */
function prefilledDraft(
  now: Date,
  settings: BookingSettings,
  attrs: TransferBookingAttributes,
  agent: Partial<BookingDraft>,
): BookingDraft {
  const d = createDraft(now, settings, agent);
  const postal = attrs.postal?.trim() ?? '';
  const airport = attrs.airport?.trim().toUpperCase() ?? '';
  const pickup = readDate(attrs.pickupDate ?? '');
  const back = readDate(attrs.returnDate ?? '');
  return {
    ...d,
    pickupAddress: { ...d.pickupAddress, postal },
    retourAddress: { ...d.retourAddress, postal },
    airportDeparture: airport,
    airportRetour: airport,
    pickupDate: pickup ?? d.pickupDate,
    retourDate: back && back >= (pickup ?? d.pickupDate) ? back : (pickup ?? d.retourDate),
    pax: attrs.pax ? clampCount('pax', attrs.pax) : d.pax,
  };
}

/**
 * Creates one element's store, with the booking `settings` the server gave. The draft persists through
 * zustand's `persist` middleware (session/draft-storage.ts): a stored draft resumes where it was left,
 * with the agent values of this page and no lookup still marked as running.
 */
export function createBookingStore(
  deps: StoreDeps,
  attrs: TransferBookingAttributes,
  query: URLSearchParams,
  settings: BookingSettings,
): BookingStore {
  const agent = agentValues(attrs, query);
  // Whether a stored draft was resumed: a logged-in customer's home address then does not replace it.
  let restored = false;

  /** Starts from a stored draft, if any, and settles its transport type for today. */
  const resume = (stored: StoredDraft | undefined, fresh: BookingState): BookingState => {
    restored = stored !== undefined;
    const s: BookingState = stored
      ? {
          ...fresh,
          // Back from the payment page: show the last step again so the customer can retry.
          step: Math.min(stored.step, 3),
          // A change (issue 27) keeps the order's own agent fields; a new booking takes this page's.
          draft: stored.revision ? stored.draft : { ...stored.draft, ...agent },
          revision: stored.revision ?? null,
          lookup: {
            departure: { ...stored.lookup.departure, loading: false },
            retour: { ...stored.lookup.retour, loading: false },
          },
          retourEdited: stored.retourEdited,
          idempotencyKey: stored.idempotencyKey ?? null,
        }
      : fresh;
    return { ...s, draft: { ...s.draft, type: settledType(s, deps.now()) } };
  };

  return createStore<BookingState>()(
    persist(
      (set, get) => ({
        status: 'loading',
        step: 0,
        attempted: [],
        draft: prefilledDraft(deps.now(), settings, attrs, agent),
        airports: [],
        settings,
        eventId: deps.eventId ?? '',
        lookup: { departure: emptyLookup(), retour: emptyLookup() },
        retourEdited: false,
        user: null,
        userId: 0,
        agentLicence: '',
        isMobile: null,
        price: null,
        priceLoading: false,
        coupon: { open: false, input: '', state: 'idle' },
        submitting: false,
        submitError: null,
        warningOpen: false,
        idempotencyKey: null,
        revision: null,
        revisionQuote: { state: 'idle' },
        revisionDone: null,
        ...tripActions(set, get, deps),
        ...addressActions(set, get, deps),
        ...cargoActions(set, get, deps),
        ...personActions(set, get, deps),
        ...priceActions(set, get, deps),
        ...submissionActions(set, get, deps),
        ...revisionActions(set, get, deps),
        init: initAction(set, get, deps, () => restored, { attrs, query }),
      }),
      draftPersistence(deps.draftKey, resume),
    ),
  );
}
