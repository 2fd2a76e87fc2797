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
};
