/** French texts of the back office's late flights; {@link BoFlightsMessages} demands the Dutch keys. */
import type { BoFlightsMessages } from './bo-flights-nl';

export const boFlightsFr: BoFlightsMessages = {
  'landing.label': 'Heure d’atterrissage {leg}',
  'landing.save': 'Enregistrer l’atterrissage',
  'landing.saved': 'Atterrissage à {landing} enregistré. Prise en charge à {pickup}.',
  'landing.moved': 'Prise en charge déplacée de {from} à {to}. Le chauffeur est prévenu.',
  'landing.movedNoDriver':
    'Prise en charge déplacée de {from} à {to}. Aucun chauffeur n’est encore attribué pour être prévenu.',
  'landing.note': 'Atterrissage {landing} ({source})',
  'landing.source.provider': 'statut du vol',
  'landing.source.dispatcher': 'saisi par le dispatching',
  'landing.landed': 'atterri',
  'landing.movedNote': 'Prise en charge déplacée\u202f: {from} → {to}',
  'landing.failed': 'Cela n’a pas fonctionné\u202f: {reason}',
  'waiting.title': 'Attente gratuite du chauffeur',
  'waiting.hint':
    'Par défaut {afterLandingMinutes} minutes après l’atterrissage et {atHomeMinutes} minutes pour une prise en charge à domicile.',
  'waiting.afterLanding': 'Après l’atterrissage (minutes)',
  'waiting.atHome': 'Prise en charge à domicile (minutes)',
  'waiting.save': 'Enregistrer les temps d’attente',
  'waiting.saved': 'Temps d’attente enregistrés.',
  'waiting.loading': 'Chargement des temps d’attente…',
};
