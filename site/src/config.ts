/**
 * Settings of the host site: the product name shown in every title, the partner shortcut routes and
 * the browser storage keys. Browser scripts import this file, so it reads nothing from the disk.
 */

/** The product name; every page title starts with it ("Airport Transfer – FAQ"). */
export const PRODUCT_NAME = 'Airport Transfer';

/*
 * The operator's identity (company, address, phones, e-mail, VAT number, logo) is no longer set here:
 * it comes from operator.json at build time (site/src/operator.ts), the file the server reads too.
 */

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
