/** French texts of the server's e-mails; the same keys and placeholders as nl.ts. */
import type { MailMessages } from './nl';

const fr: MailMessages = {
  'mail.greeting': 'Bonjour {name},',

  'confirmation.subject': 'Confirmation de votre réservation {bonnr}',
  'confirmation.received': 'Merci pour votre réservation. Nous avons bien reçu votre commande.',
  'confirmation.receipt': 'Numéro de bon',
  'confirmation.bookingCode': 'Code de réservation',
  'confirmation.bookingCodeHint':
    'Ce code relie la réservation à votre compte (Mon compte, lier une réservation).',
  'confirmation.settlement.paid': 'Payé : {amount}',
  'confirmation.settlement.invoiced': 'Total {amount}, facturé à votre agent de voyage.',
  'confirmation.settlement.free': 'Aucun paiement n’est nécessaire pour cette réservation.',
  'confirmation.transport': 'Transport',
  'confirmation.passengers': 'Passagers',
  'confirmation.departure': 'Aller',
  'confirmation.return': 'Retour',
  'confirmation.flight': 'Vol {flight} le {date} à {time}',
  'confirmation.landing': 'Vol {flight} en provenance de {origin}, atterrissage le {date} à {time}',
  'confirmation.pickup':
    'Heure de prise en charge provisoire {time} ; l’heure définitive vous est communiquée environ une semaine avant.',
  'confirmation.eventArrival': 'Vers {event}, arrivée le {date} à {time}',
  'confirmation.eventPickup': 'Après {event}, prise en charge le {date} à {time}',
  'confirmation.toEvent': 'Trajet vers {event}',
  'confirmation.fromEvent': 'Trajet de {event} à domicile',
  'confirmation.from': 'De',
  'confirmation.to': 'À',
  'confirmation.calendar': 'Les trajets figurent dans l’agenda joint (.ics).',
  'confirmation.closing': 'Bon voyage !',
  'confirmation.toAirport': 'Transfert vers l’aéroport {airport}',
  'confirmation.fromAirport': 'Transfert de l’aéroport {airport} vers le domicile',
  'confirmation.eventPickupNote':
    'Heure de prise en charge provisoire ; l’heure définitive suit environ une semaine avant.',
  'confirmation.eventReturnNote': 'Le chauffeur attend jusqu’à {minutes} minutes après l’atterrissage.',
  'confirmation.type.combinatie': 'Combi (partagé)',
  'confirmation.type.comfort': 'Comfort',
  'confirmation.type.business': 'Business',

  'reset.subject': 'Choisir un nouveau mot de passe',
  'reset.body':
    'Nous avons reçu une demande de changement du mot de passe de votre compte. Choisissez un nouveau mot de passe via ce lien :',
  'reset.expiry': 'Le lien est valable {minutes} minutes et ne fonctionne qu’une fois.',
  'reset.ignore': 'Vous n’avez rien demandé ? Ignorez cet e-mail ; votre mot de passe reste inchangé.',

  'emailChange.subject': 'L’adresse e-mail de votre compte a été modifiée',
  'emailChange.body': 'L’adresse e-mail de votre compte {username} vient d’être modifiée de {from} en {to}.',
  'emailChange.ok': 'C’est vous ? Alors vous n’avez rien à faire.',
  'emailChange.notYou':
    'Ce n’est pas vous ? Quelqu’un d’autre a alors accès à votre compte. Contactez-nous immédiatement :',
  'organiser.requested.subject': 'Votre demande My-Events a bien été reçue',
  'organiser.requested.body':
    'Nous avons bien reçu la demande de compte organisateur de {organisation}. Nous l’examinons et vous informerons par e-mail de notre décision.',
  'organiser.approved.subject': 'Votre compte organisateur est approuvé',
  'organiser.approved.body':
    'La demande de {organisation} est approuvée. Connectez-vous avec {username} et gérez vos événements dans My-Events :',
  'organiser.approved.page': 'Vos événements se trouvent sur :',
  'organiser.refused.subject': 'Votre demande My-Events',
  'organiser.refused.body':
    'Nous ne pouvons malheureusement pas approuver la demande de compte organisateur de {organisation}.',
  'organiser.refused.reason': 'Motif : {reason}',
  'organiser.closing': 'Meilleures salutations',
};

export default fr;
