/**
 * Dutch texts of event mode (`<transfer-booking event="ID">`): the event's card, its refusals and the
 * labels of its rides. They load with the element when it is in event mode, never for the airport wizard.
 * ICU messages with flat dotted ids; this catalogue defines the ids, and the French and English ones
 * (event-fr.ts, event-en.ts) have exactly these. The build hands it to the browser precompiled.
 */
const eventNl = {
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
  'event.wizardLabel': 'Vervoer naar een evenement boeken',
  'event.addressesHeading': 'Adressen en uren',
  'event.trip.H': 'Enkel naar het evenement',
  'event.trip.T': 'Enkel terug van het evenement',
  'event.priceTo': 'Prijs naar het evenement',
  'event.priceFrom': 'Prijs terug van het evenement',
  'event.noPrice': 'De prijs verschijnt zodra het adres bekend is.',
  'event.arrivalAt': 'Aankomstuur op de locatie: {time}',
  'event.pickupAt': 'Ophaaluur na het evenement: {time}',
  'event.error.arrivalTime': 'Gelieve het aankomstuur op de locatie te controleren.',
  'event.error.pickupTime': 'Gelieve het ophaaluur na het evenement te controleren.',
  'event.withdrawn':
    'Dit evenement werd geannuleerd door de organisator; u kunt er geen rit meer naartoe boeken.',
  'event.deadline':
    'De uiterste boekingsdatum van dit evenement is voorbij; u kunt er geen rit meer naartoe boeken.',
  'event.past': 'Dit evenement is voorbij; u kunt er geen rit meer naartoe boeken.',
  'event.missing': 'Dit evenement werd niet gevonden of kon niet geladen worden.',
} as const;

/** A message id of the widget's event texts. */
export type EventId = keyof typeof eventNl;

export default eventNl;
