/**
 * The account calls of SPEC 7 "Session and account" as the site's islands make them, over the shared
 * session's HTTP client and envelope (client/), so they carry the same bearer token as the widget. A
 * failed call throws client's ApiFailure: the islands read its status, error code, field and reason.
 */
import { call, type Envelope } from '../../../client';
import type {
  AccountAddress,
  AccountAddressFields,
  AccountCreated,
  AccountEdited,
  AccountUser,
  OrderListMeta,
  OrderSummary,
  RegistrationBody,
  UserData,
  VatCheck,
} from '../../../core';
import { accountHttp } from './account-session';
import { DEFAULT_LANG, type Lang } from './i18n';

/** The default texts of SPEC 8 "Call failures" for the account calls, as their failures' message ids. */
export type AccountMessageId =
  | 'api.register'
  | 'api.recover'
  | 'api.userData'
  | 'api.editUser'
  | 'api.address'
  | 'api.orders'
  | 'api.linkOrder'
  | 'api.vat';

/** One page of orders and the total number of orders. */
export interface OrderPage {
  rows: OrderSummary[];
  count: number;
  pageSize: number;
}

/**
 * The account calls to `apiBase` (default '/api'), read for a reader of `lang`: the account's
 * addresses and orders name their places in that language and airports by name. The client is looked
 * up at each call, not here, so an island can create this while rendering on the server, where there
 * is no page URL to resolve a relative base against.
 */
export function accountApi(apiBase?: string, lang: Lang = DEFAULT_LANG) {
  const http = () => accountHttp(apiBase);
  const post = <T, M = unknown>(path: string, json: unknown, fallback: AccountMessageId) =>
    call(() => http().post(path, { json }).json<Envelope<T, M>>(), fallback);
  const get = <T>(path: string, fallback: AccountMessageId, searchParams?: Record<string, string>) =>
    call(
      () =>
        http()
          .get(path, searchParams ? { searchParams } : {})
          .json<Envelope<T>>(),
      fallback,
    );
  return {
    register: async (r: RegistrationBody) =>
      (await post<AccountCreated>('billousers/newuser', r, 'api.register')).data,
    requestReset: async (email: string, lang: string) => {
      await get('billousers/resetpasswordemail', 'api.recover', { email, lang });
    },
    resetValid: async (username: string, code: string) => {
      await get('billousers/passwordresetvalid', 'api.recover', { username, code });
    },
    resetPassword: async (username: string, code: string, password: string, confirmPassword: string) => {
      await post('billousers/changepassword', { username, code, password, confirmPassword }, 'api.recover');
    },
    user: async (id: number) =>
      (await get<UserData>(`billousers/leesuserid/${id}`, 'api.userData', { lang })).data,
    /** Changes account details; a new e-mail address also needs the current `password`. */
    editUser: async (changes: Partial<Omit<AccountUser, 'id' | 'username'>> & { password?: string }) =>
      (await post<AccountEdited>('billousers/edituser', changes, 'api.editUser')).data.user,
    addAddress: async (a: AccountAddressFields) =>
      (await post<AccountAddress>('billousers/newaddress', a, 'api.address')).data,
    editAddress: async (id: number, a: AccountAddressFields) =>
      (await post<AccountAddress>('billousers/editaddress', { id, ...a }, 'api.address')).data,
    deleteAddress: async (id: number) => {
      await post('billousers/deladdress', { id }, 'api.address');
    },
    orders: async (page: number, pageSize: number): Promise<OrderPage> => {
      const body = await post<OrderSummary[], OrderListMeta>(
        'billousers/listBilloOrders.json',
        { page, PageSize: pageSize, lang },
        'api.orders',
      );
      return {
        rows: body.data,
        count: body.metadata?.count ?? 0,
        pageSize: body.metadata?.PageSize ?? pageSize,
      };
    },
    /** Links a booking by its code and the e-mail address it was booked with (issue 23). */
    linkOrder: async (ecode: string, email: string) =>
      (await post<OrderSummary>('billousers/linkorder', { ecode, email, lang }, 'api.linkOrder')).data,
    vat: async (number: string) =>
      (await get<VatCheck>(`vat/${encodeURIComponent(number)}`, 'api.vat')).data.valid,
  };
}

/** The account calls, as {@link accountApi} creates them. */
export type AccountApi = ReturnType<typeof accountApi>;
