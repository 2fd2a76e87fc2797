import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AccountCreated, AccountEdited, AccountUser, UserData } from '../../core';
import type { AppContext } from '../context';
import { authenticate, requireUser } from '../auth/middleware';
import { hashPassword } from '../auth/password';
import { claimSignup } from '../auth/account-throttles';
import { clientAddress } from '../http/client-address';
import { revokeOtherSessions } from '../auth/tokens';
import type { AuthEnv } from '../auth/types';
import { addAddress, deleteAddress, editAddress, listAddresses } from '../accounts/addresses';
import { loadPlaceNames } from '../places/place-names';
import { checkCredentials } from '../accounts/login';
import { passwordError, passwordShapeError } from '../accounts/password-rules';
import { registerUser } from '../accounts/register';
import { findResetUser, invalidCode, requestPasswordReset, resetPassword } from '../accounts/reset';
import * as S from '../accounts/schemas';
import { accountSettings } from '../accounts/account-settings';
import { deleteAccount } from '../accounts/delete-account';
import { editUser } from '../accounts/edit-user';
import { accountRole, findUserById, setPasswordHash } from '../data/accounts/users-repo';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';

const missing = (field: string) =>
  new ApiError(400, 'invalid_request', `The field "${field}" is required.`, field);
/** What a customer might build a password from: the account's username, e-mail address and names. */
const personalDetails = (u: AccountUser) => [u.username, u.email, u.firstname, u.lastname];
const badLogin = (field?: string) =>
  new ApiError(400, 'invalid_credentials', 'The login details are not valid.', field);

/**
 * The account calls of SPEC 7 under `/api/billousers/…`: login, newuser, password reset and change,
 * leesuserid, edituser and the address calls. Every call needs an access token (anonymous is enough
 * for login, registration and reset); reading or changing an account needs that account's user token:
 * another account's id answers 403 `forbidden`, an anonymous token 401 `login_required`.
 */
export function userRoutes(ctx: AppContext): Hono {
  const settings = accountSettings(ctx.config);
  const { db } = ctx;
  const client = (c: Context) => clientAddress(c, settings.proxyHops);
  // Authentication is attached per route, not with use(): mounted at '/', a use('/billousers/*') would
  // also run for the order calls another module serves under /billousers.
  const auth = authenticate(ctx);
  const r = new Hono<AuthEnv>();

  const loadUser = async (id: number): Promise<AccountUser> => {
    const user = await findUserById(db, id);
    if (!user) throw new ApiError(404, 'not_found', `There is no user ${id}.`, 'id');
    return user;
  };

  r.post('/billousers/login', auth, async (c) => {
    const b = parse(S.LoginBody, await readBody(c));
    const user = await checkCredentials(db, b.user_name, b.user_password, client(c));
    if (!user) throw badLogin();
    return ok(c, { id: user.id, username: user.username, ...accountRole(user) });
  });

  r.post('/billousers/newuser', auth, async (c) => {
    const b = parse(S.NewUserBody, await readBody(c));
    const id = await registerUser(db, b, settings.viesUrl, () => claimSignup(db, client(c)));
    return ok(c, { id, username: b.username } satisfies AccountCreated, undefined, 201);
  });

  r.get('/billousers/resetpasswordemail', auth, async (c) => {
    const q = parse(S.ResetEmailQuery, queryOf(c));
    await requestPasswordReset(ctx, q.email, q.lang ?? q.taal, client(c));
    return ok(c, { sent: true });
  });

  r.get('/billousers/passwordresetvalid', auth, async (c) => {
    const q = parse(S.ResetValidQuery, queryOf(c));
    if ((await findResetUser(db, q.username, q.code)) === null) throw invalidCode();
    return ok(c, { valid: true });
  });

  r.post('/billousers/changepassword', auth, async (c) => {
    const b = parse(S.ChangePasswordBody, await readBody(c));
    if (b.code !== undefined || b.username !== undefined) {
      if (!b.username) throw missing('username');
      if (!b.code) throw missing('code');
      // What is refused cheaply goes first: the strength estimate costs seconds of a worker thread, and a
      // wrong code or an unknown user must not buy one. resetPassword checks the code again as it claims it.
      const shape = passwordShapeError(b.password, b.confirmPassword);
      if (shape) throw shape;
      if ((await findResetUser(db, b.username, b.code)) === null) throw invalidCode();
      const weak = await passwordError(b.password, b.confirmPassword, [b.username]);
      if (weak) throw weak;
      await resetPassword(ctx, b.username, b.code, b.password);
      return ok(c, { changed: true });
    }
    const userId = requireUser(c);
    const user = await loadUser(userId);
    const shape = passwordShapeError(b.password, b.confirmPassword);
    if (shape) throw shape;
    if (!b.oldPassword) throw missing('oldPassword');
    if (!(await checkCredentials(db, user.username, b.oldPassword, client(c)))) throw badLogin('oldPassword');
    const weak = await passwordError(b.password, b.confirmPassword, personalDetails(user));
    if (weak) throw weak;
    const hash = await hashPassword(b.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, hash);
      await revokeOtherSessions(tx, userId, c.get('auth').tokenId);
    });
    return ok(c, { changed: true });
  });

  r.get('/billousers/leesuserid/:id', auth, async (c) => {
    const { id } = parse(z.object({ id: S.recordId }), paramsOf(c));
    const { lang } = parse(S.ReaderQuery, queryOf(c));
    requireUser(c, id);
    const addresses = await listAddresses(db, id);
    // With the reader's language, Belgian cities read as that reader knows them (core's place names).
    const names = lang
      ? await loadPlaceNames(db, { postals: addresses.map((a) => a.zip), airports: [] }, lang)
      : null;
    const read = names
      ? addresses.map((a) => (a.country === 'BE' ? { ...a, city: names.city(a.zip, a.city) } : a))
      : addresses;
    return ok(c, { user: await loadUser(id), addresses: read } satisfies UserData);
  });

  r.post('/billousers/deleteuser', auth, async (c) => {
    const { id, idaccount, password } = parse(S.DeleteUserBody, await readBody(c));
    const userId = requireUser(c, id ?? idaccount);
    await deleteAccount(ctx, await loadUser(userId), password, client(c));
    return ok(c, { deleted: true });
  });

  r.post('/billousers/edituser', auth, async (c) => {
    const { id, idaccount, password, ...changes } = parse(S.EditUserBody, await readBody(c));
    const userId = requireUser(c, id ?? idaccount);
    await editUser(ctx, await loadUser(userId), changes, password, client(c), settings.viesUrl);
    return ok(c, { user: await loadUser(userId) } satisfies AccountEdited);
  });

  r.post('/billousers/newaddress', auth, async (c) => {
    const { idaccount, ...fields } = parse(S.NewAddressBody, await readBody(c));
    const userId = requireUser(c, idaccount);
    return ok(c, await addAddress(db, userId, fields), undefined, 201);
  });

  r.post('/billousers/editaddress', auth, async (c) => {
    const { id, idaccount, ...changes } = parse(S.EditAddressBody, await readBody(c));
    const userId = requireUser(c, idaccount);
    return ok(c, await editAddress(db, userId, id, changes));
  });

  r.post('/billousers/deladdress', auth, async (c) => {
    const { id, idaccount } = parse(S.DeleteAddressBody, await readBody(c));
    await deleteAddress(db, requireUser(c, idaccount), id);
    return ok(c, { id });
  });

  return new Hono().route('/', r);
}
