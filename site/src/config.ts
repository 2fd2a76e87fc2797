/**
 * Settings of the host site that an operator changes in one place: the product name shown in every
 * title, the operator's contact details and the partner shortcut routes.
 *
 * OPERATOR SETTINGS: every value marked PLACEHOLDER below is an example, not the real operator's
 * data. Replace them before going live; the pages read them from here only.
 */

/** The product name; every page title starts with it ("Airport Transfer – FAQ"). */
export const PRODUCT_NAME = 'Airport Transfer';

/** How the operator can be reached; shown in the footer and on the contact, phone and privacy pages. */
export const OPERATOR = {
  /** PLACEHOLDER: the operator's legal name. */
  company: 'Airport Transfer BV',
  /** PLACEHOLDER: the operator's Belgian company (VAT) number. */
  vat: 'BE0123.456.789',
  /** PLACEHOLDER: the customer service number, as dialled (E.164) and as printed. */
  phone: { dial: '+3232001020', display: '+32 3 200 10 20' },
  /** PLACEHOLDER: the premium-rate call-centre number (SPEC 9: EUR 0.50 per minute). */
  premiumPhone: { dial: '+32903000500', display: '0903 00 500', eurosPerMinute: 0.5 },
  /** PLACEHOLDER: the contact and jobs e-mail addresses. */
  email: 'info@airport-transfer.example',
  jobsEmail: 'jobs@airport-transfer.example',
  /** PLACEHOLDER: the postal address; the country name is translated on the page. */
  address: { street: 'Luchthavenlaan 1', postal: '1800', city: 'Vilvoorde' },
} as const;

/** Keys of the browser's local storage that the site writes. */
export const STORAGE_KEYS = {
  /** The language the visitor chose with the selector ('nl', 'fr' or 'en'). */
  language: 'tb-lang',
  /** Set once the visitor has dismissed the cookie notice. */
  cookieNotice: 'tb-cookie-notice',
} as const;

/**
 * The attribution the open-data licences of data/ require (see data/PROVENANCE.md); the About page
 * prints it as written, in every language, since it names sources and licences.
 */
export const DATA_ATTRIBUTION =
  'FPS BOSA – BeST Address (CC BY 4.0); GeoNames (CC BY 4.0); SPW – ICAR; Bron: AGIV/Informatie Vlaanderen – CRAB; © OpenStreetMap contributors (ODbL), via EqualStreetNames Brussels; OurAirports (public domain)';
