import type { StreetSuggestion } from '../../core';
import type { Queryable } from '../db/database';
import { findPostcode, suggestStreets, type PostcodeInfo } from './geo-repo';
import { cachePerDatabase } from './lru';

/** The answer of the street lookup: suggestions plus the postal code's locality names. */
export interface StreetLookup {
  suggestions: StreetSuggestion[];
  citynames: string[];
}

/** Interface languages; they choose the city and country names. */
export type Lang = 'nl' | 'fr' | 'en';

/** How many suggestions one lookup returns at most. */
export const SUGGESTION_LIMIT = 10;

const COUNTRY: Record<Lang, string> = { nl: 'België', fr: 'Belgique', en: 'Belgium' };

/**
 * Gives the city name a customer of `lang` expects: the French name in Wallonia, the Dutch name in
 * Flanders, and in bilingual Brussels the name in the interface language (Dutch for English).
 */
export function cityName(pc: PostcodeInfo, lang: Lang): string {
  const french = pc.region === 'WAL' || (pc.region === 'BRU' && lang === 'fr');
  return french ? pc.municipalityFr : pc.municipalityNl;
}

/** Lists the locality names of a postal code in Dutch and French, each once. */
export function cityNames(pc: PostcodeInfo): string[] {
  return [...new Set([...pc.localitiesNl, ...pc.localitiesFr, pc.municipalityNl, pc.municipalityFr])];
}

/** Gives the country name of a Belgian address in `lang`. */
export function countryName(lang: Lang): string {
  return COUNTRY[lang];
}

// Geodata is read-only while the process runs (it is imported before the server listens), so caching
// lookups in memory is safe even with several processes; typing a street repeats the same prefixes.
const caches = cachePerDatabase<StreetLookup>(5000);

/**
 * Looks up the streets of `postal` starting with `street` (empty: no suggestions, only the city
 * names). An unknown postal code gives empty lists.
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
    const rows = street.trim() === '' ? [] : await suggestStreets(db, postal, street, SUGGESTION_LIMIT);
    const city = cityName(pc, lang);
    const land = countryName(lang);
    result = {
      suggestions: rows.map((r) => ({ ID: r.id, STRAAT: r.name, STAD: city, LAND: land })),
      citynames: cityNames(pc),
    };
  }
  cache.set(key, result);
  return result;
}
