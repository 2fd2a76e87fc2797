import type { Lang, PaymentForm } from '../../core';
import type { Config } from '../config';
import type { PaymentAttempt } from './attempts';
import { agentQuery, type PaymentOrder } from './payment-orders';
import { SANDBOX_PATH, type PaymentSettings } from './payment-settings';
import { signShaIn } from './shasign';

/**
 * The provider's LANGUAGE value for each interface language: a code of the provider's own list (its
 * English page is en_US), not a formatting locale, which is core's LOCALE.
 */
export const PROVIDER_LANGUAGE: Readonly<Record<Lang, string>> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_US' };

/**
 * The base URL the provider sends the customer back to: PUBLIC_URL when the operator set it, else the
 * origin this request reached (a local or test server whose port is only known once it listens).
 */
export function publicBase(config: Config, requestUrl: string): string {
  return config.env.PUBLIC_URL ? config.publicUrl : new URL(requestUrl).origin;
}

/** Appends `params` (when any) to `url` as a query string. */
export function withQuery(url: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(params).toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Builds the signed form for one attempt. AMOUNT is the attempt's amount in cents, which is the
 * order's stored server price; SHASIGN is computed here with the SHA-IN passphrase, which is not part
 * of the answer. Agent orders carry the agent's TALIC, UID, TAEMAIL, TANAME and AGENT=1 on every
 * return URL so the outcome page stays in agent mode.
 */
export function buildPaymentForm(
  settings: PaymentSettings,
  order: PaymentOrder,
  attempt: PaymentAttempt,
  base: string,
  lang: Lang,
): PaymentForm {
  const agent = agentQuery(order);
  const back = (kind: string) => withQuery(`${base}/api/payment/${kind}`, agent);
  const unsigned: Record<string, string> = {
    ACCEPTURL: back('accept'),
    AMOUNT: String(attempt.amount_cents),
    CANCELURL: back('cancel'),
    CURRENCY: 'EUR',
    DECLINEURL: back('decline'),
    EMAIL: order.emailklant,
    EXCEPTIONURL: back('exception'),
    LANGUAGE: PROVIDER_LANGUAGE[lang],
    ORDERID: attempt.reference,
    PSPID: settings.pspid,
  };
  return {
    action: settings.actionUrl ?? `${base}${SANDBOX_PATH}`,
    method: 'POST',
    fields: { ...unsigned, SHASIGN: signShaIn(unsigned, settings.shaIn, settings.algorithm) },
  };
}
