/** French texts of the back office's change settings; {@link BoChangeMessages} demands the Dutch keys. */
import type { BoChangeMessages } from './bo-change-nl';

export const boChangeFr: BoChangeMessages = {
  'change.title': 'Modifier les réservations',
  'change.hint':
    'Un client peut modifier lui-même sa réservation jusqu’à ce nombre d’heures avant la prise en charge (par défaut {hours} heures). Un prix plus bas lui est rendu comme vous le choisissez ici.',
  'change.limit': 'Modification possible jusqu’à (heures avant la prise en charge)',
  'change.refund': 'Différence en cas de prix plus bas',
  'change.refund.coupon': 'en bon de réduction',
  'change.refund.card': 'remboursée sur la carte de paiement',
  'change.save': 'Enregistrer',
  'change.saved': 'Enregistré.',
  'change.loading': 'Chargement…',
  'change.failed': 'Cela n’a pas fonctionné\u202f: {reason}',
};
