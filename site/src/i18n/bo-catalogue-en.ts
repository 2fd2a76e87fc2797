/** English texts of the back office's catalogue sections; {@link BoCatalogueMessages} demands the Dutch keys. */
import type { BoCatalogueMessages } from './bo-catalogue-nl';

export const boCatalogueEn: BoCatalogueMessages = {
  'cat.partners': 'Partners',
  'cat.partners.caption': 'Partners with their shortcut and licence',
  'cat.partners.none': 'There are no partners yet.',
  'cat.partners.add': 'Add a partner',
  'cat.partners.name': 'Name',
  'cat.partners.path': 'Shortcut',
  'cat.partners.talic': 'Agent licence',
  'cat.partners.code': 'Partner code',
  'cat.partners.active': 'Active',
  'cat.partners.demo': 'demo',
  'cat.partners.activate': 'Activate',
  'cat.partners.deactivate': 'Deactivate',
  'cat.partners.added': 'Partner {name} has been added; /{slug} works at once.',
  'cat.saved': 'Saved.',
  'cat.yes': 'yes',
  'cat.no': 'no',
  'cat.loading': 'Loading…',
  'cat.failed': 'That did not work: {reason}',
};
