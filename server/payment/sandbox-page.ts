/**
 * HTML of the embedded sandbox provider: its payment page and its provider-style error page, in Dutch,
 * French and English (from the posted LANGUAGE; texts in server/payment/i18n), self-contained (no
 * scripts, no external files).
 */
import {
  LOCALE,
  ONLINE_PAYMENT_METHODS,
  formatEuros,
  langOf,
  type Lang,
  type OnlinePaymentMethod,
} from '../../core';
import { sandboxText } from './sandbox-texts';

/** Picks the page language from the provider's LANGUAGE value (nl_BE, fr_BE, en_US, …); English otherwise. */
export function pageLang(language: string | undefined): Lang {
  return langOf(language, 'en');
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}.notice{background:#fff4ce;border-left:4px solid #8a6d00;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #6b7280;border-radius:6px;margin:1rem 0}label{display:block;padding:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #1b1f24;background:#fff;color:#1b1f24;cursor:pointer}
button[value=approve]{background:#14692f;border-color:#14692f;color:#fff}
:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}`;

function layout(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

// The provider's name of each way to pay (its PM field) and the page's text for it. The ways offered are
// core's ONLINE_PAYMENT_METHODS, the list the site's "pay again" button names too (issue 31).
const METHOD_FIELDS = {
  card: { value: 'CreditCard', text: 'sandbox.card' },
  bancontact: { value: 'Bancontact', text: 'sandbox.bancontact' },
} as const satisfies Record<OnlinePaymentMethod, { value: string; text: string }>;

/** The payment page for a verified transaction; its form carries only the transaction's random id. */
export function paymentPage(
  language: string | undefined,
  txId: string,
  orderId: string,
  amountCents: number,
): string {
  const lang = pageLang(language);
  const text = sandboxText(lang);
  const t = (id: Parameters<typeof text>[0]) => escapeHtml(text(id));
  const amount = formatEuros(amountCents, LOCALE[lang]);
  return layout(
    lang,
    text('sandbox.title'),
    `<h1>${t('sandbox.title')}</h1><p class="notice" role="note">${t('sandbox.notice')}</p>
<dl><dt>${t('sandbox.order')}</dt><dd>${escapeHtml(orderId)}</dd><dt>${t('sandbox.amount')}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="/sandbox/orderstandard/decide"><input type="hidden" name="tx" value="${escapeHtml(txId)}">
<fieldset><legend>${t('sandbox.method')}</legend>
${ONLINE_PAYMENT_METHODS.map((m, i) => `<label><input type="radio" name="method" value="${METHOD_FIELDS[m].value}"${i === 0 ? ' checked' : ''}> ${t(METHOD_FIELDS[m].text)}</label>`).join('\n')}</fieldset>
<p id="choose">${t('sandbox.choose')}</p><div class="actions" role="group" aria-labelledby="choose">
<button type="submit" name="decision" value="approve">${t('sandbox.approve')}</button>
<button type="submit" name="decision" value="decline">${t('sandbox.decline')}</button>
<button type="submit" name="decision" value="cancel">${t('sandbox.cancel')}</button>
<button type="submit" name="decision" value="fail">${t('sandbox.fail')}</button></div></form>`,
  );
}

/**
 * The provider-style error page shown instead of a payment page, e.g. code `unknown order/1/s` for a
 * SHA-IN signature that does not match. It names the code and nothing else about the cause.
 */
export function errorPage(language: string | undefined, code: string, processed = false): string {
  const lang = pageLang(language);
  const text = sandboxText(lang);
  const t = (id: Parameters<typeof text>[0]) => escapeHtml(text(id));
  return layout(
    lang,
    text('sandbox.errorTitle'),
    `<h1>${t('sandbox.errorTitle')}</h1><p role="alert">${processed ? t('sandbox.done') : t('sandbox.error')}</p><p>${escapeHtml(text('sandbox.label', { label: text('sandbox.code') }))} <code>${escapeHtml(code)}</code></p>`,
  );
}

/** The provider's XML answer to a maintenance request: one `ncresponse` element, its fields as attributes. */
export function maintenanceXml(answer: Readonly<Record<string, string>>): string {
  const attributes = Object.entries(answer)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<?xml version="1.0"?>\n<ncresponse ${attributes}></ncresponse>\n`;
}
