/**
 * Settings of the host site: the product name shown in every title, the partner shortcut routes and
 * the browser storage keys. Browser scripts import this file, so it reads nothing from the disk.
 */
import type { Lang } from '../../core';

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
 * The attribution the open-data licences of data/ require (see data/PROVENANCE.md), in the page's
 * language: the sources' and licences' names as the licences give them, the connecting words and the
 * authority's name (FOD / SPF / FPS BOSA) translated (copy review 2.3), French with its narrow
 * no-break spaces.
 */
export const DATA_ATTRIBUTION: Readonly<Record<Lang, string>> = {
  nl: 'FOD BOSA – BeST Address (CC BY 4.0); GeoNames (CC BY 4.0); SPW – ICAR; bron: AGIV/Informatie Vlaanderen – CRAB; © OpenStreetMap-bijdragers (ODbL), via EqualStreetNames Brussels; OurAirports (publiek domein)',
  fr: 'SPF BOSA – BeST Address (CC BY 4.0)\u202f; GeoNames (CC BY 4.0)\u202f; SPW – ICAR\u202f; source\u202f: AGIV/Informatie Vlaanderen – CRAB\u202f; © les contributeurs d’OpenStreetMap (ODbL), via EqualStreetNames Brussels\u202f; OurAirports (domaine public)',
  en: 'FPS BOSA – BeST Address (CC BY 4.0); GeoNames (CC BY 4.0); SPW – ICAR; source: AGIV/Informatie Vlaanderen – CRAB; © OpenStreetMap contributors (ODbL), via EqualStreetNames Brussels; OurAirports (public domain)',
};
