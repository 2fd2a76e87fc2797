/**
 * The one text the element shows when its language's messages could not load (a failed chunk), so even
 * then it speaks the visitor's language. It sits in the entry bundle, a few dozen bytes per language;
 * the build precompiles it like the full catalogues.
 */
import type { Catalogue, Lang } from '../../core';

/** The message id of the fallback catalogue. */
export type FallbackId = 'wizard.loadFailed';

/** The fallback catalogue of each language. */
const fallback: Readonly<Record<Lang, Catalogue<FallbackId>>> = {
  nl: { 'wizard.loadFailed': 'Laden mislukt. Herlaad de pagina.' },
  fr: { 'wizard.loadFailed': 'Échec du chargement. Rechargez la page.' },
  en: { 'wizard.loadFailed': 'Loading failed. Please reload the page.' },
};

export default fallback;
