/** French texts of the payment sandbox; the same keys and placeholders as sandbox-nl.ts. */
import type { SandboxMessages } from './sandbox-nl';

const fr: SandboxMessages = {
  'sandbox.title': 'Paiement – environnement de test',
  'sandbox.notice': 'Environnement de test : aucun argent réel n’est débité.',
  'sandbox.order': 'Commande',
  'sandbox.amount': 'Montant',
  'sandbox.method': 'Moyen de paiement',
  'sandbox.card': 'Carte de crédit (Visa, Mastercard)',
  'sandbox.bancontact': 'Bancontact',
  'sandbox.choose': 'Choisissez la réponse du prestataire de paiement :',
  'sandbox.approve': 'Approuver',
  'sandbox.decline': 'Refuser',
  'sandbox.cancel': 'Annuler',
  'sandbox.fail': 'Erreur (exception)',
  'sandbox.errorTitle': 'Erreur',
  'sandbox.error':
    'Une erreur s’est produite ; veuillez réessayer plus tard. Si vous êtes le propriétaire ou l’intégrateur de ce site, consultez le back-office pour le détail de l’erreur.',
  'sandbox.code': 'Code d’erreur',
  'sandbox.done': 'Ce paiement a déjà été traité.',
  'sandbox.label': '{label} :',
};

export default fr;
