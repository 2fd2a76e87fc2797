import { MIN_PASSWORD_LENGTH, passwordProblems } from '../../core';
import { passwordWeakness, type WeakPasswordReason } from '../../core/password-strength';
import { ApiError } from '../http/envelope';

const WHY: Readonly<Record<WeakPasswordReason, string>> = {
  common: 'it is one of the most used or leaked passwords',
  pattern: 'it follows a known pattern (a keyboard row, a repetition, a sequence or a date)',
  word: 'it is a single word or name',
  personal: 'it contains your name or e-mail address',
  guessable: 'it is too simple for its length',
};

/**
 * The one check of every password an account is given (registration, reset, change): at least
 * {@link MIN_PASSWORD_LENGTH} characters and equal to its confirmation (core/formats.ts), then not
 * too easy to guess (core/password-strength.ts), `personal` being the account's own username, e-mail
 * address and names. Returns null when the password is accepted, else the 400 naming `password`: a
 * weak one is `weak_password` with `reason` (common, pattern, word, personal or guessable), which the
 * site shows in the customer's language.
 */
export function passwordError(
  password: string,
  confirm: string,
  personal: readonly string[],
): ApiError | null {
  const problems = passwordProblems(password, confirm);
  if (problems.includes('tooShort')) {
    return new ApiError(
      400,
      'invalid_request',
      `The field "password" is invalid: needs at least ${MIN_PASSWORD_LENGTH} characters.`,
      'password',
    );
  }
  if (problems.includes('mismatch')) {
    return new ApiError(
      400,
      'invalid_request',
      'The field "password" is invalid: does not match its confirmation (confirmPassword).',
      'password',
    );
  }
  const reason = passwordWeakness(password, personal);
  if (reason === null) return null;
  return new ApiError(
    400,
    'weak_password',
    `The password is too easy to guess: ${WHY[reason]}; three or four unrelated words are easier to remember and far harder to guess.`,
    'password',
    { reason },
  );
}
