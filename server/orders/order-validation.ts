import {
  CONSENT_KEYS,
  type BookingDraft,
  type BookingSettings,
  createDraft,
  errorKeys,
  isBelgianPostalCode,
  isTimeMargin,
  isValidTime,
  langOf,
  localisePlaceName,
  type MessageKey,
  placeName,
  placeSpellings,
  validateDraft,
} from '../../core';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { isMobileNumber } from '../http/mobile-number';
import { findPostcode, findStreet, type PostcodeInfo } from '../data/geo/geo-repo';
import type { OrderPayload } from './order-schema';

/**
 * Builds core's booking draft from an order payload, so the server validates with the very rules the
 * wizard used. In a return-only trip the wizard's step-0 postal code and airport are those of the
 * return leg, so they fill the draft's first address and airport as the wizard would have.
 */
export function payloadToDraft(p: OrderPayload, now: Date, settings: BookingSettings): BookingDraft {
  const departure = p.heenterug !== 'T';
  const arrival = p.heenterug !== 'H';
  const retourAddress = { street: p.terugstraat, nr: p.terugnr, postal: p.terugpostnr };
  return createDraft(now, settings, {
    departure,
    arrival,
    pickupAddress: departure ? { street: p.heenstraat, nr: p.heennr, postal: p.heenpostnr } : retourAddress,
    retourAddress,
    departureCity: departure ? p.heenstad : p.terugstad,
    retourCity: p.terugstad,
    airportDeparture: departure ? p.idluchthavenheen : p.idluchthaventerug,
    airportRetour: p.idluchthaventerug,
    flightDeparture: p.vluchtnrheen,
    flightRetour: p.vluchtnrterug,
    departureTime: p.uurvluchtheen,
    retourTime: p.uurvluchtterug,
    pickupDate: departure ? p.datumheen : p.datumterug,
    retourDate: arrival ? p.datumterug : p.datumheen,
    timeMargin: p.vroegeropluchthaven,
    airportAbroadRetour: p.terugherkomst,
    type: p.soortvervoer,
    pax: p.pax,
    koffers: p.koffers,
    fietskoffers: p.fietskoffers,
    rolstoelen: p.rolstoelen,
    rollators: p.rollators,
    kinderwagens: p.kinderwagens,
    skis: p.skis,
    golfbags: p.golfbags,
    childSeatsSmall: p.aantalks2,
    childSeatsMedium: p.aantalks3,
    childSeatsLarge: p.aantalks4,
    pets: p.huisdieren,
    remarks: p.remarks,
    firstName: p.voornaam,
    lastName: p.naam,
    email: p.emailklant,
    phone: p.telklant,
  });
}

async function addressFacts(db: Queryable, postal: string, street: string) {
  const pc = isBelgianPostalCode(postal) ? await findPostcode(db, Number(postal)) : null;
  const known = pc && street ? await findStreet(db, pc.postcode, street) : null;
  // The wizard only accepts a street it suggested: the street the search finds is that suggestion, in
  // the geodata's spelling, and core's isKnownStreet compares the typed one with it as the wizard does.
  return { city: pc !== null, streets: known ? [known.name] : [], postcode: pc };
}

/** The city and country columns of an order, as the server settles them from the postal codes. */
export interface OrderPlaces {
  heenstad: string;
  heenland: string;
  terugstad: string;
  terugland: string;
}

/** Every country of a booked leg: the geodata holds Belgian postal codes only. */
const COUNTRY = 'BE';

/**
 * The city of a booked leg, in the order's language: the place of the postal code that the client's
 * city names (in Dutch, French or the bilingual Brussels form, as core's localisePlaceName reads it),
 * written as core's rule names it for that language, so the e-mail, the account page and the driver's
 * list agree ("Luik" sent for a French order is stored as "Liège"). When the client sent none, the
 * postal code's place in that language. A city that names another place is a 400 naming `field`: the
 * confirmation must not print a city the address does not have.
 */
function settleCity(pc: PostcodeInfo, sent: string, taal: OrderPayload['taal'], field: string): string {
  const lang = langOf(taal);
  if (sent.trim() === '') return placeName(pc, lang);
  const city = localisePlaceName(pc, sent, lang);
  if (city !== null) return city;
  throw new ApiError(
    400,
    'invalid_request',
    `The field "${field}" does not match postal code ${pc.postcode} (${placeSpellings(pc).join(', ')}).`,
    field,
  );
}

/** Names the payload field behind a core message key, looking at the same facts core looked at. */
function blame(key: MessageKey, p: OrderPayload, event: boolean): string {
  const out = p.heenterug !== 'T';
  const flight = (nr: string, time: string, legF: string) =>
    nr === '' || isValidTime(time) ? `vluchtnr${legF}` : `uurvlucht${legF}`;
  switch (key) {
    case 'departureCity':
      return out ? 'heenpostnr' : 'terugpostnr';
    case 'departureAddress':
      return p.heennr === '' ? 'heennr' : 'heenstraat';
    case 'retourAddress':
      return p.terugpostnr === '' ? 'terugpostnr' : p.terugnr === '' ? 'terugnr' : 'terugstraat';
    // A return-only trip's step-0 airport and date are the return's (payloadToDraft).
    case 'departureAirport':
      return out ? 'idluchthavenheen' : 'idluchthaventerug';
    case 'departureDate':
      return out ? 'datumheen' : 'datumterug';
    case 'retourAirport':
      return 'idluchthaventerug';
    case 'retourDate':
      return 'datumterug';
    case 'departureFlight':
      if (!out) return 'heenterug';
      // To an event only the arrival time at the venue is asked.
      if (event) return 'uurvluchtheen';
      if (!isTimeMargin(p.vroegeropluchthaven)) return 'vroegeropluchthaven';
      return flight(p.vluchtnrheen, p.uurvluchtheen, 'heen');
    case 'retourFlight':
      if (event) return 'uurvluchtterug';
      return flight(p.vluchtnrterug, p.uurvluchtterug, 'terug');
    case 'origin':
      return 'terugherkomst';
    case 'chairs':
      return 'aantalks2';
    case 'firstname':
      return 'voornaam';
    case 'lastname':
      return 'naam';
    case 'email':
      return 'emailklant';
    case 'phone':
      return 'telklant';
    default:
      return key;
  }
}

// The payload carries no consent boxes (SPEC 3); the wizard does not send an order before they are
// ticked. The account keys never apply to a booking.
const NOT_IN_PAYLOAD: ReadonlySet<MessageKey> = new Set(CONSENT_KEYS);

/**
 * Validates an order payload with core's validateDraft against the geodata and the booking settings in
 * force (`event`: core's event variant, for a ride to or from an event's venue). The first problem is a 400 naming the payload field, with core's message key in the
 * description. Then settles the city and country of each booked leg from its postal code (a city that
 * contradicts the postal code is a 400 naming `heenstad` or `terugstad`) and returns them; an unbooked
 * leg has none.
 */
export async function validateOrder(
  db: Queryable,
  p: OrderPayload,
  now: Date,
  settings: BookingSettings,
  event = false,
): Promise<OrderPlaces> {
  const out = p.heenterug !== 'T';
  const back = p.heenterug !== 'H';
  const departure = out
    ? await addressFacts(db, p.heenpostnr, p.heenstraat)
    : await addressFacts(db, p.terugpostnr, '');
  const retour = back
    ? await addressFacts(db, p.terugpostnr, p.terugstraat)
    : { city: false, streets: [], postcode: null };
  const result = validateDraft(payloadToDraft(p, now, settings), {
    now,
    earliestBookingDays: settings.earliestBookingDays,
    knownCity: { departure: departure.city, retour: retour.city },
    suggestedStreets: { departure: out ? departure.streets : retour.streets, retour: retour.streets },
    isMobilePhone: isMobileNumber,
    event,
  });
  const key = errorKeys(result.errors).find((k) => !NOT_IN_PAYLOAD.has(k));
  if (key) {
    const field = blame(key, p, event);
    throw new ApiError(400, 'invalid_request', `The field "${field}" is invalid (${key}).`, field);
  }
  // validateDraft refused unknown postal codes (knownCity), so each booked leg has one here.
  const heen =
    out && departure.postcode ? settleCity(departure.postcode, p.heenstad, p.taal, 'heenstad') : '';
  const terug = back && retour.postcode ? settleCity(retour.postcode, p.terugstad, p.taal, 'terugstad') : '';
  return {
    heenstad: heen,
    heenland: heen ? COUNTRY : '',
    terugstad: terug,
    terugland: terug ? COUNTRY : '',
  };
}
