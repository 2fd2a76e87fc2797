/**
 * Back to the partner after paying (issue 28): the rules of a partner page's return URL and of the
 * origins the operator allows for it. The server checks a return URL against the origins listed for
 * the booking's partner and keeps only one that passes; the outcome page goes back only to that one.
 *
 * Scheme: https, or http for a loopback host only (localhost, 127.0.0.1, [::1]). A partner page on
 * plain http on the internet could be altered on the way, so it would not be a page worth returning
 * to; a loopback host cannot be someone else's site, and the test and development partner pages are
 * served there.
 */

/** The longest return URL accepted; longer ones are ignored (a partner page's address is short). */
export const RETURN_URL_MAX = 2000;

/** The longest allowed origin the back office accepts. */
export const PARTNER_ORIGIN_MAX = 200;

/** How a booking ended, as the return URL's `tb_outcome` says it. */
export type ReturnOutcome = 'paid' | 'failed' | 'cancelled' | 'invoice' | 'free';

/**
 * The way back to the partner's page of an order (`return_to` of `GET billoorders/granted`): the
 * validated return URL with the outcome values appended, the partner's name for the link, and the
 * outcome.
 */
export interface PartnerReturn {
  url: string;
  partner: string;
  outcome: ReturnOutcome;
}

/** Every {@link ReturnOutcome}. */
export const RETURN_OUTCOMES: readonly ReturnOutcome[] = ['paid', 'failed', 'cancelled', 'invoice', 'free'];

/** The query names the outcome adds to the return URL (documented in docs/partner-return.md). */
export const RETURN_QUERY = {
  booking: 'tb_booking',
  outcome: 'tb_outcome',
  order: 'tb_order',
  total: 'tb_total',
} as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Tells whether `text` holds a control character, which the URL parser would silently drop. */
function hasControl(text: string): boolean {
  return [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/** Parses `text` as an absolute http(s) URL the rules allow, or null. */
function allowedUrl(text: string): URL | null {
  // Whitespace or control characters are refused rather than silently stripped by the URL parser.
  if (text.length === 0 || text.length > RETURN_URL_MAX || /[\s\\]/.test(text) || hasControl(text))
    return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname) ? url : null;
}

/**
 * Reads a return URL a partner page sent: its normalised address and origin, or null when it is not an
 * absolute https URL (http on loopback) without credentials. Whether its origin is listed is the
 * server's check.
 */
export function parseReturnUrl(text: string): { href: string; origin: string } | null {
  const url = allowedUrl(text);
  return url ? { href: url.href, origin: url.origin } : null;
}

/**
 * Reads an origin the operator lists for a partner: scheme, host and port only ('https://reizen.be',
 * a trailing slash allowed), answered as the browser writes it; null for anything with a path, query,
 * fragment, credentials or another scheme.
 */
export function parsePartnerOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > PARTNER_ORIGIN_MAX) return null;
  const url = allowedUrl(trimmed);
  if (!url || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
  // 'https://reizen.be/x/..' normalises to '/': only scheme, host and port, with at most one slash.
  return /^https?:\/\/[^/?#@]+\/?$/i.test(trimmed) ? url.origin : null;
}

/** The outcome a return URL reports for an order status, or null while the payment is still open. */
export function returnOutcomeOf(status: string): ReturnOutcome | null {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'invoiced':
      return 'invoice';
    case 'free':
      return 'free';
    case 'failed':
      return 'failed';
    case 'payment_cancelled':
    case 'cancelled':
    case 'refunded':
      return 'cancelled';
    default:
      return null;
  }
}

/** The decoded name of one `name=value` pair of a query; the raw name when it is not valid UTF-8. */
function queryName(pair: string): string {
  const raw = pair.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The return URL with the booking number, outcome, order id and total (euros) appended to the partner
 * URL's own query, which is kept as it was; earlier `tb_` values of the same names are replaced.
 */
export function returnUrlWith(
  href: string,
  values: { booking: string; outcome: ReturnOutcome; order: number; total: number },
): string {
  const url = new URL(href);
  const names = new Set<string>(Object.values(RETURN_QUERY));
  const kept = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !names.has(queryName(pair)));
  const added = new URLSearchParams({
    [RETURN_QUERY.booking]: values.booking,
    [RETURN_QUERY.outcome]: values.outcome,
    [RETURN_QUERY.order]: String(values.order),
    [RETURN_QUERY.total]: values.total.toFixed(2),
  }).toString();
  url.search = `?${[...kept, added].join('&')}`;
  return url.href;
}
