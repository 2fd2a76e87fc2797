/**
 * How guessable a password is, estimated by zxcvbn-ts with its common-password and keyboard data and
 * the English, French and Dutch (Belgian) dictionaries, so "12345678", "password", "wachtwoord",
 * "azertyuiop" or the customer's own e-mail address are refused even though they are long enough.
 *
 * The dictionaries weigh megabytes, so only the server imports this module; forms in the browser
 * check the length with core/formats.ts and show the server's {@link WeakPasswordReason}.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as nl from '@zxcvbn-ts/language-nl-be';

/**
 * The lowest zxcvbn score accepted (0 to 4). Score 3 means at least 10^8 guesses: safe from online
 * guessing, and a real cost offline against the memory-hard hashes the passwords are stored as.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Why a password is too easy to guess: one of the most used or leaked passwords, a pattern (keyboard
 * row, repetition, sequence, date or year), a single word or name, the customer's own name or e-mail
 * address, or otherwise too few guesses.
 */
export type WeakPasswordReason = 'common' | 'pattern' | 'word' | 'personal' | 'guessable';

/** Each reason for every warning zxcvbn-ts gives (its warning keys, stable across languages). */
const REASONS: Readonly<Record<string, WeakPasswordReason>> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
  recentYears: 'pattern',
  dates: 'pattern',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  userInputs: 'personal',
};

/**
 * How many characters of a password the estimator reads: the first 100, as zxcvbn's authors advise.
 * Its matching grows much faster than the length (seconds for a hundred characters, many more for the
 * 1,024 a password may have), and a password of a hundred characters that is still guessable is not
 * made safer by what follows, so the verdict on a longer one is that of its first hundred.
 */
export const ESTIMATED_PASSWORD_LENGTH = 100;

/** The part of `password` the estimator reads: its first {@link ESTIMATED_PASSWORD_LENGTH} characters. */
export function estimatedPart(password: string): string {
  // Counted in code points, so a character outside the BMP (an emoji) is never cut in half.
  const chars = Array.from(password);
  return chars.length <= ESTIMATED_PASSWORD_LENGTH
    ? password
    : chars.slice(0, ESTIMATED_PASSWORD_LENGTH).join('');
}

let estimator: ZxcvbnFactory | undefined;

// Built on first use (a few hundred milliseconds), so a process that sets no password never pays.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...nl.dictionary },
  });
  return estimator;
}

/**
 * Says why `password` is too easy to guess, or null when it is strong enough
 * ({@link MIN_PASSWORD_SCORE}). `personal` are the customer's own details (username, e-mail address,
 * names), which an attacker who targets them would try first. Only the first
 * {@link ESTIMATED_PASSWORD_LENGTH} characters are read, so one check takes a bounded time; the server
 * still runs it off its event loop (server/accounts/strength-pool.ts), as even that takes seconds.
 *
 * @example passwordWeakness('12345678') // 'common'
 * @example passwordWeakness('fiets-paraplu-7') // null
 */
export function passwordWeakness(
  password: string,
  personal: readonly string[] = [],
): WeakPasswordReason | null {
  const inputs = personal.flatMap((p) => {
    const value = p.trim().toLowerCase();
    // An e-mail address also counts by its part before the @, which people reuse as a password.
    return value.includes('@') ? [value, value.slice(0, value.indexOf('@'))] : value ? [value] : [];
  });
  const result = zxcvbn().check(estimatedPart(password), inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return REASONS[result.feedback.warning ?? ''] ?? 'guessable';
}
