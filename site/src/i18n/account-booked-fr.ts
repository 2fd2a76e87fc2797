/** French texts of what a booking shows back (issue 31); the keys are account-booked-nl.ts's. */
import type { accountBookedNl } from './account-booked-nl';

export const accountBookedFr: Readonly<Record<keyof typeof accountBookedNl, string>> = {
  'acc.outcome.emailSent': 'Votre e-mail de confirmation avec le code de réservation est en route.',
  'acc.outcome.notSent': 'Aucune confirmation envoyée : nous l’envoyons dès que le paiement a réussi.',
  'acc.outcome.manageHint':
    'Pour modifier ou annuler la réservation, il vous faut le code de réservation et l’adresse e-mail de votre e-mail de confirmation.',
  'acc.outcome.back': 'Retour à {partner}',
  'acc.outcome.backSoon':
    'Vous serez automatiquement ramené vers {partner} dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'acc.outcome.backStop': 'Rester sur cette page',
  'acc.outcome.backStopped':
    'Vous restez sur cette page. Le lien vous ramène vers {partner} quand vous le souhaitez.',
  'acc.outcome.summary': 'Votre réservation',
  // Issue 31: everything booked, listed back (core/booked-extras.ts), and paying again after a refusal.
  'acc.manage.extra.koffers': 'Valises',
  'acc.manage.extra.seatSmall': 'Sièges enfant {childSeatAge1}-{childSeatAge2} ans',
  'acc.manage.extra.seatMedium': 'Sièges enfant {childSeatAge2}-{childSeatAge3} ans',
  'acc.manage.extra.seatLarge': 'Sièges enfant (plus de {childSeatAge3} ans)',
  'acc.manage.extra.rolstoelen': 'Fauteuils roulants pliables',
  'acc.manage.extra.rollators': 'Déambulateurs (rollators)',
  'acc.manage.extra.fietskoffers': 'Valises de vélo',
  'acc.manage.extra.skis': 'Skis',
  'acc.manage.extra.golfbags': 'Sacs de golf',
  'acc.manage.extra.kinderwagens': 'Poussettes',
  'acc.manage.extra.huisdieren': 'Animaux de compagnie',
  'acc.outcome.payAgain': 'Payer à nouveau par {methods}',
  'acc.outcome.toForm': 'Retour au formulaire de réservation',
  'acc.outcome.payUnavailable':
    'La page de paiement est momentanément inaccessible. Réessayez dans quelques minutes ; votre réservation est conservée.',
};
