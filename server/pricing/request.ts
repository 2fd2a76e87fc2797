import type { z } from 'zod';
import { todayInBrussels } from './today';
import { MAX_CHILD_SEATS_TOTAL, PET_LIMITS, legsOf, tripDate } from '../../core';
import { ApiError, parse } from '../http/envelope';
import {
  count,
  countIn,
  couponList,
  dateField,
  inputObject,
  optionalDate,
  requiredCount,
  splitAddressLine,
  text,
  tripKindField,
  typeField,
} from './request-fields';
import type { LegEnd } from './places';
import type { LegRequest, TripRequest } from './quote';

/**
 * The price request of SPEC 3. Distances, coordinates and travel times sent by the client
 * (afstandheen, heenlatlonvan, reistijdheen, …) are accepted and ignored: the server routes every leg
 * itself so a client cannot lower its price. `datum` is the trip date (core's tripDate: the pickup
 * date, or the return date of a return-only trip); the lead time of both legs counts to it, as the
 * order call does with its datumheen/datumterug. Additions to SPEC (optional): `datumterug`, the return
 * leg's own date (without it the return leg is dated `datum`), so Combi is checked per leg as the order
 * call checks it; heenpostnr/heenstraat and terugpostnr/terugstraat (structured addresses; else the
 * address is read from fromheen / toretour, e.g. 'Korenmarkt 12, 9000 Gent'). `kinderstoelen` is the
 * child seats of all three age bands together (core's childSeatTotal); `huisdieren` (addition, issue 17)
 * the pets, charged per pet per trip. `uid` (addition, issue 31) is the agent's user id of the link that
 * carries `talic`: only a valid pair gives the agency's terms (server/pricing/agent-link.ts).
 */
export const priceRequestSchema = inputObject({
  po: text(40),
  talic: text(40),
  uid: text(100),
  coupons: couponList,
  soortvervoer: typeField,
  heenterug: tripKindField,
  datum: dateField.optional(),
  datumterug: optionalDate,
  pax: requiredCount('pax'),
  koffers: count('koffers'),
  kinderstoelen: countIn(0, MAX_CHILD_SEATS_TOTAL).default(0),
  kinderwagens: count('kinderwagens'),
  skis: count('skis'),
  golfbags: count('golfbags'),
  rolstoelen: count('rolstoelen'),
  rollators: count('rollators'),
  fietskoffers: count('fietskoffers'),
  huisdieren: countIn(PET_LIMITS.min, PET_LIMITS.max).default(PET_LIMITS.min),
  idluchthavenheen: text(8),
  idluchthavenretour: text(8),
  fromheen: text(),
  toheen: text(),
  fromretour: text(),
  toretour: text(),
  heenpostnr: text(4),
  heenstraat: text(),
  terugpostnr: text(4),
  terugstraat: text(),
});

/** A parsed price request. */
export type PriceRequest = z.output<typeof priceRequestSchema>;

/** The raw request fields of one leg and the names to blame for each. */
interface LegSpec {
  postnr: [string, string];
  straat: string;
  line: [string, string];
  airport: [string, string];
  date: [string | undefined, string];
}

function missing(field: string): ApiError {
  return new ApiError(400, 'invalid_request', `The field "${field}" is required.`, field);
}

function leg(spec: LegSpec, today: string, venue: LegEnd | undefined): LegRequest {
  const [postnr, postnrField] = spec.postnr;
  const [line, lineField] = spec.line;
  const [airport, airportField] = spec.airport;
  const [date, dateName] = spec.date;
  const structured = postnr !== '';
  const home = structured ? { postal: postnr, street: spec.straat } : splitAddressLine(line);
  const postalField = structured ? postnrField : lineField;
  if (home.postal === '') throw missing(postalField);
  if (!venue && airport === '') throw missing(airportField);
  if (date === undefined) throw missing(dateName);
  if (date < today)
    throw new ApiError(400, 'invalid_request', `The field "${dateName}" lies in the past.`, dateName);
  const streetField = structured ? postnrField.replace('postnr', 'straat') : lineField;
  return {
    home,
    end: venue ?? { airport },
    date,
    fields: { postal: postalField, street: streetField, airport: airportField },
  };
}

/**
 * Parses a price request body into a trip request, with 400s naming the field at fault. With `venue`
 * (billoevents/berekenprijs) both legs run between home and that venue and the airport fields are not
 * read.
 */
export function parsePriceRequest(body: unknown, now: Date, venue?: LegEnd): TripRequest {
  const r = parse(priceRequestSchema, body);
  const today = todayInBrussels(now);
  const legs = legsOf(r.heenterug);
  // The return leg carries its own date when the client sends it; `datum` is the trip date.
  const returnDate: [string | undefined, string] =
    r.datumterug !== '' ? [r.datumterug, 'datumterug'] : [r.datum, 'datum'];
  const seats = r.kinderstoelen;
  return {
    kind: r.heenterug,
    type: r.soortvervoer,
    pax: r.pax,
    extras: {
      koffers: r.koffers,
      kinderwagens: r.kinderwagens,
      childSeatsSmall: seats,
      childSeatsMedium: 0,
      childSeatsLarge: 0,
      skis: r.skis,
      golfbags: r.golfbags,
      fietskoffers: r.fietskoffers,
      rolstoelen: r.rolstoelen,
      rollators: r.rollators,
      pets: r.huisdieren,
    },
    heen: legs.departure
      ? leg(
          {
            postnr: [r.heenpostnr, 'heenpostnr'],
            straat: r.heenstraat,
            line: [r.fromheen, 'fromheen'],
            airport: [r.idluchthavenheen, 'idluchthavenheen'],
            date: [r.datum, 'datum'],
          },
          today,
          venue,
        )
      : undefined,
    terug: legs.arrival
      ? leg(
          {
            postnr: [r.terugpostnr, 'terugpostnr'],
            straat: r.terugstraat,
            line: [r.toretour, 'toretour'],
            airport: [r.idluchthavenretour, 'idluchthavenretour'],
            date: returnDate,
          },
          today,
          venue,
        )
      : undefined,
    leadDate: tripDate({ ...legs, pickupDate: r.datum ?? '', retourDate: returnDate[0] ?? '' }),
    po: r.po,
    talic: r.talic,
    uid: r.uid,
    coupons: r.coupons,
  };
}
