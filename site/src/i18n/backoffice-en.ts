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
  'bo.error.invalid_request': 'One of the values entered was not accepted. Please check the form.',
  'bo.error.field': 'The value of ‘{field}’ was not accepted. Please check it and try again.',
  'bo.error.not_found': 'This item no longer exists. Please reload the page.',
  'bo.error.conflict': 'This item already exists.',
  'bo.error.not_riding': 'This booking is not paid, invoiced or free, so it is not planned or driven.',
  'bo.error.too_late': 'It is too late for that: the ride has taken place or the deadline has passed.',
  'bo.error.too_early': 'It is too early for that.',
  'bo.error.order_closed': 'This booking is closed and can no longer be changed.',
  'bo.error.forbidden': 'Your role does not allow this.',
  'bo.error.login_required': 'Your session has expired. Please log in again.',
  'bo.error.username_taken': 'This username is already taken.',
  'bo.error.already_decided': 'This has already been decided.',
  'bo.error.assignment_refused': 'This driver or vehicle cannot do this ride.',
  'bo.error.network': 'The server cannot be reached. Please check your connection and try again.',
  'bo.error.other': 'Something went wrong. Please try again or reload the page.',
};
