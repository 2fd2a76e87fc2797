/**
 * What an organiser sends to create or edit an event (`billoevents/newevent`, `editevent`): checked
 * with core's eventInputProblems and the venue geocoded through the product's geodata, each problem a
 * 400 naming the field.
 */
import { z } from 'zod';
import {
  LANGS,
  eventInputProblems,
  isBelgianPostalCode,
  normalizeDateText,
  placeName,
  type Lang,
} from '../../core';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { freeText, idInput } from '../http/input';
import { findPostcode, findStreet } from '../data/geo/geo-repo';
import type { EventFields } from '../data/events/events-repo';

const text = (max: number) => freeText(z.string().trim().max(max, `at most ${max} characters`));
const required = (max: number) => text(max).min(1, 'is required');
const date = z.string().transform(normalizeDateText);

const eventShape = {
  namen: z.object(Object.fromEntries(LANGS.map((l) => [l, text(200).optional()]))),
  omschrijvingen: z
    .object(
      Object.fromEntries(
        LANGS.map((l) => [l, z.string().trim().max(4000, 'at most 4000 characters').optional()]),
      ),
    )
    .default({}),
  locatie: required(200),
  straat: required(200),
  nr: required(20),
  postnr: required(4),
  startdatum: date,
  startuur: text(5),
  einddatum: date.optional(),
  einduur: text(5).optional(),
  deadline: date,
  status: z.enum(['draft', 'published'], 'must be draft or published').default('draft'),
};

/** `POST billoevents/newevent`. */
export const NewEventBody = z.object(eventShape);
/** `POST billoevents/editevent`: the event's id and all its fields. */
export const EditEventBody = z.object({ id: idInput, ...eventShape });

// core's field names → the request's.
const FIELD: Readonly<Record<string, string>> = {
  names: 'namen',
  startDate: 'startdatum',
  startTime: 'startuur',
  endDate: 'einddatum',
  endTime: 'einduur',
  bookingDeadline: 'deadline',
};

function only(values: Record<string, string | undefined>): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const l of LANGS) if (values[l]) out[l] = values[l];
  return out;
}

/**
 * Checks an event body with core's rules and geocodes its venue: the postal code and the street must
 * be ones the geodata knows (the street compared by core's fold), and the venue gets the street's
 * coordinates, else the postal code's centre. Gives the columns to store.
 */
export async function eventFields(
  db: Queryable,
  b: z.output<typeof NewEventBody>,
  today: string,
): Promise<EventFields> {
  const names = only(b.namen);
  const descriptions: Partial<Record<Lang, string>> = {};
  for (const l of LANGS) if (names[l]) descriptions[l] = b.omschrijvingen[l] ?? '';
  const end = b.einddatum || b.einduur ? { endDate: b.einddatum ?? '', endTime: b.einduur ?? '' } : null;
  const problems = eventInputProblems({
    texts: Object.fromEntries(LANGS.map((l) => [l, { name: names[l] ?? '', description: '' }])),
    startDate: b.startdatum,
    startTime: b.startuur,
    endDate: end?.endDate ?? null,
    endTime: end?.endTime ?? null,
    bookingDeadline: b.deadline,
  });
  const first = problems[0];
  if (first) {
    const field = FIELD[first] ?? first;
    throw new ApiError(400, 'invalid_request', `The field "${field}" is invalid.`, field);
  }
  if (b.startdatum < today)
    throw new ApiError(400, 'invalid_request', 'The field "startdatum" lies in the past.', 'startdatum');
  const pc = isBelgianPostalCode(b.postnr) ? await findPostcode(db, Number(b.postnr)) : null;
  if (!pc)
    throw new ApiError(
      400,
      'invalid_request',
      `The field "postnr" is not a Belgian postal code we know (${b.postnr}).`,
      'postnr',
    );
  const street = await findStreet(db, pc.postcode, b.straat);
  if (!street)
    throw new ApiError(
      400,
      'invalid_request',
      `The field "straat" names no street of postal code ${pc.postcode}.`,
      'straat',
    );
  const lang = LANGS.find((l) => names[l]) ?? 'nl';
  return {
    names,
    descriptions,
    venue_name: b.locatie,
    venue_street: street.name,
    venue_nr: b.nr,
    venue_postal: String(pc.postcode),
    venue_city: placeName(pc, lang),
    lat: street.lat ?? pc.lat,
    lon: street.lon ?? pc.lon,
    start_date: b.startdatum,
    start_time: b.startuur,
    end_date: end ? end.endDate : null,
    end_time: end ? end.endTime : null,
    booking_deadline: b.deadline,
    status: b.status,
  };
}
