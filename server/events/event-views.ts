import {
  LANGS,
  eventBookingRefusal,
  eventPhase,
  eventRideTimes,
  eventText,
  type EventDates,
  type EventInfo,
  type EventTexts,
  type Lang,
  type OrganiserEvent,
} from '../../core';
import type { EventRow } from '../data/events/events-repo';

/** The texts of an event per language, as core's eventText reads them. */
export function textsOf(e: Pick<EventRow, 'names' | 'descriptions'>): EventTexts {
  const texts: EventTexts = {};
  for (const [lang, name] of Object.entries(e.names) as [Lang, string][]) {
    texts[lang] = { name, description: e.descriptions[lang] ?? '' };
  }
  return texts;
}

/** The dates of a stored event in core's terms. */
export function datesOf(e: EventRow): EventDates {
  return {
    startDate: e.start_date,
    startTime: e.start_time,
    endDate: e.end_date,
    endTime: e.end_time,
    bookingDeadline: e.booking_deadline,
  };
}

/**
 * An event as the public calls answer it (docs/events-api.md): its texts in `lang` or, when the event
 * lacks that language, in the first one it offers (TAAL says which), its phase on `today`, whether a
 * ride can still be booked, and the default ride times.
 */
export function eventInfo(e: EventRow, lang: Lang, today: string, km?: number): EventInfo {
  const dates = datesOf(e);
  const text = eventText(textsOf(e), lang) ?? { lang, name: '', description: '' };
  const times = eventRideTimes(dates);
  return {
    ID: e.id,
    NAAM: text.name,
    OMSCHRIJVING: text.description,
    TAAL: text.lang,
    TALEN: LANGS.filter((l) => e.names[l]),
    ORGANISATOR: e.organisation,
    SLUG: e.slug,
    LOCATIE: e.venue_name,
    STRAAT: e.venue_street,
    NR: e.venue_nr,
    POSTNR: e.venue_postal,
    STAD: e.venue_city,
    LAT: e.lat,
    LON: e.lon,
    STARTDATUM: e.start_date,
    STARTUUR: e.start_time,
    EINDDATUM: e.end_date,
    EINDUUR: e.end_time,
    DEADLINE: e.booking_deadline,
    STATUS: eventPhase(e.status, dates, today),
    BOEKBAAR: eventBookingRefusal(e.status, dates, today) === null,
    AANKOMSTUUR: times.arrivalTime,
    OPHAALDATUM: times.pickupDate,
    OPHAALUUR: times.pickupTime,
    ...(km !== undefined ? { AFSTAND: Math.round(km * 10) / 10 } : {}),
  };
}

/** An organiser's own event in My-Events: every language, and its booked rides counted. */
export function organiserEvent(
  e: EventRow,
  lang: Lang,
  today: string,
  rides: { status: string; heen: number; terug: number }[],
): OrganiserEvent {
  return {
    ...eventInfo(e, lang, today),
    NAMEN: e.names,
    OMSCHRIJVINGEN: e.descriptions,
    RITTEN: rides,
  };
}
