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
 * names), which an attacker who targets them would try first.
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
  const result = zxcvbn().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return REASONS[result.feedback.warning ?? ''] ?? 'guessable';
}
