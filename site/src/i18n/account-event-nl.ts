/**
 * Dutch texts of the account islands for an event order (issue 28): its rides named "to the event" and
 * "back from the event", its times at the event, and the change wording without flights. account-nl.ts
 * spreads them in, so they share its keys' type; the French and English files have exactly these keys.
 */
export const accountEventNl = {
  'acc.event.name': 'Evenement',
  'acc.event.leg.H': 'Naar het evenement',
  'acc.event.leg.T': 'Terug van het evenement',
  'acc.event.time.H': 'Aankomstuur op de locatie',
  'acc.event.time.T': 'Ophaaluur na het evenement',
  'acc.event.change': 'Uren of contactgegevens wijzigen',
  'acc.event.reviseHint':
    'Datum, uren, adres, passagiers, bagage, voertuig of opmerkingen, of een rit toevoegen of schrappen. U ziet de oude en de nieuwe prijs voor u bevestigt.',
  'acc.event.field.uurvluchtheen': 'Aankomstuur op de locatie (UU:MM)',
  'acc.event.field.uurvluchtterug': 'Ophaaluur na het evenement (UU:MM)',
} as const;
