/**
 * Creates the store of one element: slices joined into one zustand vanilla store, the initial draft
 * from the stored draft, attributes and URL query, and the persistence of the draft.
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { type BookingDraft, clampCount, createDraft } from '../../core';
import type { TransferBookingAttributes } from '../contract';
import { draftPersistence, type StoredDraft } from '../session/draft-storage';
import { addressActions, emptyLookup } from './addresses';
import { cargoActions } from './cargo';
import { settledType } from './helpers';
import { initAction } from './init';
import { personActions } from './person';
import { priceActions } from './price';
import { submissionActions } from './submission';
import { tripActions } from './trip';
import type { BookingState, BookingStore, StoreDeps } from './types';

/** Agent values: attributes first, then the page's URL query (SPEC 2 "/" route). */
export function agentValues(attrs: TransferBookingAttributes, query: URLSearchParams): Partial<BookingDraft> {
  const pick = (attr: string | undefined, param: string) => (attr ?? query.get(param) ?? '').trim();
  const talic = pick(attrs.talic, 'TALIC');
  const agentFlag = pick(attrs.agent, 'AGENT');
  const agent = talic !== '' || (agentFlag !== '' && !/^(0|false|no)$/i.test(agentFlag));
  return {
    talic,
    uid: pick(attrs.uid, 'UID'),
    taemail: pick(attrs.taemail, 'TAEMAIL'),
    taname: pick(attrs.taname, 'TANAME'),
    partner: pick(attrs.partner, 'PARTNER'),
    agent,
  };
}

/** Reads a prefill date given as 'YYYY/MM/DD' or 'YYYY-MM-DD'. */
function prefillDate(value: string | undefined): string | undefined {
  const v = value?.trim().replaceAll('-', '/');
  return v && /^\d{4}\/\d{2}\/\d{2}$/.test(v) ? v : undefined;
}

/** Builds the draft of a fresh wizard from the prefill attributes. */
function prefilledDraft(
  now: Date,
  attrs: TransferBookingAttributes,
  agent: Partial<BookingDraft>,
): BookingDraft {
  const d = createDraft(now, agent);
  const postal = attrs.postal?.trim() ?? '';
  const airport = attrs.airport?.trim().toUpperCase() ?? '';
  const pickup = prefillDate(attrs.pickupDate);
  const back = prefillDate(attrs.returnDate);
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
 * Creates one element's store. The draft persists through zustand's `persist` middleware
 * (session/draft-storage.ts): a stored draft resumes where it was left, with the agent values of this
 * page and no lookup still marked as running.
 */
export function createBookingStore(
  deps: StoreDeps,
  attrs: TransferBookingAttributes,
  query: URLSearchParams,
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
          draft: { ...stored.draft, ...agent },
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
        draft: prefilledDraft(deps.now(), attrs, agent),
        airports: [],
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
        ...tripActions(set, get, deps),
        ...addressActions(set, get, deps),
        ...cargoActions(set, get, deps),
        ...personActions(set, get, deps),
        ...priceActions(set, get, deps),
        ...submissionActions(set, get, deps),
        init: initAction(set, get, deps, () => restored),
      }),
      draftPersistence(deps.draftKey, resume),
    ),
  );
}
