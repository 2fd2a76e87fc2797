/** French texts of the widget's person catalogue; the ids and their placeholders are person-nl.ts's. */
import type { Catalogue } from '../../core';
import type { PersonId } from './person-nl';

const personFr: Catalogue<PersonId> = {
  'person.firstName': 'Prénom',
  'person.lastName': 'Nom',
  'person.email': 'Adresse e-mail',
  'person.phone': 'Numéro de GSM',
  'person.phoneCountry': 'Pays',
  'person.consentAll':
    'J’ai lu la {privacy}, j’accepte les {terms} et je passe cette commande avec obligation de paiement.',
  'person.privacyLink': 'politique de confidentialité',
  'person.termsLink': 'conditions générales',
  'person.readPrivacy': 'Lire la politique de confidentialité',
  'person.readTerms': 'Lire les conditions générales',
  'person.legalClose': 'Fermer',
  'person.legalLoading': 'Chargement du texte…',
  'person.legalFailed':
    'Le texte n’a pas pu être chargé. Veuillez réessayer plus tard ou le lire sur notre site.',
  'person.agentCard':
    'Vous payez en ligne. Votre agence de voyages paie sur facture ? Connectez-vous d’abord avec le compte de votre agence.',
  'error.firstname': 'Veuillez saisir un prénom valide.',
  'error.lastname': 'Veuillez saisir un nom valide.',
  'error.email': 'Veuillez saisir une adresse e-mail valide.',
  'error.phone': 'Veuillez saisir un numéro de GSM valide.',
  'error.consentAll':
    'Cochez la case pour accepter la politique de confidentialité et les conditions générales et passer votre commande.',
  'error.address': 'L’adresse est obligatoire.',
  'error.company': 'Le nom de la société est obligatoire.',
  'error.username': 'Le nom d’utilisateur est obligatoire.',
  'error.vat': 'Indiquez un numéro de TVA valide, par exemple BE 0123.456.749.',
  'error.password': 'Minimum {minPasswordLength} caractères ; confirmation obligatoire.',
  // What booking and paying (step 3) may answer; loaded with step 3, not on the first step.
  'api.invoice': 'Votre réservation n’a pas pu être enregistrée.',
  'api.free': 'Votre réservation n’a pas pu être enregistrée.',
  'api.paymentMethod': 'Le module de réservation n’a pas pu se connecter.',
  'api.booking': 'Le module de réservation n’a pas pu se connecter.',
  'api.payment': 'La page de paiement n’a pas pu être ouverte.',
  'api.couponUsedUp':
    'Un bon de réduction a été utilisé entre-temps et votre prix a été adapté. Vérifiez le récapitulatif et réservez à nouveau.',
};

export default personFr;
