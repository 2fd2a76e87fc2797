/**
 * The texts of event mode (`<transfer-booking event="ID">`), in nl, fr and en. They live apart from
 * the catalogues of nl.ts, fr.ts and en.ts because those load with the first step of every wizard,
 * whose size budget has no room left; this module loads only with the event chunk. The type makes
 * every language carry every key (the parity rule of the other catalogues). Plain strings with
 * `{name}` placeholders, so no ICU parser or precompiling is needed.
 */
import type { Lang } from '../../core';

const nl = {
  'event.label': 'Evenement',
  'event.loading': 'Het evenement wordt geladen…',
  'event.venue': 'Locatie: {venue}, {street} {nr}, {postal} {city}',
  'event.when': 'Wanneer: {start}',
  'event.whenEnd': 'Wanneer: {start} tot {end}',
  'event.organiser': 'Organisator: {organiser}',
  'event.arrivalTime': 'Aankomstuur op de locatie',
  'event.pickupTime': 'Ophaaluur na het evenement',
  'event.arrivalDate': 'Datum van de rit naar het evenement',
  'event.pickupDate': 'Datum van de rit naar huis',
  'event.to': 'Naar het evenement',
  'event.from': 'Terug van het evenement',
  'event.withdrawn':
    'Dit evenement werd geannuleerd door de organisator; er kan geen rit meer naar geboekt worden.',
  'event.deadline':
    'De boekingstermijn voor dit evenement is verstreken; er kan geen rit meer naar geboekt worden.',
  'event.past': 'Dit evenement is voorbij; er kan geen rit meer naar geboekt worden.',
  'event.missing': 'Dit evenement werd niet gevonden of kon niet geladen worden.',
};

/** One text of event mode. */
export type EventMessageId = keyof typeof nl;

const fr: Record<EventMessageId, string> = {
  'event.label': 'Événement',
  'event.loading': 'Chargement de l’événement…',
  'event.venue': 'Lieu : {venue}, {street} {nr}, {postal} {city}',
  'event.when': 'Quand : {start}',
  'event.whenEnd': 'Quand : du {start} au {end}',
  'event.organiser': 'Organisateur : {organiser}',
  'event.arrivalTime': 'Heure d’arrivée sur place',
  'event.pickupTime': 'Heure de reprise après l’événement',
  'event.arrivalDate': 'Date du trajet vers l’événement',
  'event.pickupDate': 'Date du trajet de retour',
  'event.to': 'Vers l’événement',
  'event.from': 'Retour de l’événement',
  'event.withdrawn':
    'Cet événement a été annulé par l’organisateur ; il n’est plus possible d’y réserver un trajet.',
  'event.deadline':
    'Le délai de réservation de cet événement est dépassé ; il n’est plus possible d’y réserver un trajet.',
  'event.past': 'Cet événement est terminé ; il n’est plus possible d’y réserver un trajet.',
  'event.missing': 'Cet événement est introuvable ou n’a pas pu être chargé.',
};

const en: Record<EventMessageId, string> = {
  'event.label': 'Event',
  'event.loading': 'Loading the event…',
  'event.venue': 'Venue: {venue}, {street} {nr}, {postal} {city}',
  'event.when': 'When: {start}',
  'event.whenEnd': 'When: {start} to {end}',
  'event.organiser': 'Organiser: {organiser}',
  'event.arrivalTime': 'Arrival time at the venue',
  'event.pickupTime': 'Pick-up time after the event',
  'event.arrivalDate': 'Date of the ride to the event',
  'event.pickupDate': 'Date of the ride home',
  'event.to': 'To the event',
  'event.from': 'Back from the event',
  'event.withdrawn': 'The organiser has cancelled this event; rides to it can no longer be booked.',
  'event.deadline': 'The booking deadline of this event has passed; rides to it can no longer be booked.',
  'event.past': 'This event is over; rides to it can no longer be booked.',
  'event.missing': 'This event was not found or could not be loaded.',
};

/** The texts of event mode per language. */
export const EVENT_MESSAGES: Record<Lang, Record<EventMessageId, string>> = { nl, fr, en };

/** Gives one text of event mode in `lang`, its `{name}` placeholders filled from `values`. */
export function eventT(lang: Lang, id: EventMessageId, values: Record<string, string> = {}): string {
  return EVENT_MESSAGES[lang][id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
