/** English texts of the payment sandbox; the same keys and placeholders as sandbox-nl.ts. */
import type { SandboxMessages } from './sandbox-nl';

const en: SandboxMessages = {
  'sandbox.title': 'Payment – sandbox',
  'sandbox.notice': 'Sandbox: no real money is taken.',
  'sandbox.order': 'Order',
  'sandbox.amount': 'Amount',
  'sandbox.method': 'Payment method',
  'sandbox.card': 'Credit card (Visa, Mastercard)',
  'sandbox.bancontact': 'Bancontact',
  'sandbox.choose': 'Choose what the payment provider answers:',
  'sandbox.approve': 'Approve',
  'sandbox.decline': 'Decline',
  'sandbox.cancel': 'Cancel',
  'sandbox.fail': 'Fail (exception)',
  'sandbox.errorTitle': 'Error',
  'sandbox.error':
    'An error has occurred; please try again later. If you are the owner or the integrator of this website, please log in to the back office to see the details of the error.',
  'sandbox.code': 'Error code',
  'sandbox.done': 'This payment has already been processed.',
  'sandbox.label': '{label}:',
};

export default en;
