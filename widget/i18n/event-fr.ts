/** French texts of the widget's event catalogue; the ids and their placeholders are event-nl.ts's. */
import type { Catalogue } from '../../core';
import type { EventId } from './event-nl';

const eventFr: Catalogue<EventId> = {
  'event.label': 'Événement',
  'event.loading': 'Chargement de l’événement…',
  'event.venue': 'Lieu : {venue}, {street} {nr}, {postal} {city}',
  'event.when': 'Quand : {start}',
  'event.whenEnd': 'Quand : du {start} au {end}',
  'event.organiser': 'Organisateur : {organiser}',
  'event.arrivalTime': 'Heure d’arrivée sur place',
  'event.pickupTime': 'Heure de prise en charge après l’événement',
  'event.arrivalDate': 'Date du trajet vers l’événement',
  'event.pickupDate': 'Date du trajet de retour',
  'event.to': 'Vers l’événement',
  'event.from': 'Retour de l’événement',
  'event.wizardLabel': 'Réserver un trajet vers un événement',
  'event.addressesHeading': 'Adresses et heures',
  'event.trip.H': 'Uniquement vers l’événement',
  'event.trip.T': 'Uniquement le retour de l’événement',
  'event.priceTo': 'Prix vers l’événement',
  'event.priceFrom': 'Prix du retour de l’événement',
  'event.noPrice': 'Le prix apparaît dès que l’adresse est connue.',
  'event.arrivalAt': 'Heure d’arrivée sur place : {time}',
  'event.pickupAt': 'Heure de prise en charge après l’événement : {time}',
  'event.error.arrivalTime': 'Veuillez vérifier l’heure d’arrivée sur place.',
  'event.error.pickupTime': 'Veuillez vérifier l’heure de prise en charge après l’événement.',
  'event.withdrawn':
    'Cet événement a été annulé par l’organisateur ; il n’est plus possible d’y réserver un trajet.',
  'event.deadline':
    'La date limite de réservation de cet événement est dépassée ; il n’est plus possible d’y réserver un trajet.',
  'event.past': 'Cet événement est terminé ; il n’est plus possible d’y réserver un trajet.',
  'event.missing': 'Cet événement est introuvable ou n’a pas pu être chargé.',
};

export default eventFr;
