/** Bad-input cases of the token, account (billousers) and VAT calls. */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  queryCases,
  type BadCase,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const r = (route: string, auth: JsonRoute['auth'], shape: JsonRoute['shape'] = 'envelope'): JsonRoute => ({
  route: `POST /api${route}`,
  path: `/api${route}`,
  auth,
  shape,
});

/** Builds the cases; adds one address to the fixture user for the address calls. */
export async function accountCases(fx: Fixture): Promise<BadCase[]> {
  const added = await fx.server.api('/billousers/newaddress', {
    token: fx.user.token,
    json: { street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent' },
  });
  if (added.status !== 201) throw new Error(`address set-up failed: ${JSON.stringify(added.body)}`);
  const addressId = added.body.data.id as number;

  const token = r('/token', 'none', 'oauth');
  const revoke = r('/token/revoke', 'none', 'oauth');
  const login = r('/billousers/login', 'anon');
  const newuser = r('/billousers/newuser', 'anon');
  const change = r('/billousers/changepassword', 'user');
  const edituser = r('/billousers/edituser', 'user');
  const newaddress = r('/billousers/newaddress', 'user');
  const editaddress = r('/billousers/editaddress', 'user');
  const deladdress = r('/billousers/deladdress', 'user');
  const anonToken = { grant_type: 'client_credentials', client_id: 'webapp' };
  const password = { grant_type: 'password', client_id: 'webapp', username: 'a@example.be', password: 'x' };
  const newUser = {
    username: 'bad-input@example.be',
    password: 'lange-kerstboom-9',
    confirmPassword: 'lange-kerstboom-9',
    firstname: 'An',
    lastname: 'Peeters',
  };
  const address = { street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent' };
  const passwords = {
    oldPassword: 'lange-kerstboom-9',
    password: 'nieuwe-tram-57',
    confirmPassword: 'nieuwe-tram-57',
  };

  return [
    ...bodyShapeCases(token),
    ...fieldCases(token, anonToken, [
      { name: 'grant_type', kind: 'enum', required: true },
      { name: 'client_id', kind: 'string' },
      { name: 'client_secret', kind: 'string' },
      { name: 'scope', kind: 'string' },
      { name: 'username', kind: 'string' },
      { name: 'password', kind: 'string' },
      { name: 'refresh_token', kind: 'string' },
    ]),
    jsonCase(token, 'password grant without username', { ...password, username: undefined }, 'username'),
    jsonCase(token, 'password grant without password', { ...password, password: '' }, 'password'),
    jsonCase(
      token,
      'refresh grant without token',
      { grant_type: 'refresh_token', client_id: 'webapp' },
      'refresh_token',
    ),
    {
      ...jsonCase(token, 'form body without grant_type', {}, 'grant_type'),
      body: 'client_id=webapp',
      type: 'application/x-www-form-urlencoded',
    },
    {
      ...jsonCase(token, 'form body with a NUL', {}, 'grant_type'),
      body: 'grant_type=client_credentials%00&client_id=webapp',
      type: 'application/x-www-form-urlencoded',
    },

    ...bodyShapeCases(revoke),
    ...fieldCases(revoke, { token: 'abc', client_id: 'webapp' }, [
      { name: 'token', kind: 'string', required: true },
      { name: 'token_type_hint', kind: 'enum' },
      { name: 'client_id', kind: 'string' },
    ]),

    ...bodyShapeCases(login),
    ...fieldCases(login, { user_name: 'nobody@example.be', user_password: 'whatever1' }, [
      { name: 'user_name', kind: 'string', required: true },
      { name: 'user_password', kind: 'string', required: true },
      { name: 'user_type', kind: 'string' },
      { name: 'user_id_ext', kind: 'text' },
    ]),

    ...bodyShapeCases(newuser),
    ...fieldCases(newuser, newUser, [
      { name: 'username', kind: 'string', required: true },
      { name: 'password', kind: 'string', required: true },
      { name: 'confirmPassword', kind: 'string' },
      { name: 'email', kind: 'string' },
      { name: 'firstname', kind: 'string' },
      { name: 'lastname', kind: 'string' },
      { name: 'phone', kind: 'string' },
      { name: 'company', kind: 'string' },
      { name: 'vat', kind: 'string' },
      { name: 'country', kind: 'enum' },
      { name: 'lang', kind: 'enum' },
      { name: 'taal', kind: 'enum' },
      { name: 'user_type', kind: 'enum' },
    ]),
    jsonCase(
      newuser,
      'password too short',
      { ...newUser, password: 'short', confirmPassword: 'short' },
      'password',
    ),
    jsonCase(
      newuser,
      'confirmation differs',
      { ...newUser, confirmPassword: 'different1' },
      'confirmPassword',
    ),
    jsonCase(newuser, 'e-mail not an address', { ...newUser, email: 'not-mail' }, 'email'),
    jsonCase(
      newuser,
      'VAT with a bad check number',
      { ...newUser, user_type: 'company', company: 'X', vat: 'BE0440966355' },
      'vat',
    ),

    ...queryCases(
      'GET /api/billousers/resetpasswordemail',
      '/api/billousers/resetpasswordemail',
      { email: 'nobody@example.be', lang: 'nl' },
      [
        { name: 'email', bad: ['not-mail', ''], required: true },
        { name: 'lang', bad: ['xx', ''] },
      ],
      'anon',
    ),
    ...queryCases(
      'GET /api/billousers/passwordresetvalid',
      '/api/billousers/passwordresetvalid',
      { username: 'nobody@example.be', code: 'abc' },
      [
        { name: 'username', bad: [''], required: true },
        { name: 'code', bad: [''], required: true },
      ],
      'anon',
    ),

    ...bodyShapeCases(change),
    ...fieldCases(change, passwords, [
      { name: 'password', kind: 'string', required: true },
      { name: 'confirmPassword', kind: 'string', required: true },
      { name: 'oldPassword', kind: 'string' },
      { name: 'username', kind: 'string' },
      { name: 'code', kind: 'string' },
    ]),
    jsonCase(
      change,
      'confirmation differs',
      { ...passwords, confirmPassword: 'other-password' },
      'confirmPassword',
    ),
    jsonCase(
      change,
      'new password too short',
      { ...passwords, password: 'short', confirmPassword: 'short' },
      'password',
    ),
    jsonCase(
      change,
      'logged in without oldPassword',
      { ...passwords, oldPassword: undefined },
      'oldPassword',
    ),
    jsonCase(
      change,
      'reset without code',
      { ...passwords, oldPassword: undefined, username: 'a@b.be' },
      'code',
    ),
    jsonCase(
      change,
      'reset without username',
      { ...passwords, oldPassword: undefined, code: 'abc' },
      'username',
    ),

    ...pathCases('GET /api/billousers/leesuserid/:id', '/api/billousers/leesuserid/', BAD_IDS, 'id', 'user'),
    ...queryCases(
      'GET /api/billousers/leesuserid/:id',
      `/api/billousers/leesuserid/${fx.user.id}`,
      { lang: 'fr' },
      [{ name: 'lang', bad: ['xx', ''] }],
      'user',
    ),

    ...bodyShapeCases(edituser),
    ...fieldCases(edituser, { firstname: 'An' }, [
      { name: 'id', kind: 'id' },
      { name: 'idaccount', kind: 'id' },
      { name: 'email', kind: 'string' },
      { name: 'phone', kind: 'string' },
      { name: 'firstname', kind: 'string' },
      { name: 'lastname', kind: 'string' },
      { name: 'company', kind: 'string' },
      { name: 'vat', kind: 'string' },
      { name: 'country', kind: 'enum' },
      { name: 'lang', kind: 'enum' },
    ]),
    jsonCase(edituser, 'phone not a number', { phone: 'call me' }, 'phone'),

    ...bodyShapeCases(newaddress),
    ...fieldCases(newaddress, address, [
      { name: 'street', kind: 'string', required: true },
      { name: 'streetnr', kind: 'text', required: true },
      { name: 'zip', kind: 'text', required: true },
      { name: 'city', kind: 'string', required: true },
      { name: 'country', kind: 'enum' },
      { name: 'defaultaddress', kind: 'flag' },
      { name: 'billoaddress', kind: 'flag' },
      { name: 'idaccount', kind: 'id' },
    ]),
    jsonCase(newaddress, 'zip not Belgian', { ...address, zip: '12345' }, 'zip'),

    ...bodyShapeCases(editaddress),
    ...fieldCases(editaddress, { id: addressId, city: 'Gent' }, [
      { name: 'id', kind: 'id', required: true },
      { name: 'street', kind: 'string' },
      { name: 'streetnr', kind: 'text' },
      { name: 'zip', kind: 'text' },
      { name: 'city', kind: 'string' },
      { name: 'country', kind: 'enum' },
      { name: 'defaultaddress', kind: 'flag' },
      { name: 'billoaddress', kind: 'flag' },
      { name: 'idaccount', kind: 'id' },
    ]),

    ...bodyShapeCases(deladdress),
    ...fieldCases(deladdress, { id: addressId }, [
      { name: 'id', kind: 'id', required: true },
      { name: 'idaccount', kind: 'id' },
    ]),

    ...pathCases(
      'GET /api/vat/:number',
      '/api/vat/',
      ['%00', 'BE0440966354%00', 'x'.repeat(2000), '%20'],
      'number',
      'anon',
    ),

    // The operator's loopback call answers every caller without the endpoint file's secret as an
    // unknown call, whatever the body (tests/system/admin-live.test.ts sends it with the secret).
    ...[
      ['no body', ''],
      ['not JSON', '{'],
      ['an unknown command', JSON.stringify({ command: 'drop' })],
      ['a NUL in the command', JSON.stringify({ command: 'list\u0000orders' })],
    ].map(([name, body]): BadCase => ({
      route: 'POST /api/admin/command',
      name: name!,
      method: 'POST',
      path: '/api/admin/command',
      body: body!,
      auth: 'user',
      shape: 'envelope',
      status: 404,
    })),
  ];
}
