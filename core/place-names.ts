/**
 * Which name of a Belgian place a reader sees (issue 10: a French visitor entering 4000 read the Dutch
 * "Luik"). The geodata names every municipality and postal locality in Dutch and in French; in the
 * German-speaking Community the Dutch column carries the German names, which Dutch uses as well (BeST
 * gives identical Dutch and German names for all nine municipalities; see data/PROVENANCE.md). The
 * rule, per interface language:
 *
 * | region                      | nl      | fr     | en (the name the place uses itself) |
 * |-----------------------------|---------|--------|-------------------------------------|
 * | Flanders (VLG)              | Dutch   | French | Dutch                               |
 * | Wallonia (WAL)              | Dutch   | French | French                              |
 * | German-speaking (4700-4791) | German  | French | German                              |
 * | Brussels (BRU, bilingual)   | Dutch   | French | both, Dutch first: Brussel/Bruxelles |
 *
 * A missing name in one language falls back to the other.
 */
import type { Lang } from './locales';
import { foldPlaceName } from './places';

/** A postal code's names as the geodata holds them (table `postcodes`, data/postcodes.csv.gz). */
export interface PostalPlace {
  postcode: number;
  /** 'BRU', 'VLG' or 'WAL'. */
  region: string;
  municipalityNl: string;
  municipalityFr: string;
  /** The postal localities in Dutch, in the same order as their French names. */
  localitiesNl: readonly string[];
  localitiesFr: readonly string[];
}

/** The postal codes of the German-speaking Community: Eupen (4700) to Burg-Reuland (4791). */
export const GERMAN_SPEAKING_POSTCODES = { min: 4700, max: 4791 } as const;

/** Which spelling a reader sees: the Dutch (or German) column, the French one, or both. */
export type NameForm = 'nl' | 'fr' | 'both';

/** The separator of a bilingual Brussels name, as on the region's own signs: "Elsene/Ixelles". */
const BOTH = '/';

/** Gives the spelling of a place in `region` (with `postcode`) that a reader of `lang` sees. */
export function nameForm(place: Pick<PostalPlace, 'postcode' | 'region'>, lang: Lang): NameForm {
  if (lang !== 'en') return lang;
  if (place.region === 'BRU') return 'both';
  if (place.region === 'VLG') return 'nl';
  const german =
    place.postcode >= GERMAN_SPEAKING_POSTCODES.min && place.postcode <= GERMAN_SPEAKING_POSTCODES.max;
  return german ? 'nl' : 'fr';
}

/** Gives one name pair in `form`; a pair with one side empty gives the other side. */
function spell(nl: string, fr: string, form: NameForm): string {
  const [a, b] = [nl.trim(), fr.trim()];
  if (a === '' || b === '') return a || b;
  if (form === 'both') return a === b ? a : `${a}${BOTH}${b}`;
  return form === 'nl' ? a : b;
}

/** The name pairs of a place: the municipality first, then each postal locality. */
function pairs(place: PostalPlace): [string, string][] {
  const localities = place.localitiesNl.map((nl, i): [string, string] => [nl, place.localitiesFr[i] ?? nl]);
  return [[place.municipalityNl, place.municipalityFr], ...localities];
}

/**
 * Gives the name of a postal code's place for a reader of `lang`: its municipality, or its first
 * locality where the geodata names no municipality (retired codes such as 4784 Crombach).
 *
 * @example placeName(liege, 'fr') // 'Liège'
 * @example placeName(liege, 'nl') // 'Luik'
 * @example placeName(brussels, 'en') // 'Brussel/Bruxelles'
 */
export function placeName(place: PostalPlace, lang: Lang): string {
  const form = nameForm(place, lang);
  for (const [nl, fr] of pairs(place)) {
    const name = spell(nl, fr, form);
    if (name !== '') return name;
  }
  return '';
}

/**
 * Lists every spelling of a postal code's places that a caller may send back: each municipality and
 * locality name in Dutch and French and, where they differ, the bilingual form English readers see.
 */
export function placeSpellings(place: PostalPlace): string[] {
  const names = pairs(place).flatMap(([nl, fr]) => [nl, fr, spell(nl, fr, 'both')]);
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))];
}

/**
 * Finds the place of a postal code that `typed` names (in any language or the bilingual form, ignoring
 * case, accents, hyphens and spaces as foldPlaceName does) and gives its name for a reader of `lang`:
 * "Luik" at 4000 reads "Liège" in French, "Laeken" at 1020 reads "Laken" in Dutch. Null when `typed`
 * names none of them.
 */
export function localisePlaceName(place: PostalPlace, typed: string, lang: Lang): string | null {
  const folded = foldPlaceName(typed);
  if (folded === '') return null;
  const form = nameForm(place, lang);
  for (const [nl, fr] of pairs(place)) {
    const spellings = [nl, fr, spell(nl, fr, 'both')].filter((n) => n.trim() !== '');
    if (spellings.some((n) => foldPlaceName(n) === folded)) return spell(nl, fr, form);
  }
  return null;
}
