/**
 * The event form of My-Events as plain values: from an organiser's event to the form, from the form to
 * the API's EventBody, and the server's field names to the form's, so the form shows each refusal
 * under its own field.
 */
import { isValidDate, readDayFirstDate, type EventBody, type OrganiserEvent } from '../../../../core';

/** The form's fields, in the order they are shown. */
export const EVENT_FORM_FIELDS = [
  'nameNl',
  'nameFr',
  'nameEn',
  'descriptionNl',
  'descriptionFr',
  'descriptionEn',
  'venue',
  'street',
  'nr',
  'postal',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'deadline',
] as const;

/** A field of the event form. */
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];

/** The values of the event form; `publish` is the "publish now" box. */
export type EventFormValues = Record<EventFormField, string> & { publish: boolean };

/** The empty form of a new event. */
export function emptyEventForm(): EventFormValues {
  const values = Object.fromEntries(EVENT_FORM_FIELDS.map((f) => [f, ''])) as Record<EventFormField, string>;
  return { ...values, publish: true };
}

/**
 * The form asks for dates day first, DD/MM/YYYY, as Belgians write them (copy review 2026-11-27, F10);
 * the API keeps 'YYYY/MM/DD'. A stored date is shown day first; anything else is left as it is.
 */
function dayFirst(date: string): string {
  return isValidDate(date) ? date.split('/').reverse().join('/') : date;
}

/** A typed date for the API: 'YYYY/MM/DD' when it reads as a date, else as typed, for the server to refuse. */
function apiDate(text: string): string {
  return readDayFirstDate(text) ?? text.trim();
}

/** The form of an existing event. */
export function eventToForm(e: OrganiserEvent): EventFormValues {
  return {
    nameNl: e.NAMEN.nl ?? '',
    nameFr: e.NAMEN.fr ?? '',
    nameEn: e.NAMEN.en ?? '',
    descriptionNl: e.OMSCHRIJVINGEN.nl ?? '',
    descriptionFr: e.OMSCHRIJVINGEN.fr ?? '',
    descriptionEn: e.OMSCHRIJVINGEN.en ?? '',
    venue: e.LOCATIE,
    street: e.STRAAT,
    nr: e.NR,
    postal: e.POSTNR,
    startDate: dayFirst(e.STARTDATUM),
    startTime: e.STARTUUR,
    endDate: dayFirst(e.EINDDATUM ?? ''),
    endTime: e.EINDUUR ?? '',
    deadline: dayFirst(e.DEADLINE),
    publish: e.STATUS !== 'draft',
  };
}

/** The API's body of the form (docs/events-api.md, EventBody). */
export function formToBody(v: EventFormValues): EventBody {
  const some = (s: string) => s.trim();
  return {
    namen: { nl: some(v.nameNl), fr: some(v.nameFr), en: some(v.nameEn) },
    omschrijvingen: { nl: some(v.descriptionNl), fr: some(v.descriptionFr), en: some(v.descriptionEn) },
    locatie: v.venue,
    straat: v.street,
    nr: v.nr,
    postnr: v.postal,
    startdatum: apiDate(v.startDate),
    startuur: v.startTime,
    einddatum: apiDate(v.endDate),
    einduur: v.endTime,
    deadline: apiDate(v.deadline),
    status: v.publish ? 'published' : 'draft',
  };
}

const SERVER_FIELDS: Readonly<Record<string, EventFormField>> = {
  namen: 'nameNl',
  locatie: 'venue',
  straat: 'street',
  nr: 'nr',
  postnr: 'postal',
  startdatum: 'startDate',
  startuur: 'startTime',
  einddatum: 'endDate',
  einduur: 'endTime',
  deadline: 'deadline',
};

/** The form field behind a field the server named (`namen.fr` is the French name), or undefined. */
export function formFieldOf(serverField: string | undefined): EventFormField | undefined {
  if (!serverField) return undefined;
  const [head, lang] = serverField.split('.');
  if (head === 'namen' && (lang === 'fr' || lang === 'en')) return lang === 'fr' ? 'nameFr' : 'nameEn';
  if (head === 'omschrijvingen' && (lang === 'nl' || lang === 'fr' || lang === 'en'))
    return lang === 'nl' ? 'descriptionNl' : lang === 'fr' ? 'descriptionFr' : 'descriptionEn';
  return SERVER_FIELDS[head ?? ''];
}
