/**
 * Finding a street by any word of its name (issue 28): "van r", "rysselberghe" and "ICC" all find the
 * ICC's "Familie Van Rysselberghedreef" in 9000, and "sint pieters" the Sint-Pieters streets. The
 * server keeps {@link streetSearchKey} of each street of a postal code in memory and ranks them with
 * {@link rankStreets}; whether a typed street is a known one stays core's isKnownStreet (streets.ts).
 */

/**
 * Dutch and French articles a search does not require ("rue loi" finds "Rue de la Loi"); typed, they
 * still count for the ranking. "van", "ter" and "ten" are not among them on purpose: ignoring "van"
 * would make "van r" find every street with a word starting with r.
 */
export const STREET_FILLER_WORDS: ReadonlySet<string> = new Set([
  'de',
  'het',
  't',
  'den',
  'der',
  'la',
  'le',
  'les',
  'l',
  'du',
  'des',
  'd',
  'au',
  'aux',
  'a',
]);

// "St", "Sint", "Saint" …: one word for a search, so "st-pieters" finds "Sint-Pietersplein".
const SAINT_WORDS: ReadonlySet<string> = new Set(['st', 'ste', 'sint', 'saint', 'sainte']);
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', œ: 'oe', æ: 'ae' };
const APOSTROPHE = /['\u2018\u2019\u02bc`\u00b4\u2032]/;
// Marks a glued elision ("leglise") in a search key: it matches only a whole typed word, so "Rue de la
// Loi" does not also find "Rue de l'Oiselet" through "loiselet".
const GLUED = '\u0001';

function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßœæ]/g, (ch) => LIGATURES[ch] ?? ch);
}

/** The words of a name or of typed text: lower case, accents dropped, split at all but letters and digits. */
export function streetWords(text: string): string[] {
  return plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The searchable form of a street: its words between spaces, then each elided word glued to the next
 * ("l'Église" also gives "leglise", as customers type it; found only as a whole word), then the
 * operator's `aliases` (e.g. "ICC").
 */
export function streetSearchKey(name: string, aliases: readonly string[] = []): string {
  const words = streetWords(name);
  const glued = plain(name)
    .split(/[^\p{L}\p{N}'\u2018\u2019\u02bc`\u00b4\u2032]+/u)
    .filter((chunk) => APOSTROPHE.test(chunk))
    .map((chunk) => streetWords(chunk).join(''))
    .filter((w) => w !== '' && !words.includes(w));
  return ` ${[...words, ...glued.map((w) => `${GLUED}${w}`), ...aliases.flatMap(streetWords)].join(' ')} `;
}

/** A street as the search ranks it: its {@link streetSearchKey}, and whether the operator named it. */
export interface SearchableStreet {
  key: string;
  /** The street has an alias of the operator's (a venue such as the ICC): first among equal matches. */
  aliased: boolean;
}

function hasSaint(key: string): boolean {
  for (const w of SAINT_WORDS) if (key.includes(` ${w} `)) return true;
  return false;
}

/** 3 a whole word (or a saint's word), 2 a word's start, 1 inside a compound word (from 3 letters), 0 none. */
function wordMatch(key: string, word: string): number {
  if (SAINT_WORDS.has(word) && hasSaint(key)) return 3;
  if (!key.includes(word)) return 0;
  if (key.includes(` ${word} `) || key.includes(` ${GLUED}${word} `)) return 3;
  if (key.includes(` ${word}`)) return 2;
  return word.length >= 3 ? 1 : 0;
}

interface Typed {
  words: string[];
  required: ReadonlySet<string>;
  phrase: string;
  letters: number;
}

function typedOf(text: string): Typed {
  const words = streetWords(text);
  const content = words.filter((w) => !STREET_FILLER_WORDS.has(w));
  return {
    words,
    required: new Set(content.length > 0 ? content : words),
    phrase: ` ${words.join(' ')}`,
    letters: words.reduce((sum, w) => sum + w.length, 0),
  };
}

interface Rank {
  /** The share of the typed letters found in the name. */
  coverage: number;
  /** The name starts with the typed words in their order. */
  start: number;
  /** The typed words stand in the name in their order. */
  phrase: number;
  /** The sum of the words' {@link wordMatch}. */
  quality: number;
}

function rankOf(street: SearchableStreet, typed: Typed, least: number): Rank | null {
  let found = 0;
  let quality = 0;
  for (const word of typed.words) {
    const match = wordMatch(street.key, word);
    if (match < least && typed.required.has(word)) return null;
    // A typed article counts only as a word of its own, not as two letters inside any word.
    if (match >= (STREET_FILLER_WORDS.has(word) ? 2 : 1)) {
      found += word.length;
      quality += match;
    }
  }
  return {
    coverage: found / typed.letters,
    start: street.key.startsWith(typed.phrase) ? 1 : 0,
    phrase: street.key.includes(typed.phrase) ? 1 : 0,
    quality,
  };
}

function matches<S extends SearchableStreet>(streets: readonly S[], typed: Typed, least: number) {
  const found: { rank: Rank; street: S }[] = [];
  for (const street of streets) {
    const rank = rankOf(street, typed, least);
    if (rank) found.push({ rank, street });
  }
  return found;
}

/**
 * Ranks the `streets` holding every typed word but the articles, in any order (each as a whole word,
 * a word's start, or, when no name has them so, from three letters a part of a compound word), best first: most of the typed text
 * found, then the name starting with it, the words in their order, the closest matches, a street the
 * operator gave an alias, the shortest name ("sint pieters" gives Sint-Pietersplein before
 * Sint-Pietersnieuwstraat), the alphabet. At most `limit`.
 */
export function rankStreets<S extends SearchableStreet>(
  streets: readonly S[],
  text: string,
  limit: number,
): S[] {
  const typed = typedOf(text);
  if (typed.words.length === 0 || limit <= 0) return [];
  // Words found at the start of the name's words first; a part inside a compound word only when no
  // name has them so ("rysselberghe"), so "wetstr" gives Wetstraat, not Grondwetstraat as well.
  let found = matches(streets, typed, 2);
  if (found.length === 0) found = matches(streets, typed, 1);
  found.sort(
    (a, b) =>
      b.rank.coverage - a.rank.coverage ||
      b.rank.start - a.rank.start ||
      b.rank.phrase - a.rank.phrase ||
      b.rank.quality - a.rank.quality ||
      Number(b.street.aliased) - Number(a.street.aliased) ||
      a.street.key.length - b.street.key.length ||
      (a.street.key < b.street.key ? -1 : a.street.key > b.street.key ? 1 : 0),
  );
  return found.slice(0, limit).map((f) => f.street);
}
