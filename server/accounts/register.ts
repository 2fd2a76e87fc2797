import type { z } from 'zod';
import { validateRegistration } from '../../core';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { passwordError, passwordShapeError } from './password-rules';
import { checkVat } from './vat-check';
import type { NewUserBody } from './schemas';
import { insertUser, usernameTaken } from '../data/accounts/users-repo';

/**
 * Registers a consumer or company account (SPEC 5 "Accounts", core's validateRegistration, plus the
 * password strength of server/accounts/password-rules.ts) and returns its id. The username is an e-mail
 * address (core's rule); the account's e-mail address defaults to it.
 * A company's VAT number is also checked with VIES when `viesUrl` is set. Throws 409 `username_taken`.
 * Everything that can refuse the request cheaply (the fields, a username in use) is asked before the
 * password's strength, which costs seconds of a worker thread; VIES, a call abroad, comes last.
 * `claim` runs once the fields passed their checks, before the username is looked up, the strength
 * estimated, VIES asked or the password hashed: the sign-up throttle
 * (server/auth/account-throttles.ts), which throws its 429 there.
 */
export async function registerUser(
  db: Queryable,
  input: z.output<typeof NewUserBody>,
  viesUrl: string | undefined,
  claim: () => Promise<void>,
): Promise<number> {
  const isCompany = input.user_type === 'company';
  const confirm = input.confirmPassword ?? input.password;
  const problems = validateRegistration({
    username: input.username,
    password: input.password,
    confirmPassword: confirm,
    isCompany,
    ...(input.company !== undefined ? { company: input.company } : {}),
    ...(input.vat !== undefined ? { vat: input.vat } : {}),
  });
  if (problems.username)
    throw new ApiError(400, 'invalid_request', 'The field "username" must be an e-mail address.', 'username');
  const shape = passwordShapeError(input.password, confirm);
  if (shape) throw shape;
  if (problems.company)
    throw new ApiError(400, 'invalid_request', 'The field "company" is required.', 'company');
  if (problems.vat)
    throw new ApiError(
      400,
      'invalid_request',
      'The field "vat" is not a valid Belgian VAT number (BE0XXXXXXXXX or BE1XXXXXXXXX).',
      'vat',
    );
  await claim();
  if (await usernameTaken(db, input.username)) throw taken();
  const email = input.email ?? input.username;
  const weak = await passwordError(input.password, confirm, [
    input.username,
    input.email ?? '',
    input.firstname,
    input.lastname,
  ]);
  if (weak) throw weak;
  if (isCompany && input.vat !== undefined) {
    const vat = await checkVat(input.vat, viesUrl);
    if (!vat.valid)
      throw new ApiError(400, 'invalid_vat', 'This VAT number is not registered in VIES.', 'vat');
  }
  const id = await insertUser(db, {
    username: input.username,
    email,
    passwordHash: await hashPassword(input.password),
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    company: isCompany ? (input.company ?? null) : null,
    vat: isCompany ? (input.vat ?? null) : null,
    country: input.country,
    userType: input.user_type,
    lang: input.lang ?? input.taal ?? 'nl',
  });
  if (id === null) throw taken();
  return id;
}

const taken = () => new ApiError(409, 'username_taken', 'This username is already in use.', 'username');
