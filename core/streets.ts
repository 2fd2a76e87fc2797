/**
 * Street names as customers type them (SPEC 4 "A typed street matching a known street", SPEC 5 "street
 * from suggestions"). One folding rule decides when a typed street is a known one: in the wizard, in the
 * server's order check and in the street search, whose `streets.name_fold` column the geodata import
 * fills with {@link foldStreetName} (server/data/geodata.ts, migration 008).
 */

/**
 * Bump when {@link foldStreetName} changes what it gives for any name: the server then re-imports the
 * street list, so the folded names stored in the database follow the rule. A unit test pins the fold of
 * the real street list to this version.
 */
export const STREET_FOLD_VERSION = 1;

// Apostrophes of every kind customers and the geodata use: ' ‘ ’ ʼ ` ´ ′.
const APOSTROPHES = /['\u2018\u2019\u02bc`\u00b4\u2032]/g;
// Hyphen, the Unicode hyphens and the dashes a word processor puts between words.
const HYPHENS = /[-\u2010-\u2015]/g;
// Letters without a decomposition that customers write as two letters.
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', œ: 'oe', æ: 'ae' };

/**
 * Folds a street name for comparison: lower case; accents dropped (compatibility decomposition, then
 * combining marks removed, so "É" is "e" and "10ᵉ" is "10e"); ß, œ and æ written out; apostrophes of
 * every kind removed; hyphens and dashes as spaces; runs of white space as one space, none at either
 * end. "Rue de l’Église", "rue de l'eglise" and "RUE DE LEGLISE" fold alike, and so do
 * "Sint-Pietersnieuwstraat" and "sint pietersnieuwstraat".
 */
export function foldStreetName(name: string): string {
  // Lower case on both sides of the decomposition: "İ" lowers to an i with a combining dot, and
  // compatibility forms such as "™" decompose to capitals.
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßœæ]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(APOSTROPHES, '')
    .replace(HYPHENS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Tells whether `typed` is one of the `known` street names, ignoring what {@link foldStreetName}
 * ignores. An empty street is never known.
 */
export function isKnownStreet(typed: string, known: readonly string[]): boolean {
  const folded = foldStreetName(typed);
  return folded !== '' && known.some((name) => foldStreetName(name) === folded);
}
