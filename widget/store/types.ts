/**
 * The state of one wizard element, split into slices (trip, addresses, cargo, person, price,
 * submission). Each slice file creates its part; create.ts joins them into one zustand store.
 */
import type {
  AccountAddress,
  AgentLinkProblem,
  Airport,
  BookingDraft,
  BookingSettings,
  ChildSeatField,
  EventInfo,
  CountField,
  FieldErrors,
  FlightScheduleFound,
  Leg,
  PaymentForm,
  PriceResult,
  TypePriceResult,
  UserData,
  WizardStep,
} from '../../core';
import type { StoreApi } from 'zustand/vanilla';
import type { Http } from '../../client';
import type { BookingApi } from '../api/booking';
import type { RevisionContext, RevisionQuote, RevisionResult } from '../api/revision';
import type { ApiMessageId } from '../../client';
import type { TransferBookingEventDetails } from '../contract';
import type { Lang, Translate } from '../i18n';

/** What the street lookup found for one leg's postal code and street. */
export interface LegLookup {
  city: string;
  country: string;
  /** Suggested street names for the typed text. */
  streets: string[];
  loading: boolean;
}

/** Where the check of an agent link stands: asked, valid, what is wrong, or the call failed. */
export type AgentLinkState = 'checking' | 'valid' | AgentLinkProblem | 'failed';

/** The check of an agent link, for the link and login in `key`. */
export interface AgentLinkCheck {
  key: string;
  state: AgentLinkState;
}

/** A leg as the address fields name it: the pickup (departure) or the drop-off (return) address. */
export type AddressLeg = 'departure' | 'retour';

/**
 * The last flight look-up of one leg on step 1 (issue 31, widget/steps/flight-lookup.ts): the question
 * it answered, what it found, and what it wrote into the draft, so a later look-up replaces only values
 * that are still its own and never one the customer typed.
 */
export interface FlightLookupState {
  /** The question answered: flight number, date and airport ('SN2153|2031/03/14|BRU'). */
  key: string;
  /** The flight found, or null when the look-up found none or could not ask. */
  found: FlightScheduleFound | null;
  /** The time and (return leg) origin the look-up wrote; '' where it wrote nothing. */
  filled: { time: string; origin: string };
}

/** A failure shown to the customer: a default message plus what the server said. */
export interface ShownFailure {
  /** An API message, or the overview's words for an agent link the order call refused (issue 31). */
  messageId: ApiMessageId | 'licence.unknown' | 'licence.uidMissing' | 'licence.uidMismatch';
  description?: string | undefined;
}

/** The coupon entry of the add-coupon popup. */
export interface CouponEntry {
  open: boolean;
  input: string;
  state: 'idle' | 'checking' | 'valid' | 'invalid' | 'duplicate';
}

/** Leaving the page after an order: to a redirect URL, or by posting the prepared payment form. */
export interface Leave {
  navigate(url: string): void;
  postForm(form: PaymentForm): void;
}

/** The outside world a store talks to; the element passes real ones, tests may pass their own. */
export interface StoreDeps {
  api: BookingApi;
  /** The HTTP client of the element, for the order calls that load with the order flow. */
  http: Http;
  lang: Lang;
  /** The `event` attribute: the id of the event the rides go to and from (event mode), else absent. */
  eventId?: string | undefined;
  /** Formats messages in the element's language, for event details. */
  t: Translate;
  /** The sessionStorage slot of this element's draft. */
  draftKey: string;
  /** Issue 28: the `return-url` attribute, sent with the order as `return_url` ('' or absent: none). */
  returnUrl?: string | undefined;
  emit<K extends keyof TransferBookingEventDetails>(name: K, detail: TransferBookingEventDetails[K]): void;
  /**
   * How the page is left after an order; by default widget/navigation.ts, which loads with the order
   * flow. Tests that must stay on the page pass their own.
   */
  leave?: Leave | undefined;
  now(): Date;
  /** Loads the mobile phone check (libphonenumber-js metadata) on demand. */
  loadPhoneCheck(): Promise<(phone: string) => boolean>;
  /**
   * Resolves once a session exists with the logged-in user's id (0 for anonymous) and, for a
   * travel-agent account, its licence.
   */
  session(): Promise<{ userId: number; agentLicence?: string }>;
}

/** Why a ride to the event of event mode cannot be booked. */
export type EventRefusalCode = 'withdrawn' | 'past' | 'deadline' | 'missing';

/** Trip slice: step navigation, legs, airports, dates, flights and type. */
export interface TripSlice {
  status: 'loading' | 'ready' | 'failed';
  step: number;
  /** Steps whose Next or Book was pressed: their errors are shown from then on. */
  attempted: number[];
  draft: BookingDraft;
  airports: Airport[];
  /**
   * The server's booking settings (`GET settings`), fetched before the store exists: the earliest date,
   * the Combi cut-off and lead time every date and Combi rule of the wizard reads.
   */
  settings: BookingSettings;
  /** The `event` attribute in event mode, else ''. */
  eventId: string;
  /**
   * The event of event mode once leeseventdata answered (widget/event/start.ts). Absent at first, like
   * eventRefusal: the airport wizard's first step carries no code for either.
   */
  event?: EventInfo | null;
  /** Why the event cannot be booked ('withdrawn', 'past', 'deadline', 'missing'), else absent or null. */
  eventRefusal?: EventRefusalCode | null;
  /**
   * Step 1's flight look-ups per leg (issue 31). Absent until the first one: step 0 carries no code
   * for it, and it is not stored with the draft, so after a reload filled values count as typed.
   */
  flightLookups?: Partial<Record<AddressLeg, FlightLookupState>>;
  setLeg(leg: Leg, on: boolean): void;
  setAirport(which: 'departure' | 'retour', id: string, fromStart?: boolean): void;
  setPickupDate(date: string): void;
  setReturnDate(date: string): void;
  /** Sets a plain text or number field that has no side effect beyond a price update. */
  setField<
    K extends
      | 'flightDeparture'
      | 'flightRetour'
      | 'departureTime'
      | 'retourTime'
      | 'timeMargin'
      | 'airportAbroadRetour'
      | 'type'
      | 'pets'
      | 'remarks',
  >(
    field: K,
    value: BookingDraft[K],
  ): void;
  /** The element's clock (StoreDeps.now): components read the time through it only. */
  now(): Date;
  /** Reads a GET call of the element's API, for parts loaded later (the partner logos of step 0). */
  getJson<T>(path: string): Promise<T>;
  errors(step: WizardStep): FieldErrors;
  next(): Promise<boolean>;
  previous(): void;
  init(): Promise<void>;
}

/** Addresses slice: postal codes, streets and their lookups, saved addresses. */
export interface AddressesSlice {
  lookup: Record<AddressLeg, LegLookup>;
  retourEdited: boolean;
  user: UserData | null;
  userId: number;
  /** The licence of the logged-in travel-agent account, else ''. Only it may settle by invoice. */
  agentLicence: string;
  /**
   * The check of the agent link's licence and user id (issue 31, widget/agent-link/link-check.ts), for
   * the pair and login it was asked for. Absent until asked: the first step's initial state stays as it was.
   */
  agentLink?: AgentLinkCheck;
  setPostal(leg: AddressLeg, postal: string): void;
  setStreet(leg: AddressLeg, street: string): void;
  setNr(leg: AddressLeg, nr: string): void;
  sameAsDeparture(): void;
  useSavedAddress(leg: AddressLeg, address: AccountAddress): void;
  lookupNow(leg: AddressLeg): Promise<void>;
}

/** Cargo slice: passengers, luggage and child seats, clamped by core. */
export interface CargoSlice {
  setCount(field: CountField, value: unknown): void;
  setChildSeats(field: ChildSeatField, value: unknown): void;
}

/** Person slice: names, contact data and consents. */
export interface PersonSlice {
  isMobile: ((phone: string) => boolean) | null;
  setPerson(field: 'firstName' | 'lastName' | 'email' | 'phone', value: string): void;
  setConsent(field: 'consentPrivacy' | 'consentTerms' | 'consentOrder', on: boolean): void;
}

/** Price slice: debounced price calls, PO number and coupons. */
export interface PriceSlice {
  price: PriceResult | null;
  priceLoading: boolean;
  /**
   * The price of every transport type for the draft, for the vehicle cards: the `SOORTEN` of the
   * price answer (widget/store/price-call.ts, issue 29); absent until the first answer, and a failed
   * call keeps the last ones as it keeps the last price. Optional: the first step's initial state
   * stays as it was.
   */
  typePrices?: TypePriceResult[] | null;
  coupon: CouponEntry;
  setPo(po: string): void;
  schedulePrice(): void;
  runPrice(): Promise<PriceResult | null>;
  openCoupon(open: boolean): void;
  setCouponInput(code: string): void;
  addCoupon(): void;
  removeCoupon(code: string): void;
}

/** Submission slice: the order flow of SPEC 4. */
export interface SubmissionSlice {
  submitting: boolean;
  submitError: ShownFailure | null;
  warningOpen: boolean;
  idempotencyKey: string | null;
  book(): Promise<void>;
  confirmWarning(): void;
  closeWarning(): void;
  /** Tells the host page that a chunk failed to load (`tb-error`, action `chunk`). */
  reportChunkFailure(): void;
}

/**
 * Change mode (issue 27): the wizard reopens a booking handed over by the manage page, prices the
 * change beside the order as it stands (`quote`), and its last button applies the change.
 */
export interface RevisionSlice {
  /** The order being changed; null for a new booking. Stored with the draft. */
  revision: RevisionContext | null;
  /** The quote of the draft as it stands, while it loads, or why it failed (the server's code and field). */
  revisionQuote:
    | { state: 'idle' | 'loading' }
    | { state: 'ready'; quote: RevisionQuote; /** The price changed since it was shown. */ moved?: boolean }
    | { state: 'failed'; code: string; field: string };
  /** The applied change, once the server answered it. */
  revisionDone: RevisionResult | null;
  /** Quotes the draft as a change of the order (loads the change mode's calls on first use). */
  quoteRevision(): Promise<void>;
}

/** The whole state of one element. */
export type BookingState = TripSlice &
  AddressesSlice &
  CargoSlice &
  PersonSlice &
  PriceSlice &
  SubmissionSlice &
  RevisionSlice;

/** The store of one element. */
export type BookingStore = StoreApi<BookingState>;

/** How a slice file receives the store and the outside world. */
export type SliceArgs = [
  set: StoreApi<BookingState>['setState'],
  get: StoreApi<BookingState>['getState'],
  deps: StoreDeps,
];
