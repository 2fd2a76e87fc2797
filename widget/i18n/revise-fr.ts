/** French texts of the widget's change mode; the ids and their placeholders are revise-nl.ts's. */
import type { Catalogue } from '../../core';
import type { ReviseId } from './revise-nl';

const reviseFr: Catalogue<ReviseId> = {
  'revise.title': 'Ancien et nouveau prix',
  'revise.caption': 'Le prix de votre réservation maintenant et après la modification',
  'revise.colRide': 'Trajet',
  'revise.colOld': 'Maintenant',
  'revise.colNew': 'Après la modification',
  'revise.legH': 'Aller',
  'revise.legT': 'Retour',
  'revise.noRide': 'pas de trajet',
  'revise.total': 'Total',
  'revise.difference': 'Différence',
  'revise.loading': 'Nous calculons le nouveau prix…',
  'revise.openUntil': 'Cette modification est possible jusqu’au {date}.',
  'revise.settle.pay':
    'Vous payez la différence de {amount} sur la page de paiement. La modification prend effet dès que la différence est payée ; d’ici là, votre réservation reste telle quelle.',
  'revise.settle.coupon':
    'Vous récupérez la différence de {amount} sous forme de bon de réduction pour un prochain trajet.',
  'revise.settle.card':
    'Nous remboursons la différence de {amount} sur la carte avec laquelle vous avez payé.',
  'revise.settle.invoice':
    'Nous adaptons la facture : une note de crédit pour l’ancienne facture et une nouvelle facture au nouveau montant.',
  'revise.settle.none': 'Il n’y a pas de différence à payer ni à rembourser.',
  'revise.settle.unpaid':
    'Votre réservation n’est pas encore payée : vous payez le nouveau total de {amount} au moment du paiement.',
  'revise.moved': 'Le prix a changé entre-temps. Vérifiez le nouveau prix et confirmez à nouveau.',
  'revise.retry': 'Recalculer le prix',
  'revise.error.too_late':
    'Trop tard pour modifier : {field} est trop proche de la prise en charge. Appelez-nous si quelque chose doit tout de même changer.',
  'revise.error.order_closed': 'Cette réservation est annulée et ne peut plus être modifiée.',
  'revise.error.nothing_changed':
    'Vous n’avez encore rien modifié. Adaptez dans une étape précédente ce qui doit changer.',
  'revise.error.revision_pending':
    'Une modification précédente de cette réservation attend encore son paiement. Terminez-la d’abord ou réessayez plus tard.',
  'revise.error.not_changeable':
    'Cette modification ne peut pas se faire en ligne (un trajet vers un événement, ou une réservation gratuite qui deviendrait payante). Réservez le nouveau trajet ou appelez-nous.',
  'revise.error.field': 'Vérifiez {field} : nous ne pouvons pas accepter cette valeur.',
  'revise.error.failed': 'La modification n’a pas pu être calculée ou enregistrée. Veuillez réessayer.',
  'revise.field':
    '{name, select, date {la date} flightTime {l’heure du vol} flight {le numéro de vol} postal {le code postal} street {la rue} nr {le numéro} city {la commune} airport {l’aéroport} origin {la provenance du vol} pax {le nombre de passagers} luggage {les bagages} type {le type de transport} name {votre nom} phone {votre numéro de GSM} email {votre adresse e-mail} remarks {les remarques} price {le prix} po {le numéro de PO} coupon {le bon de réduction} other {une des données}}{leg, select, H { de l’aller} T { du retour} other {}}',
  'revise.changesTitle': 'Ce qui change',
  'revise.change': '{field} : {before} → {after}',
  'revise.done.title': 'Votre modification est confirmée',
  'revise.done.total': 'Nouveau total : {amount} (auparavant {old}).',
  'revise.done.coupon': 'Votre bon de réduction pour la différence : {code}.',
  'revise.done.mail':
    'Vous recevez une confirmation par e-mail, avec les nouveaux trajets pour votre agenda.',
  'revise.done.back': 'Retour à votre réservation',
};

export default reviseFr;
