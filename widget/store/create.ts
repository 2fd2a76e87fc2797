/**
 * Creates the store of one element: slices joined into one zustand vanilla store, the initial draft
 * from the stored draft, attributes and URL query, and the persistence of the draft.
 */
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
import { loadDraft, saveDraft } from '../session/draft-storage';
import { addressActions, emptyLookup } from './addresses';
import { cargoActions } from './cargo';
import { settledType } from './helpers';
import { initAction } from './init';
import { personActions } from './person';
import { priceActions } from './price';
import { submissionActions } from './submission';
import { tripActions } from './trip';
import type { BookingState, BookingStore, LegLookup, StoreDeps } from './types';

/** Bump when the stored draft's shape changes, so an old draft is dropped instead of misread. */
const DRAFT_VERSION = 1;

interface StoredDraft {
  v: number;
  step: number;
  draft: BookingDraft;
  retourEdited: boolean;
  lookup: Record<'departure' | 'retour', LegLookup>;
  /**
   * The key of the order last placed from this draft. Kept so that Book after a refused or canceled
   * payment replays that order (and pays it) instead of placing a second one, which a one-use coupon
   * would no longer allow. Any change of the draft drops it, as in the running store.
   */
  idempotencyKey?: string | null;
}

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

/** Builds the draft of a fresh wizard from the prefill attributes; unreal dates are not prefilled. */
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

/** Creates one element's store, with the booking `settings` the server gave. */
export function createBookingStore(
  deps: StoreDeps,
  attrs: TransferBookingAttributes,
  query: URLSearchParams,
  settings: BookingSettings,
): BookingStore {
  const agent = agentValues(attrs, query);
  const stored = loadDraft<StoredDraft>(deps.draftKey);
  const restored = stored?.v === DRAFT_VERSION ? stored : undefined;
  const draft = restored
    ? { ...restored.draft, ...agent }
    : prefilledDraft(deps.now(), settings, attrs, agent);

  const store = createStore<BookingState>()((set, get) => ({
    status: 'loading',
    // Back from the payment page: show the last step again so the customer can retry.
    step: restored ? Math.min(restored.step, 3) : 0,
    attempted: [],
    draft,
    airports: [],
    settings,
    lookup: restored
      ? {
          departure: { ...restored.lookup.departure, loading: false },
          retour: { ...restored.lookup.retour, loading: false },
        }
      : { departure: emptyLookup(), retour: emptyLookup() },
    retourEdited: restored?.retourEdited ?? false,
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
    idempotencyKey: restored?.idempotencyKey ?? null,
    ...tripActions(set, get, deps),
    ...addressActions(set, get, deps),
    ...cargoActions(set, get, deps),
    ...personActions(set, get, deps),
    ...priceActions(set, get, deps),
    ...submissionActions(set, get, deps),
    init: initAction(set, get, deps, Boolean(restored)),
  }));

  store.setState({ draft: { ...store.getState().draft, type: settledType(store.getState(), deps.now()) } });
  store.subscribe((s, prev) => {
    if (
      s.draft === prev.draft &&
      s.step === prev.step &&
      s.lookup === prev.lookup &&
      s.idempotencyKey === prev.idempotencyKey
    )
      return;
    // The hand-off step is never stored: a return from the payment page resumes at step 3.
    if (s.step === 4) return;
    const value: StoredDraft = {
      v: DRAFT_VERSION,
      step: s.step,
      draft: s.draft,
      retourEdited: s.retourEdited,
      lookup: s.lookup,
      idempotencyKey: s.idempotencyKey,
    };
    saveDraft(deps.draftKey, value);
  });
  return store;
}
