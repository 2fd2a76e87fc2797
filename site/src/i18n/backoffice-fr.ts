/** French texts of the back office's frame; {@link BackofficeMessages} demands exactly the Dutch keys. */
import type { BackofficeMessages } from './backoffice-nl';

export const backofficeFr: BackofficeMessages = {
  'bo.nav': 'Back-office',
  'bo.loading': 'Chargement du back-office…',
  'bo.forbidden':
    'Cette page est réservée au personnel de l’opérateur. Connectez-vous avec un compte du personnel.',
  'bo.failed': 'Le back-office n’a pas pu être chargé. Veuillez réessayer plus tard.',
  'bo.signedInAs': 'Connecté en tant que {email} ({role, select, operator {opérateur} other {dispatcheur}})',
  'bo.logout': 'Se déconnecter',
  'bo.empty': 'Aucune partie du back-office n’est encore disponible pour votre rôle.',
  'bo.error.invalid_request': 'Une valeur saisie n’est pas acceptée. Vérifiez le formulaire.',
  'bo.error.field': 'La valeur du champ {field} n’est pas acceptée. Vérifiez-la et réessayez.',
  'bo.error.not_found': 'Cet élément n’existe pas ou plus. Rechargez la page.',
  'bo.error.conflict': 'Cet élément existe déjà.',
  'bo.error.not_riding':
    'Cette réservation n’est ni payée, ni facturée, ni gratuite ; elle n’est ni planifiée ni effectuée.',
  'bo.error.too_late': 'Il est trop tard : le trajet a déjà eu lieu ou le délai est dépassé.',
  'bo.error.too_early': 'Il est encore trop tôt pour cela.',
  'bo.error.order_closed': 'Cette réservation est clôturée et ne peut plus être modifiée.',
  'bo.error.forbidden': 'Votre rôle ne le permet pas.',
  'bo.error.login_required': 'Votre session a expiré. Reconnectez-vous.',
  'bo.error.username_taken': 'Ce nom d’utilisateur est déjà pris.',
  'bo.error.already_decided': 'Une décision a déjà été prise à ce sujet.',
  'bo.error.assignment_refused': 'Ce chauffeur ou ce véhicule ne peut pas effectuer ce trajet.',
  'bo.error.network': 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  'bo.error.other': 'Une erreur s’est produite. Réessayez ou rechargez la page.',
};
