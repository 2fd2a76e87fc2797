import { MIN_PASSWORD_LENGTH, passwordProblems } from '../../core';
import type { WeakPasswordReason } from '../../core/password-strength';
import { ApiError } from '../http/envelope';
import { strengthPool } from './strength-pool';

const WHY: Readonly<Record<WeakPasswordReason, string>> = {
  common: 'it is one of the most used or leaked passwords',
  pattern: 'it follows a known pattern (a keyboard row, a repetition, a sequence or a date)',
  word: 'it is a single word or name',
  personal: 'it contains your name or e-mail address',
  guessable: 'it is too simple for its length',
};

/**
 * The cheap half of {@link passwordError}: at least {@link MIN_PASSWORD_LENGTH} characters and equal
 * to its confirmation (core/formats.ts). Callers run it before anything else, then what else can refuse
 * the request cheaply (a wrong reset code, a username in use), and only then {@link passwordError}.
 */
export function passwordShapeError(password: string, confirm: string): ApiError | null {
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
  return null;
}

/**
 * The one check of every password an account is given (registration, reset, change): its shape
 * ({@link passwordShapeError}), then not too easy to guess (core/password-strength.ts, estimated on a
 * worker thread by ./strength-pool.ts, as it takes seconds), `personal` being the account's own
 * username, e-mail address and names. Resolves to null when the password is accepted, else the 400
 * naming `password`: a weak one is `weak_password` with `reason` (common, pattern, word, personal or
 * guessable), which the site shows in the customer's language. Rejects with the pool's 503 when too
 * many checks already wait.
 */
export async function passwordError(
  password: string,
  confirm: string,
  personal: readonly string[],
): Promise<ApiError | null> {
  const shape = passwordShapeError(password, confirm);
  if (shape) return shape;
  const { reason } = await strengthPool().check(password, personal);
  if (reason === null) return null;
  return new ApiError(
    400,
    'weak_password',
    `The password is too easy to guess: ${WHY[reason]}; three or four unrelated words are easier to remember and far harder to guess.`,
    'password',
    { reason },
  );
}
