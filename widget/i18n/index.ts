/**
 * Interface language and texts of the widget. Its catalogues are split by feature (start, trip,
 * vehicle, person, overview, event: `<feature>-<lang>.ts`), each feature and language its own chunk,
 * loaded with the part of the wizard that shows it and only in the element's language, so the first
 * step downloads only its own texts. The languages, their locales and the ICU formatter are core's
 * (core/locales.ts, core/intl.ts `catalogue()`), the same for every part; the build hands the
 * catalogues over precompiled, so the bundle carries no ICU parser.
 */
import {
  LANGS,
  catalogue,
  isLang,
  type Format,
  type Lang,
  type MessageValues,
  type Messages,
} from '../../core';
import { loadChunk } from '../chunks/load-chunk';
import type { EventId } from './event-nl';
import type { OverviewId } from './overview-nl';
import type { PersonId } from './person-nl';
import type { ReviseId } from './revise-nl';
import type { StartId } from './start-nl';
import type { TripId } from './trip-nl';
import type { VehicleId } from './vehicle-nl';

export { LANGS };
export type { Lang, MessageValues };

/** A message id of the widget, of any feature. */
export type MessageId = StartId | TripId | VehicleId | PersonId | OverviewId | EventId | ReviseId;

/** Formats one message in the element's language. */
export type Translate = Format<MessageId>;

/**
 * A feature of the widget with its own catalogue: `start` the frame and step 0, `trip` step 1, `vehicle`
 * step 2 (and the vehicle and luggage names the overview shows), `person` step 3, `overview` the side
 * overview and its dialogs, `event` event mode, `revise` the change mode's last step (issue 27).
 */
export type Feature = 'start' | 'trip' | 'vehicle' | 'person' | 'overview' | 'event' | 'revise';

type Loader = () => Promise<{ default: Messages }>;

// One literal import() per module, so the bundler makes each feature and language a chunk of its own.
const CATALOGUES: Readonly<Record<Feature, Readonly<Record<Lang, Loader>>>> = {
  start: { nl: () => import('./start-nl'), fr: () => import('./start-fr'), en: () => import('./start-en') },
  trip: { nl: () => import('./trip-nl'), fr: () => import('./trip-fr'), en: () => import('./trip-en') },
  vehicle: {
    nl: () => import('./vehicle-nl'),
    fr: () => import('./vehicle-fr'),
    en: () => import('./vehicle-en'),
  },
  person: {
    nl: () => import('./person-nl'),
    fr: () => import('./person-fr'),
    en: () => import('./person-en'),
  },
  overview: {
    nl: () => import('./overview-nl'),
    fr: () => import('./overview-fr'),
    en: () => import('./overview-en'),
  },
  event: { nl: () => import('./event-nl'), fr: () => import('./event-fr'), en: () => import('./event-en') },
  revise: {
    nl: () => import('./revise-nl'),
    fr: () => import('./revise-fr'),
    en: () => import('./revise-en'),
  },
};

/**
 * The texts of each language that have arrived on this page, every loaded feature merged in. They are
 * the same for every element of that language (unlike an element's state, which lives in its store),
 * so elements share them the way they share the loaded chunks.
 */
const arrived: Readonly<Record<Lang, Record<string, Messages[string]>>> = { nl: {}, fr: {}, en: {} };

/** The loads under way or done, by feature and language; a failed one is forgotten so a retry loads again. */
const loads = new Map<string, Promise<void>>();

/**
 * Picks the language: the `lang` attribute when it names a supported language, else the first
 * supported browser language, else Dutch (SPEC 1).
 */
export function resolveLang(
  attribute: string | undefined,
  browser: readonly string[] = navigator.languages ?? [],
): Lang {
  for (const candidate of [attribute ?? '', ...browser]) {
    const base = candidate.trim().toLowerCase().slice(0, 2);
    if (isLang(base)) return base;
  }
  return 'nl';
}

/**
 * Loads the catalogues of `features` in `lang` (each a chunk of its own, loaded once per page) and
 * resolves with that language's texts so far, which later features join as they arrive. Rejects with a
 * ChunkLoadError when a chunk fails or times out.
 */
export async function loadTexts(lang: Lang, features: readonly Feature[]): Promise<Messages> {
  await Promise.all(
    features.map((feature) => {
      const key = `${feature}-${lang}`;
      let load = loads.get(key);
      if (!load) {
        load = loadChunk(CATALOGUES[feature][lang]).then(
          (module) => void Object.assign(arrived[lang], module.default),
          (error: unknown) => {
            loads.delete(key);
            throw error;
          },
        );
        loads.set(key, load);
      }
      return load;
    }),
  );
  return arrived[lang];
}

/**
 * Builds the translate function of a language over `messages` (precompiled ASTs in the browser)
 * through core's one factory. catalogue() looks each id up when it is called, so given the texts of
 * {@link loadTexts} it also finds the features that arrive later.
 */
export function createTranslate(lang: Lang, messages: Messages): Translate {
  return catalogue(lang, messages) as Translate;
}
