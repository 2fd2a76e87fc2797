/**
 * HTML of the embedded sandbox provider: its payment page and its provider-style error page, in Dutch,
 * French and English (from the posted LANGUAGE), self-contained (no scripts, no external files).
 */

type PageLang = 'nl' | 'fr' | 'en';

/** Picks the page language from the provider's LANGUAGE value (nl_BE, fr_BE, en_US, …); English otherwise. */
export function pageLang(language: string | undefined): PageLang {
  const l = (language ?? '').slice(0, 2).toLowerCase();
  return l === 'nl' || l === 'fr' ? l : 'en';
}

const TEXT = {
  nl: {
    locale: 'nl-BE',
    title: 'Betalen – testomgeving',
    notice: 'Testomgeving: er wordt geen echt geld afgeschreven.',
    order: 'Bestelling',
    amount: 'Bedrag',
    method: 'Betaalmethode',
    card: 'Kredietkaart (Visa, Mastercard)',
    bancontact: 'Bancontact',
    choose: 'Kies wat de betaalprovider antwoordt:',
    approve: 'Goedkeuren',
    decline: 'Weigeren',
    cancel: 'Annuleren',
    fail: 'Fout (uitzondering)',
    errorTitle: 'Fout',
    error:
      'Er is een fout opgetreden; probeer het later opnieuw. Bent u de eigenaar of integrator van deze website, kijk dan in de back-office voor de details van de fout.',
    code: 'Foutcode',
    done: 'Deze betaling is al verwerkt.',
  },
  fr: {
    locale: 'fr-BE',
    title: 'Paiement – environnement de test',
    notice: 'Environnement de test : aucun argent réel n’est débité.',
    order: 'Commande',
    amount: 'Montant',
    method: 'Moyen de paiement',
    card: 'Carte de crédit (Visa, Mastercard)',
    bancontact: 'Bancontact',
    choose: 'Choisissez la réponse du prestataire de paiement :',
    approve: 'Approuver',
    decline: 'Refuser',
    cancel: 'Annuler',
    fail: 'Erreur (exception)',
    errorTitle: 'Erreur',
    error:
      'Une erreur s’est produite ; veuillez réessayer plus tard. Si vous êtes le propriétaire ou l’intégrateur de ce site, consultez le back-office pour le détail de l’erreur.',
    code: 'Code d’erreur',
    done: 'Ce paiement a déjà été traité.',
  },
  en: {
    locale: 'en-GB',
    title: 'Payment – sandbox',
    notice: 'Sandbox: no real money is taken.',
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    card: 'Credit card (Visa, Mastercard)',
    bancontact: 'Bancontact',
    choose: 'Choose what the payment provider answers:',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel',
    fail: 'Fail (exception)',
    errorTitle: 'Error',
    error:
      'An error has occurred; please try again later. If you are the owner or the integrator of this website, please log into the back office to see the details of the error.',
    code: 'Error code',
    done: 'This payment has already been processed.',
  },
} as const;

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

function layout(lang: PageLang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The payment page for a verified transaction; its form carries only the transaction's random id. */
export function paymentPage(
  language: string | undefined,
  txId: string,
  orderId: string,
  amountCents: number,
): string {
  const lang = pageLang(language);
  const t = TEXT[lang];
  const amount = new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'EUR' }).format(
    amountCents / 100,
  );
  return layout(
    lang,
    t.title,
    `<h1>${t.title}</h1><p class="notice" role="note">${t.notice}</p>
<dl><dt>${t.order}</dt><dd>${escapeHtml(orderId)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="/sandbox/orderstandard/decide"><input type="hidden" name="tx" value="${escapeHtml(txId)}">
<fieldset><legend>${t.method}</legend>
<label><input type="radio" name="method" value="CreditCard" checked> ${t.card}</label>
<label><input type="radio" name="method" value="Bancontact"> ${t.bancontact}</label></fieldset>
<p id="choose">${t.choose}</p><div class="actions" role="group" aria-labelledby="choose">
<button type="submit" name="decision" value="approve">${t.approve}</button>
<button type="submit" name="decision" value="decline">${t.decline}</button>
<button type="submit" name="decision" value="cancel">${t.cancel}</button>
<button type="submit" name="decision" value="fail">${t.fail}</button></div></form>`,
  );
}

/**
 * The provider-style error page shown instead of a payment page, e.g. code `unknown order/1/s` for a
 * SHA-IN signature that does not match. It names the code and nothing else about the cause.
 */
export function errorPage(language: string | undefined, code: string, processed = false): string {
  const lang = pageLang(language);
  const t = TEXT[lang];
  return layout(
    lang,
    t.errorTitle,
    `<h1>${t.errorTitle}</h1><p role="alert">${processed ? t.done : t.error}</p><p>${t.code}: <code>${escapeHtml(code)}</code></p>`,
  );
}
