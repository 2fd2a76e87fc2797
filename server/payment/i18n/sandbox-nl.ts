/**
 * Dutch texts of the embedded payment sandbox's pages (payment page and provider-style error page),
 * ICU message format, flat dotted keys. This file defines the message ids; fr.ts and en.ts have the
 * same keys (their type) and placeholders (tests/unit/i18n).
 */
const nl = {
  'sandbox.title': 'Betalen – testomgeving',
  'sandbox.notice': 'Testomgeving: er wordt geen echt geld afgeschreven.',
  'sandbox.order': 'Bestelling',
  'sandbox.amount': 'Bedrag',
  'sandbox.method': 'Betaalmethode',
  'sandbox.card': 'Kredietkaart (Visa, Mastercard)',
  'sandbox.bancontact': 'Bancontact',
  'sandbox.choose': 'Kies wat de betaalprovider antwoordt:',
  'sandbox.approve': 'Goedkeuren',
  'sandbox.decline': 'Weigeren',
  'sandbox.cancel': 'Annuleren',
  'sandbox.fail': 'Fout (uitzondering)',
  'sandbox.errorTitle': 'Fout',
  'sandbox.error':
    'Er is een fout opgetreden; probeer het later opnieuw. Bent u de eigenaar of integrator van deze website, kijk dan in de backoffice voor de details van de fout.',
  'sandbox.code': 'Foutcode',
  'sandbox.done': 'Deze betaling is al verwerkt.',
  'sandbox.label': '{label}:',
} as const;

/** A message id of the payment sandbox. */
export type SandboxMessageId = keyof typeof nl;

/** A complete set of sandbox texts in one language. */
export type SandboxMessages = Record<SandboxMessageId, string>;

export default nl satisfies SandboxMessages;
