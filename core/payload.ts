/**
 * The shapes the wizard sends and receives around a price (SPEC 3 "Price request", "Price result")
 * and the pure mappings from a booking draft to them (the order payload is in order.ts). The widget builds requests
 * with these functions and the server validates the same shapes, so both agree on every field name.
 */
import type { BookingDraft } from './draft';
import { childSeatTotal } from './limits';
import { tripDate, tripKind } from './trip';

/** The price of one leg as the price call answers it; amounts in euros. */
export interface LegPriceResult {
  BRUTOPRIJS: number;
  NETTOPRIJS: number;
  PRIJSKLANT: number;
  KORTINGCOUPONS: number;
  KORTING?: number;
}

/** What one coupon took off the order. */
export interface CouponData {
  CAMPAGNE: string;
  COUPONKORTING: number;
}

/** The travel agent's PO data of a price result. */
export interface PoData {
  BETAALDDOORTRAVELAGENT: boolean;
  NAAMAGENT: string;
  EMAILAGENT: string;
  CAMPAGNE: string;
  TALIC: string;
  BUSINESS: boolean;
  COMFORT: boolean;
}

/** The answer of the price call (SPEC 3 "Price result"); route fields are filled for booked legs. */
export interface PriceResult {
  AFSTANDHEEN?: number;
  AFSTANDRETOUR?: number;
  HEENLATLONVAN?: string;
  HEENLATLONNAAR?: string;
  TERUGLATLONVAN?: string;
  TERUGLATLONNAAR?: string;
  REISTIJDHEEN?: number;
  REISTIJDRETOUR?: number;
  HEEN?: LegPriceResult;
  TERUG?: LegPriceResult;
  PO?: string;
  /**
   * Addition to SPEC 3: whether the request's agent licence (`talic`) is known; null when it carries
   * none. Nothing else of the agent is ever answered for a licence alone.
   */
  TALICBEKEND?: boolean | null;
  /**
   * Addition (issue 28): true when the PO gave nothing because its travel agency pays for it and only
   * the agency's own login may book it (the wizard then says so); absent otherwise.
   */
  POAGENTLOGIN?: boolean;
  COUPONDATA?: CouponData[];
  KORTINGPODATA?: PoData | null;
}

/**
 * One transport type in the answer of `POST billoprice/types` (issue 17): its price for the draft, or
 * why it cannot be booked ('cutoff': a leg on or after Combi's last date; 'notice': a leg inside
 * Combi's notice period without a valid PO).
 */
export interface TypePriceResult {
  /** The type in lower case, as the order payload's soortvervoer. */
  SOORTVERVOER: string;
  BESCHIKBAAR: boolean;
  REDEN: 'cutoff' | 'notice' | null;
  /** The price result of the draft with this type; null when it is not available. */
  PRIJS: (PriceResult & { TOTALEPRIJS?: number }) | null;
}

/** The body of the price call (SPEC 3 "Price request"). */
export interface PriceRequest {
  po: string;
  talic: string;
  /**
   * Addition to SPEC 3 (issue 31): the agent's user id the link carries with `talic`; only a valid pair
   * gives the agency's terms.
   */
  uid: string;
  coupons: string[];
  soortvervoer: string;
  /** The trip date (core/trip.ts tripDate): the pickup date, or the return date of a return-only trip. */
  datum: string;
  /**
   * Addition to SPEC 3: the return leg's own date ('' without a return), so the server checks each
   * leg as the order call does (Combi per leg). A request without it dates the return leg `datum`.
   */
  datumterug: string;
  pax: number;
  koffers: number;
  kinderstoelen: number;
  kinderwagens: number;
  skis: number;
  golfbags: number;
  rolstoelen: number;
  rollators: number;
  fietskoffers: number;
  /** Addition to SPEC 3: pets, charged per pet per trip (EXTRA_PRICES.pet). */
  huisdieren: number;
  heenterug: string;
  idluchthavenheen: string;
  fromheen: string;
  fromlandheen: string;
  toheen: string;
  idluchthavenretour: string;
  fromretour: string;
  toretour: string;
  tolandretour: string;
  afstandheen: number;
  afstandretour: number;
  heenlatlonnaar: string;
  heenlatlonvan: string;
  teruglatlonnaar: string;
  teruglatlonvan: string;
  reistijdheen: number;
  reistijdterug: number;
  /** Addition to SPEC 3: the pickup address as structured fields, so the server need not split fromheen. */
  heenpostnr: string;
  heenstraat: string;
  /** Addition to SPEC 3: the drop-off address as structured fields. */
  terugpostnr: string;
  terugstraat: string;
}

/** Writes a home address as one line: 'Street 12, 1000 City'; empty parts are left out. */
export function addressLine(street: string, nr: string, postal: string, city: string): string {
  const first = [street.trim(), nr.trim()].filter(Boolean).join(' ');
  const second = [postal.trim(), city.trim()].filter(Boolean).join(' ');
  return [first, second].filter(Boolean).join(', ');
}

/**
 * Builds the price request of a draft. Legs that are not booked send empty places and zero routes;
 * `datum` is the trip date and `datumterug` the return leg's date.
 */
export function toPriceRequest(d: BookingDraft): PriceRequest {
  const home = addressLine(
    d.pickupAddress.street,
    d.pickupAddress.nr,
    d.pickupAddress.postal,
    d.departureCity,
  );
  const back = addressLine(d.retourAddress.street, d.retourAddress.nr, d.retourAddress.postal, d.retourCity);
  return {
    po: d.POnr.trim(),
    talic: d.talic,
    uid: d.uid,
    coupons: [...d.coupons],
    soortvervoer: d.type.toLowerCase(),
    datum: tripDate(d),
    datumterug: d.arrival ? d.retourDate : '',
    pax: d.pax,
    koffers: d.koffers,
    kinderstoelen: childSeatTotal(d),
    kinderwagens: d.kinderwagens,
    skis: d.skis,
    golfbags: d.golfbags,
    rolstoelen: d.rolstoelen,
    rollators: d.rollators,
    fietskoffers: d.fietskoffers,
    huisdieren: d.pets ?? 0,
    heenterug: tripKind(d.departure, d.arrival),
    idluchthavenheen: d.departure ? d.airportDeparture : '',
    fromheen: d.departure ? home : '',
    fromlandheen: d.departure ? d.departureCountry : '',
    toheen: d.departure ? d.airportDeparture : '',
    idluchthavenretour: d.arrival ? d.airportRetour : '',
    fromretour: d.arrival ? d.airportRetour : '',
    toretour: d.arrival ? back : '',
    tolandretour: d.arrival ? d.retourCountry : '',
    afstandheen: d.distanceDeparture ?? 0,
    afstandretour: d.distanceRetour ?? 0,
    heenlatlonnaar: d.latLonToDeparture ?? '',
    heenlatlonvan: d.latLonFromDeparture ?? '',
    teruglatlonnaar: d.latLonToRetour ?? '',
    teruglatlonvan: d.latLonFromRetour ?? '',
    reistijdheen: d.travelTimeDeparture ?? 0,
    reistijdterug: d.travelTimeRetour ?? 0,
    heenpostnr: d.departure ? d.pickupAddress.postal.trim() : '',
    heenstraat: d.departure ? d.pickupAddress.street.trim() : '',
    terugpostnr: d.arrival ? d.retourAddress.postal.trim() : '',
    terugstraat: d.arrival ? d.retourAddress.street.trim() : '',
  };
}

/** The route fields of a draft as a price result fills them in. */
export type RouteFields = Pick<
  BookingDraft,
  | 'distanceDeparture'
  | 'distanceRetour'
  | 'travelTimeDeparture'
  | 'travelTimeRetour'
  | 'latLonFromDeparture'
  | 'latLonToDeparture'
  | 'latLonFromRetour'
  | 'latLonToRetour'
>;

/** Takes the distances, coordinates and travel times of a price result, for the legs it has. */
export function routesFromPrice(p: PriceResult): RouteFields {
  const out: RouteFields = {};
  if (p.AFSTANDHEEN !== undefined) out.distanceDeparture = p.AFSTANDHEEN;
  if (p.AFSTANDRETOUR !== undefined) out.distanceRetour = p.AFSTANDRETOUR;
  if (p.REISTIJDHEEN !== undefined) out.travelTimeDeparture = p.REISTIJDHEEN;
  if (p.REISTIJDRETOUR !== undefined) out.travelTimeRetour = p.REISTIJDRETOUR;
  if (p.HEENLATLONVAN) out.latLonFromDeparture = p.HEENLATLONVAN;
  if (p.HEENLATLONNAAR) out.latLonToDeparture = p.HEENLATLONNAAR;
  if (p.TERUGLATLONVAN) out.latLonFromRetour = p.TERUGLATLONVAN;
  if (p.TERUGLATLONNAAR) out.latLonToRetour = p.TERUGLATLONNAAR;
  return out;
}

/** The customer price of each booked leg and their sum, in euros rounded to the cent. */
export function priceTotals(
  d: Pick<BookingDraft, 'departure' | 'arrival'>,
  p: PriceResult,
): {
  departure?: number;
  retour?: number;
  total: number;
} {
  const departure = d.departure ? (p.HEEN?.PRIJSKLANT ?? 0) : undefined;
  const retour = d.arrival ? (p.TERUG?.PRIJSKLANT ?? 0) : undefined;
  const total = Math.round(((departure ?? 0) + (retour ?? 0)) * 100) / 100;
  return {
    ...(departure !== undefined ? { departure } : {}),
    ...(retour !== undefined ? { retour } : {}),
    total,
  };
}
