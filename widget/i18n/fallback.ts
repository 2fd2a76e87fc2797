/**
 * The texts the element shows when its language's messages could not load (a failed chunk), so even
 * then it speaks the visitor's language and offers to try again. They sit in the entry bundle, a few
 * dozen bytes per language; the build precompiles them like the full catalogues.
 */
import type { Catalogue, Lang } from '../../core';

/** The message ids of the fallback catalogue. */
export type FallbackId = 'wizard.loadFailed' | 'wizard.retry';

/** The fallback catalogue of each language. */
const fallback: Readonly<Record<Lang, Catalogue<FallbackId>>> = {
  nl: {
    'wizard.loadFailed': 'Laden mislukt.',
    'wizard.retry': 'Opnieuw proberen',
  },
  fr: {
    'wizard.loadFailed': 'Échec du chargement.',
    'wizard.retry': 'Réessayer',
  },
  en: {
    'wizard.loadFailed': 'Loading failed.',
    'wizard.retry': 'Try again',
  },
};

export default fallback;
