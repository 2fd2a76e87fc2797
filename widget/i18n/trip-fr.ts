/** French texts of the widget's trip catalogue; the ids and their placeholders are trip-nl.ts's. */
import type { Catalogue } from '../../core';
import type { TripId } from './trip-nl';

const tripFr: Catalogue<TripId> = {
  'addresses.pax': 'Nombre de passagers',
  'addresses.departure': 'Aller',
  'addresses.return': 'Retour',
  'addresses.street': 'Rue',
  'addresses.nr': 'Numéro',
  'addresses.postal': 'Code postal',
  'addresses.suggestions':
    '{count, plural, =0 {Aucune rue trouvée} one {# rue trouvée} other {# rues trouvées}}',
  'addresses.date': 'Date',
  'addresses.landingDate': 'Date d’atterrissage',
  'addresses.airport': 'Aéroport',
  'addresses.landingAirport': 'Aéroport d’arrivée',
  'addresses.flight': 'Numéro de vol',
  'addresses.flightTime': 'Heure de départ du vol',
  'addresses.landingTime': 'Heure d’atterrissage',
  'flights.leaves': 'Le vol {flight} part de {airport} à {time}.',
  'flights.landsFrom': 'Le vol {flight} en provenance de {city} atterrit à {time}.',
  'flights.lands': 'Le vol {flight} atterrit à {airport} à {time}.',
  'addresses.margin': 'Combien de temps avant le vol souhaitez-vous être à l’aéroport ?',
  'addresses.marginOption': '{minutes, plural, =0 {{hours, number} h} other {{whole} h {minutes}}}',
  'addresses.origin': 'Ville de départ du vol retour',
  'addresses.otherAddress': 'Retour à une autre adresse ?',
  'addresses.otherAirport': 'Vous atterrissez dans un autre aéroport ?',
  'addresses.same': 'Même adresse qu’à l’aller',
  'addresses.choosePickup': 'Choisir une adresse de prise en charge enregistrée',
  'addresses.chooseReturn': 'Choisir une adresse de dépose enregistrée',
  'addresses.chooserTitle': 'Adresses enregistrées',
  'addresses.use': 'Utiliser cette adresse',
  'addresses.close': 'Fermer',
  'error.departureAddress': 'Veuillez vérifier votre adresse de départ.',
  'error.departureFlight': 'Veuillez vérifier le numéro et l’heure du vol aller.',
  'error.retourAddress': 'Veuillez vérifier votre adresse de retour.',
  'error.retourFlight': 'Veuillez vérifier le numéro et l’heure d’atterrissage du vol retour.',
  'error.origin': 'Veuillez saisir la ville d’où part le vol retour.',
};

export default tripFr;
