/** French texts of the widget's vehicle catalogue; the ids and their placeholders are vehicle-nl.ts's. */
import type { Catalogue } from '../../core';
import type { VehicleId } from './vehicle-nl';

const vehicleFr: Catalogue<VehicleId> = {
  'extras.type': 'Type de transport',
  'extras.type.COMBINATIE': 'Combi (minibus partagé)',
  'extras.type.COMFORT': 'Comfort (privé)',
  'extras.type.BUSINESS': 'Business (voiture de luxe)',
  'extras.combiNotice':
    'Le service Combi n’est réservable que jusqu’à {days, plural, one {# jour} other {# jours}} avant le départ ; ensuite uniquement avec un numéro PO (bon de commande) valable de l’agence de voyages. Les trajets partagés sont suspendus depuis le {cutoff}.',
  'extras.pax': 'Passagers',
  'extras.koffers': 'Valises',
  'extras.fietskoffers': 'Valises de vélo',
  'extras.rolstoelen': 'Fauteuils roulants pliables',
  'extras.rollators': 'Déambulateurs (rollators)',
  'extras.kinderwagens': 'Poussettes',
  'extras.skis': 'Skis',
  'extras.golfbags': 'Sacs de golf',
  'extras.other': 'Autres bagages et équipements',
  'extras.childSeats': 'Sièges enfant',
  'extras.childSeatsSmall': 'Sièges enfant {childSeatAge1}-{childSeatAge2} ans',
  'extras.childSeatsMedium': 'Sièges enfant {childSeatAge2}-{childSeatAge3} ans',
  'extras.childSeatsLarge': 'Sièges enfant (plus de {childSeatAge3} ans)',
  'extras.cargo': 'Espace de chargement',
  'extras.cargoValue': '{percent, number} % de l’espace de chargement utilisé',
  'error.cargo':
    'Les bagages ne tiennent pas dans un seul véhicule ; réduisez leur nombre ou faites plusieurs réservations.',
  'error.chairs': 'Maximum {maxChildSeats} sièges enfant par réservation.',
  'cards.desc.COMBINATIE': 'Minibus partagé : vous partagez le trajet avec d’autres passagers.',
  'cards.desc.COMFORT': 'Voiture ou minibus privé, rien que pour votre groupe.',
  'cards.desc.BUSINESS': 'Voiture de luxe avec chauffeur, rien que pour votre groupe.',
  'cards.picture.COMBINATIE': 'Dessin d’un minibus',
  'cards.picture.COMFORT': 'Dessin d’une berline',
  'cards.picture.BUSINESS': 'Dessin d’une voiture de luxe',
  'cards.capacity':
    'Jusqu’à {pax, plural, one {# passager} other {# passagers}} ; la barre ci-dessous indique la place qui reste pour les bagages.',
  'cards.price': '{price} pour ce trajet',
  'cards.pricePending': 'Le prix s’affichera dès que l’adresse et l’aéroport seront connus',
  'cards.unavailable': 'Non disponible',
  'cards.reason.cutoff': 'Les trajets partagés (Combi) ne sont plus proposés depuis le {cutoff}.',
  'cards.reason.notice':
    'Combi se réserve au moins {days, plural, one {# jour} other {# jours}} à l’avance, ou plus tard avec un numéro PO valable de votre agence.',
  'stepper.decrease': 'Moins : {label}',
  'stepper.increase': 'Plus : {label}',
  'extras.pets': 'Animaux de compagnie',
  'pets.hint':
    'Signalez les animaux au moins {hours, plural, one {# heure} other {# heures}} à l’avance ; {price} par animal et par trajet.',
  'remarks.label': 'Remarques pour le chauffeur',
  'remarks.hint':
    'Par exemple un point de rencontre. Un arrêt intermédiaire se demande au moins {days, plural, one {# jour} other {# jours}} à l’avance et peut modifier le prix. Au plus {max, plural, one {# caractère} other {# caractères}}.',
  'remarks.invalid':
    'Utilisez du texte simple d’au plus {max, plural, one {# caractère} other {# caractères}}.',
};

export default vehicleFr;
