/**
 * Prefill and attribution of a booking (issue 28): the traveller's name, e-mail, mobile and coupon a
 * partner page may hand the wizard, and the campaign values (`utm_*`, `campaign`) and partner code an
 * order keeps so that a partner sees what it brought. Widget and server read the same names and limits.
 */

/** The UTM values an order keeps, by their URL query names. */
export const UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** One UTM query name. */
export type UtmName = (typeof UTM_NAMES)[number];

/**
 * The campaign values of a booking: the five UTM values and `campaign`, which the order payload carries
 * as SPEC 3's `promo`. Absent when the page named none.
 */
export type Attribution = Partial<Record<UtmName | 'campaign', string>>;

/** The longest campaign or UTM value an order keeps, in characters. */
export const ATTRIBUTION_MAX_LENGTH = 100;

/** The longest page origin an order keeps ('https://www.partner.be'), in characters. */
export const ORIGIN_MAX_LENGTH = 200;

// Letters and digits of any script, spaces and the punctuation campaign names use; no control
// characters, quotes or angle brackets, so a value is safe in a CSV line, a log and an HTML table.
const CAMPAIGN_VALUE = /^[\p{L}\p{N}\p{Pd} ._~+/:@!%&=,;()#*]*$/u;

/** Why a campaign or UTM value is refused, or null when it is fine. */
export function attributionProblem(value: string): string | null {
  if (value.length > ATTRIBUTION_MAX_LENGTH) return `at most ${ATTRIBUTION_MAX_LENGTH} characters`;
  if (!CAMPAIGN_VALUE.test(value))
    return 'letters, digits, spaces, dashes and . _ ~ + / : @ ! % & = , ; ( ) # * only';
  return null;
}

/**
 * The page origin an order keeps, from the Origin header of its booking call: 'scheme://host[:port]'
 * of an http(s) page, else '' (no header, 'null' from a sandboxed frame or a file, anything malformed).
 */
export function pageOriginOf(header: string | undefined): string {
  const h = (header ?? '').trim();
  if (!h || h.length > ORIGIN_MAX_LENGTH || !/^https?:\/\//i.test(h)) return '';
  try {
    const origin = new URL(h).origin;
    return origin.toLowerCase() === h.toLowerCase() ? origin : '';
  } catch {
    return '';
  }
}

/** The attribute values the wizard reads for prefill and attribution, by their camelCased names. */
export interface PrefillAttributes {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
  coupon?: string | undefined;
  campaign?: string | undefined;
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  utmTerm?: string | undefined;
  utmContent?: string | undefined;
}

/** The traveller's data a page prefills; '' where it names nothing. */
export interface Prefill {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coupon: string;
}

// Prefill values longer than the order call takes are not prefilled at all: a cut name is a wrong one.
const PREFILL_LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 30, coupon: 40 } as const;

/**
 * Writes a prefilled mobile number in the international form the draft holds, without the phone
 * metadata (it is not loaded on the first step): separators dropped, '00' read as '+', a national
 * number ('0470 12 34 56') read as Belgian, and digits without a sign ('32470123456', what '+32…'
 * becomes in a URL query whose '+' was not written as %2B) given their '+'. Anything else is kept as
 * sent, for the phone field's own check.
 */
export function internationalPhone(value: string): string {
  const v = value.replace(/[\s.()/-]/g, '');
  if (/^00\d+$/.test(v)) return `+${v.slice(2)}`;
  if (/^0\d+$/.test(v)) return `+32${v.slice(1)}`;
  if (/^\d+$/.test(v)) return `+${v}`;
  return v === '' || /^\+\d+$/.test(v) ? v : value;
}

/**
 * Reads the traveller's prefill: each attribute (`first-name`, `last-name`, `email`, `mobile`,
 * `coupon`) wins over the page URL query of the same name (`first-name`, `last-name`, `email`, `mobile`,
 * `coupon`). Values are trimmed; a value with control characters or longer than the order call takes
 * is dropped. A bad e-mail or mobile is kept: the wizard's own check shows its usual message. The
 * mobile is written as {@link internationalPhone} reads it.
 */
export function readPrefill(attrs: PrefillAttributes, query: URLSearchParams): Prefill {
  const pick = (attr: string | undefined, param: string, max: number) => {
    const value = (attr ?? query.get(param) ?? '').trim();
    // eslint-disable-next-line no-control-regex
    return value.length > max || /[\u0000-\u001f\u007f]/.test(value) ? '' : value;
  };
  return {
    firstName: pick(attrs.firstName, 'first-name', PREFILL_LIMITS.firstName),
    lastName: pick(attrs.lastName, 'last-name', PREFILL_LIMITS.lastName),
    email: pick(attrs.email, 'email', PREFILL_LIMITS.email),
    phone: internationalPhone(pick(attrs.mobile, 'mobile', PREFILL_LIMITS.phone)),
    coupon: pick(attrs.coupon, 'coupon', PREFILL_LIMITS.coupon),
  };
}

/**
 * Reads the campaign values: each attribute (`utm-source` … `utm-content`, `campaign`) wins over the
 * page URL query (`utm_source` … `utm_content`, `campaign`). A value that {@link attributionProblem}
 * refuses is left out, so a mangled link still books.
 *
 * @example readAttribution({}, new URLSearchParams('utm_campaign=spring')) // { utm_campaign: 'spring' }
 */
export function readAttribution(attrs: PrefillAttributes, query: URLSearchParams): Attribution {
  const fromAttr: Record<UtmName | 'campaign', string | undefined> = {
    utm_source: attrs.utmSource,
    utm_medium: attrs.utmMedium,
    utm_campaign: attrs.utmCampaign,
    utm_term: attrs.utmTerm,
    utm_content: attrs.utmContent,
    campaign: attrs.campaign,
  };
  const out: Attribution = {};
  for (const [name, attr] of Object.entries(fromAttr) as [keyof typeof fromAttr, string | undefined][]) {
    const value = (attr ?? query.get(name) ?? '').trim();
    if (value && attributionProblem(value) === null) out[name] = value;
  }
  return out;
}

/**
 * One line of the partner figures (back office and agents' portal): the settled bookings of one
 * partner and campaign in one month. Settled: a final status (core's FINAL_STATUSES: paid, invoiced or
 * free; a cancelled or unpaid order does not count); revenue is what the customers paid or owe, the orders' total in cents.
 */
export interface PartnerFigure {
  /** The partner's code; null for bookings that named no known partner (back office only). */
  partner: string | null;
  /** The partner's name; null with `partner`. */
  partner_name: string | null;
  /** The order's `campaign` (promo), else its utm_campaign; '' for none. */
  campaign: string;
  /** 'YYYY-MM', the month the order was booked in, Brussels time. */
  month: string;
  bookings: number;
  revenue_cents: number;
}
