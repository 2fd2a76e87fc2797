/**
 * The answers of the events calls (docs/events-api.md): the public events, the organiser's account and
 * My-Events, and the organiser request. The server builds them and the site's events islands read
 * them, declared once here. Also the bodies the site sends to create an event and to ask for an
 * organiser account; tests/unit/core/api-shapes.test.ts holds the server's schemas to take them.
 * Re-exported through api-types.ts. Types only, no code.
 */
import type { OrganiserStatus } from './backoffice-types';
import type { Lang } from './locales';

/** An event as the public events calls answer it (docs/events-api.md). */
export interface EventInfo {
  ID: number;
  /** The name and description in `TAAL`, the asked language or, when the event lacks it, another one. */
  NAAM: string;
  OMSCHRIJVING: string;
  /** The language NAAM and OMSCHRIJVING are in (lower case). */
  TAAL: Lang;
  /** Every language the event is offered in. */
  TALEN: Lang[];
  ORGANISATOR: string;
  /** The organiser's public slug: /events/{slug}. */
  SLUG: string;
  LOCATIE: string;
  STRAAT: string;
  NR: string;
  POSTNR: string;
  STAD: string;
  LAT: number;
  LON: number;
  /** 'YYYY/MM/DD' and 'HH:mm', Europe/Brussels. */
  STARTDATUM: string;
  STARTUUR: string;
  EINDDATUM: string | null;
  EINDUUR: string | null;
  /** The last day (inclusive) a ride can be booked. */
  DEADLINE: string;
  STATUS: 'draft' | 'published' | 'withdrawn' | 'past';
  /** True while a ride can be booked (published, not past, deadline not passed). */
  BOEKBAAR: boolean;
  /** The default times of the rides (core's eventRideTimes). */
  AANKOMSTUUR: string;
  OPHAALDATUM: string;
  OPHAALUUR: string;
  /** Kilometres from the asked postal code (leesevents with location_id), else absent. */
  AFSTAND?: number;
}

/** An organiser's own event in My-Events: the event in every language, plus its booked rides. */
export interface OrganiserEvent extends EventInfo {
  NAMEN: Partial<Record<Lang, string>>;
  OMSCHRIJVINGEN: Partial<Record<Lang, string>>;
  /** Rides booked per order status and leg (counts only; no customer data). */
  RITTEN: { status: string; heen: number; terug: number }[];
}

/** The organiser account as billoeventaccounts/leesuserid answers it. */
export interface OrganiserAccount {
  id: number;
  username: string;
  organisation: string;
  contact: string;
  phone: string;
  website: string;
  slug: string;
  status: OrganiserStatus;
  lang: Lang;
}

/** The metadata of `GET billoevents/myevents`: the count, and the organiser's public slug (/events/{slug}). */
export interface MyEventsMeta {
  count: number;
  slug: string;
}

/** `POST billoevents/registration` (201): the organiser request made, waiting for the operator. */
export interface OrganiserRegistered {
  id: number;
  username: string;
  status: OrganiserStatus;
  slug: string;
}

/**
 * What an organiser sends to create or edit an event (`POST billoevents/newevent`, and `editevent`
 * with its `id`; docs/events-api.md). Dates 'YYYY/MM/DD' (or 'YYYY-MM-DD'), times 'HH:mm'; an empty
 * end date or time means none.
 */
export interface EventBody {
  namen: Partial<Record<Lang, string>>;
  omschrijvingen: Partial<Record<Lang, string>>;
  locatie: string;
  straat: string;
  nr: string;
  postnr: string;
  startdatum: string;
  startuur: string;
  einddatum: string;
  einduur: string;
  deadline: string;
  status: 'draft' | 'published';
}

/** What an organiser request sends (`POST billoevents/registration`). */
export interface OrganiserRequestBody {
  username: string;
  password: string;
  confirmPassword: string;
  organisation: string;
  contact: string;
  phone: string;
  website: string;
  motivation: string;
  /** The requester's language, any case ('NL', 'fr'); the server also takes it as `lang`. */
  taal: string;
}
