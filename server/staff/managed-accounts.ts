/**
 * Accounts the operator makes rather than the person themselves: a travel agent's login and a staff
 * member's. The username is the e-mail address and the password follows the one rule of every account
 * (server/accounts/password-rules.ts); a refusal names the field (`email`, `password`).
 */
import type { Lang, UserType } from '../../core';
import { passwordError, passwordShapeError } from '../accounts/password-rules';
import { insertUser, usernameTaken } from '../data/accounts/users-repo';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../data/database';
import { invalidField } from '../service-refusal';

/** The fields of an account the operator makes (an agent's or a staff member's login). */
export interface ManagedAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  lang: Lang;
  userType: UserType;
  agentLicence?: string;
}

const inUse = (email: string) => invalidField('email', `the username ${email} is already in use.`);

/**
 * Checks an account the operator is about to make by the one password rule of every account (length,
 * then not too easy to guess) after the cheap checks (a username in use). The estimate costs seconds of
 * a worker thread, so a caller that inserts inside a transaction runs this first, outside it, and
 * inserts with `vetted` (the insert still decides a race).
 */
export async function vetManagedAccount(db: Queryable, a: ManagedAccount): Promise<void> {
  const shape = passwordShapeError(a.password, a.password);
  if (shape) throw invalidField('password', shape.description);
  if (await usernameTaken(db, a.email)) throw inUse(a.email);
  const weak = await passwordError(a.password, a.password, [a.email, a.firstname, a.lastname]);
  if (weak) throw invalidField('password', weak.description);
}

/**
 * Inserts an account the operator makes, after {@link vetManagedAccount} (unless `vetted` says the
 * caller ran it); answers its id.
 */
export async function insertManagedAccount(
  db: Queryable,
  a: ManagedAccount,
  vetted = false,
): Promise<number> {
  if (!vetted) await vetManagedAccount(db, a);
  const id = await insertUser(db, {
    username: a.email,
    email: a.email,
    passwordHash: await hashPassword(a.password),
    firstname: a.firstname,
    lastname: a.lastname,
    phone: '',
    company: null,
    vat: null,
    country: 'BE',
    userType: a.userType,
    ...(a.agentLicence ? { agentLicence: a.agentLicence } : {}),
    lang: a.lang,
  });
  if (id === null) throw inUse(a.email);
  return id;
}
