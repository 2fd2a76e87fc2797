/**
 * Event mode's words in place of the airport wizard's (issue 28): the same screens, but a ride goes to
 * and from the event, so every text that names an airport, a flight or a departure to one is read from
 * the event catalogue instead. Wrapping the translate function once keeps the steps free of
 * `eventMode ? … : …` for each text, and a text added later to this list changes every place it shows.
 */
import type { MessageId, Translate } from '../i18n';

/** The airport wizard's text ids and the event text each one is replaced with in event mode. */
export const EVENT_WORDING: Readonly<Partial<Record<MessageId, MessageId>>> = {
  'wizard.label': 'event.wizardLabel',
  'start.departure': 'event.to',
  'start.return': 'event.from',
  'addresses.heading': 'event.addressesHeading',
  'addresses.departure': 'event.to',
  'addresses.return': 'event.from',
  'overview.trip.H': 'event.trip.H',
  'overview.trip.T': 'event.trip.T',
  'overview.departure': 'event.to',
  'overview.return': 'event.from',
  'overview.priceDeparture': 'event.priceTo',
  'overview.priceReturn': 'event.priceFrom',
  'overview.noPrice': 'event.noPrice',
  'overview.flightTime': 'event.arrivalAt',
  'overview.landingTime': 'event.pickupAt',
  'cards.pricePending': 'event.noPrice',
  'error.departureFlight': 'event.error.arrivalTime',
  'error.retourFlight': 'event.error.pickupTime',
};

/** The translate function of an event's element: {@link EVENT_WORDING}'s ids read as their event texts. */
export function eventTranslate(t: Translate): Translate {
  return (id, values) => t(EVENT_WORDING[id] ?? id, values);
}
