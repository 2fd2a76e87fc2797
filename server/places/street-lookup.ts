import {
  LOCALE,
  foldStreetName,
  placeName,
  rankStreets,
  streetSearchKey,
  type Lang,
  type SearchableStreet,
  type StreetSuggestion,
} from '../../core';
import type { Queryable } from '../data/database';
import {
  findPostcode,
  streetsOfPostcode,
  type PostcodeInfo,
  type SuggestedStreet,
} from '../data/geo/geo-repo';
import { cachePerDatabase, dropCachesOf } from '../data/database-caches';
import { BRUSSELS_POSTCODES } from '../data/geodata';

/** The answer of the street lookup: suggestions plus the postal code's locality names. */
export interface StreetLookup {
  suggestions: StreetSuggestion[];
  citynames: string[];
}

/** How many suggestions one lookup returns at most. */
export const SUGGESTION_LIMIT = 10;

/**
 * Lists the locality names of a postal code in Dutch and French, each once, the name a reader of
 * `lang` sees first (core's placeName: "Liège" for French and English, "Luik" for Dutch, "Brussel/
 * Bruxelles" for English in Brussels), so callers that show the first name show the reader's.
 */
export function cityNames(pc: PostcodeInfo, lang: Lang): string[] {
  return [
    ...new Set(
      [
        placeName(pc, lang),
        ...pc.localitiesNl,
        ...pc.localitiesFr,
        pc.municipalityNl,
        pc.municipalityFr,
      ].filter(Boolean),
    ),
  ];
}

const countries = new Map<Lang, string>();

/** Gives the country name of a Belgian address in `lang`, from the locale's own data (België, Belgique, Belgium). */
export function countryName(lang: Lang): string {
  let name = countries.get(lang);
  if (name === undefined) {
    name = new Intl.DisplayNames([LOCALE[lang]], { type: 'region' }).of('BE') ?? 'BE';
    countries.set(lang, name);
  }
  return name;
}

/**
 * Gives the names to suggest for `rows` to a reader of `lang`: a Brussels street in the reader's
 * language (its twin when it matched in the other one; English readers keep the language they typed
 * in). A name typed in full in the other language is suggested too, after the reader's: both are the
 * street's official names, so the address the customer wrote stays valid.
 */
function namesFor(rows: SuggestedStreet[], typed: string, lang: Lang): { id: number; name: string }[] {
  const whole = foldStreetName(typed);
  const out = new Map<string, number>();
  for (const r of rows) {
    const translate = r.twin && r.lang && lang !== 'en' && r.lang !== lang;
    const shown = translate ? r.twin! : r.name;
    if (!out.has(shown)) out.set(shown, r.id);
    if (shown !== r.name && foldStreetName(r.name) === whole && !out.has(r.name)) out.set(r.name, r.id);
  }
  return [...out].map(([name, id]) => ({ id, name }));
}

// Geodata is read-only while the process runs (it is imported before the server listens), so caching
// lookups in memory is safe even with several processes; typing a street repeats the same prefixes.
const caches = cachePerDatabase<StreetLookup>('streetLookups', 5000);

/** A street of a postal code as the search ranks it. */
type IndexedStreet = SuggestedStreet & SearchableStreet;

// Each postal code's streets with their search keys, built on its first look-up: at most one entry per
// postal code of the geodata (Brussels' are the largest, about 7,000 names).
const indexes = cachePerDatabase<IndexedStreet[]>('streetIndexes', 1200);

// Brussels' postal codes share one street list (the region's streets have no postal code of their own),
// so each Brussels index held its own copy of the same 7,000 names with their search keys: about 3 MB
// per postal code, some 60 MB once people typed in every Brussels postal code (issue 29). Equal streets
// are now one object for every index of a database; the map holds at most Brussels' streets once.
const sharedStreets = new WeakMap<object, Map<string, IndexedStreet>>();

function isBrussels(postal: number): boolean {
  return postal >= BRUSSELS_POSTCODES.min && postal <= BRUSSELS_POSTCODES.max;
}

async function streetIndex(db: Queryable, postal: number): Promise<IndexedStreet[]> {
  const cache = indexes(db);
  const key = String(postal);
  let index = cache.get(key);
  if (!index) {
    let shared = isBrussels(postal) ? sharedStreets.get(db) : undefined;
    if (isBrussels(postal) && !shared) sharedStreets.set(db, (shared = new Map()));
    index = (await streetsOfPostcode(db, postal)).map(({ aliases, ...street }) => {
      // Every field of the street: only a street equal in all of them is shared.
      const identity = JSON.stringify([
        street.id,
        street.name,
        street.lat,
        street.lon,
        street.lang,
        street.twin,
        aliases,
      ]);
      const known = shared?.get(identity);
      if (known) return known;
      const indexed = { ...street, key: streetSearchKey(street.name, aliases), aliased: aliases.length > 0 };
      shared?.set(identity, indexed);
      return indexed;
    });
    cache.set(key, index);
  }
  return index;
}

/**
 * Looks up the streets of `postal` holding every word of `street` (core's rankStreets, best first; empty: no suggestions, only the city
 * names), named for a reader of `lang`: each suggestion's STAD is the place name core's rule gives for
 * that language, and Brussels streets are in it. An unknown postal code gives empty lists.
 */
export async function lookupStreets(
  db: Queryable,
  postal: number,
  street: string,
  lang: Lang,
): Promise<StreetLookup> {
  const key = `${postal}\u0000${lang}\u0000${street}`;
  const cache = caches(db);
  const cached = cache.get(key);
  if (cached) return cached;
  const pc = await findPostcode(db, postal);
  let result: StreetLookup = { suggestions: [], citynames: [] };
  if (pc) {
    // Twice the limit: a street matched in both of its languages is one suggestion once translated.
    const rows =
      street.trim() === '' ? [] : rankStreets(await streetIndex(db, postal), street, SUGGESTION_LIMIT * 2);
    const city = placeName(pc, lang);
    const land = countryName(lang);
    result = {
      suggestions: namesFor(rows, street, lang)
        .slice(0, SUGGESTION_LIMIT)
        .map((r) => ({ ID: r.id, STRAAT: r.name, STAD: city, LAND: land })),
      citynames: cityNames(pc, lang),
    };
  }
  cache.set(key, result);
  return result;
}

/**
 * Forgets `db`'s street look-ups after the operator changed an alias (server/cli/street-alias-commands.ts):
 * the postal codes' search indexes, the look-ups and the serialised answers of the street call. The
 * change runs in the server's process (the command line sends it there), so its next look-up sees it.
 */
export function forgetStreetLookups(db: object): void {
  dropCachesOf(db, ['streetIndexes', 'streetLookups', 'streetAnswers']);
  sharedStreets.delete(db);
}
