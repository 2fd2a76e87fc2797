/**
 * Dutch texts of step 1: addresses with their street suggestions, flights, the margin before a flight, the
 * saved addresses and the field messages of that step. They load with step 1.
 * ICU messages with flat dotted ids; this catalogue defines the ids, and the French and English ones
 * (trip-fr.ts, trip-en.ts) have exactly these. The build hands it to the browser precompiled.
 */
const tripNl = {
  'addresses.pax': 'Aantal passagiers',
  'addresses.departure': 'Heenrit',
  'addresses.return': 'Terugrit',
  'addresses.street': 'Straat',
  'addresses.nr': 'Huisnummer',
  'addresses.postal': 'Postcode',
  'addresses.suggestions':
    '{count, plural, =0 {Geen straten gevonden} one {# straat gevonden} other {# straten gevonden}}',
  'addresses.date': 'Datum',
  'addresses.landingDate': 'Landingsdatum',
  'addresses.airport': 'Luchthaven',
  'addresses.landingAirport': 'Luchthaven van aankomst',
  'addresses.flight': 'Vluchtnummer',
  'addresses.flightTime': 'Vertrekuur van de vlucht',
  'addresses.landingTime': 'Landingsuur',
  'flights.leaves': '{flight} vertrekt om {time} uit {airport}.',
  'flights.landsFrom': '{flight} uit {city} landt om {time}.',
  'flights.lands': '{flight} landt om {time} in {airport}.',
  'addresses.margin': 'Hoelang vóór uw vlucht wilt u op de luchthaven zijn?',
  'addresses.marginOption': '{minutes, plural, =0 {{whole} uur} other {{hours, number} uur}}',
  'addresses.origin': 'Vertrekstad van de terugvlucht',
  'addresses.same': 'Hetzelfde adres als bij de heenrit',
  'addresses.otherAddress': 'Terug naar een ander adres?',
  'addresses.otherAirport': 'Landt u op een andere luchthaven?',
  'addresses.choosePickup': 'Kies een opgeslagen ophaaladres',
  'addresses.chooseReturn': 'Kies een opgeslagen afzetadres',
  'addresses.chooserTitle': 'Opgeslagen adressen',
  'addresses.use': 'Gebruik dit adres',
  'addresses.close': 'Sluiten',
  'error.departureAddress': 'Gelieve uw vertrekadres te controleren.',
  'error.departureFlight': 'Gelieve vluchtnummer en vertrekuur van de heenvlucht te controleren.',
  'error.retourAddress': 'Gelieve uw terugkeeradres te controleren.',
  'error.retourFlight': 'Gelieve vluchtnummer en landingsuur van de terugvlucht te controleren.',
  'error.origin': 'Gelieve de stad in te vullen waar de terugvlucht vertrekt.',
} as const;

/** A message id of the widget's trip texts. */
export type TripId = keyof typeof tripNl;

export default tripNl;
