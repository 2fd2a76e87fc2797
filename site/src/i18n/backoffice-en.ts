/** English texts of the back office's frame; {@link BackofficeMessages} demands exactly the Dutch keys. */
import type { BackofficeMessages } from './backoffice-nl';

export const backofficeEn: BackofficeMessages = {
  'bo.nav': 'Back office',
  'bo.loading': 'Loading the back office…',
  'bo.forbidden': 'This page is for the operator’s staff. Please log in with a staff account.',
  'bo.failed': 'The back office could not be loaded. Please try again later.',
  'bo.signedInAs': 'Logged in as {email} ({role, select, operator {operator} other {dispatcher}})',
  'bo.logout': 'Log out',
  'bo.empty': 'No part of the back office is available for your role yet.',
};
