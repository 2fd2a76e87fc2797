/** French texts of the back office's catalogue sections; {@link BoCatalogueMessages} demands the Dutch keys. */
import type { BoCatalogueMessages } from './bo-catalogue-nl';

export const boCatalogueFr: BoCatalogueMessages = {
  'cat.partners': 'Partenaires',
  'cat.partners.caption': 'Partenaires avec leur raccourci et leur licence',
  'cat.partners.none': 'Il n’y a pas encore de partenaires.',
  'cat.partners.add': 'Ajouter un partenaire',
  'cat.partners.name': 'Nom',
  'cat.partners.path': 'Raccourci',
  'cat.partners.talic': 'Licence d’agent',
  'cat.partners.code': 'Code partenaire',
  'cat.partners.active': 'Actif',
  'cat.partners.demo': 'démo',
  'cat.partners.activate': 'Activer',
  'cat.partners.deactivate': 'Désactiver',
  'cat.partners.added': 'Le partenaire {name} est ajouté ; /{slug} fonctionne immédiatement.',
  'cat.saved': 'Enregistré.',
  'cat.yes': 'oui',
  'cat.no': 'non',
  'cat.loading': 'Chargement…',
  'cat.failed': 'Cela n’a pas abouti : {reason}',
};
