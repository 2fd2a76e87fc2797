/** French texts of the account islands for an event order (issue 28); the keys are account-event-nl.ts's. */
import type { accountEventNl } from './account-event-nl';

export const accountEventFr: Readonly<Record<keyof typeof accountEventNl, string>> = {
  'acc.event.name': 'Événement',
  'acc.event.leg.H': 'Vers l’événement',
  'acc.event.leg.T': 'Retour de l’événement',
  'acc.event.time.H': 'Heure d’arrivée sur place',
  'acc.event.time.T': 'Heure de prise en charge après l’événement',
  'acc.event.change': 'Modifier les heures ou les coordonnées',
  'acc.event.reviseHint':
    'Date, heures, adresse, passagers, bagages, véhicule ou remarques, ou ajouter ou supprimer un trajet. Vous voyez l’ancien et le nouveau prix avant de confirmer.',
  'acc.event.field.uurvluchtheen': 'Heure d’arrivée sur place (HH:MM)',
  'acc.event.field.uurvluchtterug': 'Heure de prise en charge après l’événement (HH:MM)',
};
