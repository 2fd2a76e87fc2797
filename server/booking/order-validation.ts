import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { isBookableDate, isValidTime } from '../../core/dates';
import { createDraft, type BookingDraft } from '../../core/draft';
import { isTimeMargin } from '../../core/limits';
import type { MessageKey } from '../../core/messages';
import { errorKeys, validateDraft } from '../../core/validation';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { findPostcode, findStreet } from './geo-repo';
import type { OrderPayload } from './order-schema';

/**
 * Builds core's booking draft from an order payload, so the server validates with the very rules the
 * wizard used. In a return-only trip the wizard's step-0 postal code and airport are those of the
 * return leg, so they fill the draft's first address and airport as the wizard would have.
 */
export function payloadToDraft(p: OrderPayload, now: Date): BookingDraft {
  const departure = p.heenterug !== 'T';
  const arrival = p.heenterug !== 'H';
  const retourAddress = { street: p.terugstraat, nr: p.terugnr, postal: p.terugpostnr };
  return createDraft(now, {
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
    firstName: p.voornaam,
    lastName: p.naam,
    email: p.emailklant,
    phone: p.telklant,
  });
}

async function addressFacts(db: Queryable, postal: string, street: string) {
  const pc = /^\d{4}$/.test(postal) ? await findPostcode(db, Number(postal)) : null;
  const known = pc && street ? await findStreet(db, pc.postcode, street) : null;
  // The wizard only accepts a street it suggested; a known street is exactly such a suggestion.
  return { city: pc !== null, streets: known ? [street] : [] };
}

/** Names the payload field behind a core message key, looking at the same facts core looked at. */
function blame(key: MessageKey, p: OrderPayload, now: Date): string {
  const out = p.heenterug !== 'T';
  const flight = (date: string, airport: string, nr: string, time: string, dateF: string, legF: string) => {
    if (!isBookableDate(date, now)) return dateF;
    if (airport === '') return `idluchthaven${legF}`;
    if (nr === '') return `vluchtnr${legF}`;
    if (!isValidTime(time)) return `uurvlucht${legF}`;
    return dateF;
  };
  switch (key) {
    case 'departureCity':
      return out ? 'heenpostnr' : 'terugpostnr';
    case 'departureAddress':
      return p.heennr === '' ? 'heennr' : 'heenstraat';
    case 'retourAddress':
      return p.terugpostnr === '' ? 'terugpostnr' : p.terugnr === '' ? 'terugnr' : 'terugstraat';
    case 'departureFlight':
      if (out && !isTimeMargin(p.vroegeropluchthaven)) return 'vroegeropluchthaven';
      return out
        ? flight(p.datumheen, p.idluchthavenheen, p.vluchtnrheen, p.uurvluchtheen, 'datumheen', 'heen')
        : 'idluchthaventerug';
    case 'retourFlight':
      return flight(
        p.datumterug,
        p.idluchthaventerug,
        p.vluchtnrterug,
        p.uurvluchtterug,
        'datumterug',
        'terug',
      );
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
const NOT_IN_PAYLOAD: ReadonlySet<MessageKey> = new Set(['gdpr', 'terms', 'consent']);

/**
 * Validates an order payload with core's validateDraft against the geodata. The first problem is a
 * 400 naming the payload field, with core's message key in the description.
 */
export async function validateOrder(db: Queryable, p: OrderPayload, now: Date): Promise<void> {
  const out = p.heenterug !== 'T';
  const back = p.heenterug !== 'H';
  const departure = out
    ? await addressFacts(db, p.heenpostnr, p.heenstraat)
    : await addressFacts(db, p.terugpostnr, '');
  const retour = back ? await addressFacts(db, p.terugpostnr, p.terugstraat) : { city: false, streets: [] };
  const result = validateDraft(payloadToDraft(p, now), {
    now,
    knownCity: { departure: departure.city, retour: retour.city },
    suggestedStreets: { departure: out ? departure.streets : retour.streets, retour: retour.streets },
    isMobilePhone: (phone) => isValidPhoneNumber(phone, 'BE'),
  });
  const key = errorKeys(result.errors).find((k) => !NOT_IN_PAYLOAD.has(k));
  if (key) {
    const field = blame(key, p, now);
    throw new ApiError(400, 'invalid_request', `The field "${field}" is invalid (${key}).`, field);
  }
}
