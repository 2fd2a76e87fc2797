/**
 * The client-side booking draft (SPEC 3 "Booking draft"): everything the wizard collects before an
 * order is placed. Field names follow the specification so they map one to one onto the order payload.
 */
import { defaultType } from './combi';
import { earliestBookingDate } from './dates';
import { DEFAULTS } from './limits';
import type { Attribution } from './attribution';
import type { BookingSettings } from './settings';
import type { PaymentMode, TransportType } from './transport';

/** A Belgian home address; city and country are looked up from the postal code and kept beside it. */
export interface Address {
  street: string;
  nr: string;
  postal: string;
}

/** The booking draft the wizard edits. Dates are 'YYYY/MM/DD' and times 'HH:mm', Brussels wall clock. */
export interface BookingDraft {
  /** The departure leg (home to airport) is booked. */
  departure: boolean;
  /** The return leg (airport to home) is booked. */
  arrival: boolean;
  pickupAddress: Address;
  retourAddress: Address;
  departureCity: string;
  departureCountry: string;
  retourCity: string;
  retourCountry: string;
  /** Airport id such as 'BRU'. */
  airportDeparture: string;
  /** Airport id such as 'BRU'. */
  airportRetour: string;
  flightDeparture: string;
  flightRetour: string;
  /** Departure flight time, 'HH:mm'. */
  departureTime: string;
  /** Return landing time, 'HH:mm'. */
  retourTime: string;
  pickupDate: string;
  retourDate: string;
  /** Hours before the departure flight the customer wants to be at the airport: 2, 2.5 or 3. */
  timeMargin: number;
  /** The city the return flight takes off from. */
  airportAbroadRetour: string;
  type: TransportType;
  pax: number;
  koffers: number;
  fietskoffers: number;
  rolstoelen: number;
  rollators: number;
  kinderwagens: number;
  skis: number;
  golfbags: number;
  /** Child seats for ages 1 to 3. */
  childSeatsSmall: number;
  /** Child seats for ages 3 to 5. */
  childSeatsMedium: number;
  /** Child seats for ages over 5. */
  childSeatsLarge: number;
  /**
   * Pets in a carrier, charged per pet per trip (core/tariff.ts EXTRA_PRICES.pet), within PET_LIMITS
   * (core/remarks.ts). Optional, read as 0: a fresh draft leaves it out, because every byte of the
   * first step's code counts against the widget's size budget.
   */
  pets?: number;
  /** Remarks for the driver (core/remarks.ts); optional, read as ''. */
  remarks?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  POnr: string;
  coupons: string[];
  /** Agent licence. */
  talic: string;
  /** Agent user id. */
  uid: string;
  /** Agent name. */
  taname: string;
  /** Agent email. */
  taemail: string;
  partner: string;
  /**
   * The campaign values of the page the booking started on (core/attribution.ts); optional, read as
   * none, like `pets`, for the first step's size budget.
   */
  attribution?: Attribution;
  agent: boolean;
  consentPrivacy: boolean;
  consentTerms: boolean;
  consentOrder: boolean;
  paymentMode: PaymentMode;
  /** Departure leg distance in km, once the price call computed it. */
  distanceDeparture?: number;
  /** Return leg distance in km. */
  distanceRetour?: number;
  /** Departure leg travel time in minutes. */
  travelTimeDeparture?: number;
  /** Return leg travel time in minutes. */
  travelTimeRetour?: number;
  /** Departure leg start as 'lat,lon' (heenlatlonvan). */
  latLonFromDeparture?: string;
  /** Departure leg end as 'lat,lon' (heenlatlonnaar). */
  latLonToDeparture?: string;
  /** Return leg start as 'lat,lon' (teruglatlonvan). */
  latLonFromRetour?: string;
  /** Return leg end as 'lat,lon' (teruglatlonnaar). */
  latLonToRetour?: string;
}

/** The booking settings a fresh draft reads: its dates and its default type depend on them. */
export type DraftSettings = Pick<BookingSettings, 'earliestBookingDays' | 'combiCutoff'>;

/**
 * Builds a fresh draft with the defaults of SPEC 9: both legs, 2 passengers, 2 suitcases, a 2-hour
 * margin, the pickup date on the earliest booking date, no return date (issue 31: a return that
 * defaulted to the departure date was booked as a same-day return without the customer choosing it)
 * and the default type for the earliest date, both from the
 * booking `settings`. `overrides` win over every default, so a prefilled logged-in or agent draft is one
 * call.
 */
export function createDraft(
  now: Date,
  settings: DraftSettings,
  overrides: Partial<BookingDraft> = {},
): BookingDraft {
  const earliest = earliestBookingDate(now, settings.earliestBookingDays);
  return {
    departure: true,
    arrival: true,
    pickupAddress: emptyAddress(),
    retourAddress: emptyAddress(),
    departureCity: '',
    departureCountry: '',
    retourCity: '',
    retourCountry: '',
    airportDeparture: '',
    airportRetour: '',
    flightDeparture: '',
    flightRetour: '',
    departureTime: '',
    retourTime: '',
    pickupDate: earliest,
    retourDate: '',
    timeMargin: DEFAULTS.timeMargin,
    airportAbroadRetour: '',
    type: defaultType(earliest, settings.combiCutoff),
    pax: DEFAULTS.pax,
    koffers: DEFAULTS.koffers,
    fietskoffers: 0,
    rolstoelen: 0,
    rollators: 0,
    kinderwagens: 0,
    skis: 0,
    golfbags: 0,
    childSeatsSmall: 0,
    childSeatsMedium: 0,
    childSeatsLarge: 0,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    POnr: '',
    coupons: [],
    talic: '',
    uid: '',
    taname: '',
    taemail: '',
    partner: '',
    agent: false,
    consentPrivacy: false,
    consentTerms: false,
    consentOrder: false,
    paymentMode: 'CREDITCARD',
    ...overrides,
  };
}

/** Gives an address with every part empty. */
export function emptyAddress(): Address {
  return { street: '', nr: '', postal: '' };
}
