/**
 * The account calls of SPEC 7 "Session and account" as the site's islands make them, over the shared
 * session's ky client (widget/api/client), so they carry the same bearer token as the widget.
 */
import { isHTTPError } from 'ky';
import type { UserAddress } from '../../../widget/api/types';
import { accountHttp } from './account-session';

/** A failed account call: the HTTP status (0 when the server was not reached) and the API's error. */
export class AccountCallError extends Error {
  override readonly name = 'AccountCallError';

  /**
   * @param status - HTTP status, or 0 for a network failure or timeout.
   * @param code - The API's `error` value, e.g. 'username_taken'; '' when unknown.
   * @param field - The request field the API named, when it named one.
   * @param description - The API's `error_description`.
   * @param reason - The API's `reason`, e.g. why a password is too easy to guess ('common').
   */
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field?: string,
    description?: string,
    readonly reason?: string,
  ) {
    super(description ?? (code || `HTTP ${status}`));
  }
}

/** The account of the logged-in user as `leesuserid` returns it. */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  phone: string;
  firstname: string;
  lastname: string;
  company: string | null;
  vat: string | null;
  country: string;
  user_type: 'consumer' | 'company' | 'agent';
  /** The licence (TALIC) of a travel-agent account, else null. */
  agent_licence?: string | null;
  lang: string;
}

/** The user plus saved addresses. */
export interface AccountData {
  user: AccountUser;
  addresses: UserAddress[];
}

/** The fields of a saved address, without its id. */
export type AddressInput = Omit<UserAddress, 'id'>;

/** One row of the account's order list (SPEC 2 "Account page"). */
export interface OrderRow {
  ID: number;
  BONNR: string;
  SOORTVERVOER: string;
  VAN: string;
  NAAR: string;
  DATUM: string;
  STATUS: string;
  BETAALD: boolean;
  GEPLAND: boolean;
}

/** One page of orders and the total number of orders. */
export interface OrderPage {
  rows: OrderRow[];
  count: number;
  pageSize: number;
}

/** The registration payload of `newuser`. */
export interface Registration {
  username: string;
  password: string;
  confirmPassword: string;
  firstname: string;
  lastname: string;
  phone: string;
  user_type: 'consumer' | 'company';
  company?: string;
  vat?: string;
  lang: string;
}

interface Envelope<T, M = unknown> {
  status: boolean;
  data: T;
  metadata?: M;
}

const text = (body: unknown, name: string): string | undefined => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** Runs a call and returns its envelope; a refusal or an envelope with status false throws. */
async function run<T, M = unknown>(request: () => Promise<Envelope<T, M>>): Promise<Envelope<T, M>> {
  let body: Envelope<T, M>;
  try {
    body = await request();
  } catch (error) {
    if (isHTTPError(error)) {
      const data = error.data;
      throw new AccountCallError(
        error.response.status,
        text(data, 'error') ?? '',
        text(data, 'field'),
        text(data, 'error_description'),
        text(data, 'reason'),
      );
    }
    throw new AccountCallError(0, '');
  }
  if (body?.status !== true) throw new AccountCallError(200, '');
  return body;
}

/**
 * The account calls to `apiBase` (default '/api'). The client is looked up at each call, not here, so
 * an island can create this while rendering on the server, where there is no page URL to resolve
 * a relative base against.
 */
export function accountApi(apiBase?: string) {
  const http = () => accountHttp(apiBase);
  const post = <T, M = unknown>(path: string, json: unknown) =>
    run<T, M>(() => http().post(path, { json }).json<Envelope<T, M>>());
  const get = <T>(path: string, searchParams?: Record<string, string>) =>
    run<T>(() =>
      http()
        .get(path, searchParams ? { searchParams } : {})
        .json<Envelope<T>>(),
    );
  return {
    register: async (r: Registration) =>
      (await post<{ id: number; username: string }>('billousers/newuser', r)).data,
    requestReset: async (email: string, lang: string) => {
      await get('billousers/resetpasswordemail', { email, lang });
    },
    resetValid: async (username: string, code: string) => {
      await get('billousers/passwordresetvalid', { username, code });
    },
    resetPassword: async (username: string, code: string, password: string, confirmPassword: string) => {
      await post('billousers/changepassword', { username, code, password, confirmPassword });
    },
    user: async (id: number) => (await get<AccountData>(`billousers/leesuserid/${id}`)).data,
    /** Changes account details; a new e-mail address also needs the current `password`. */
    editUser: async (changes: Partial<Omit<AccountUser, 'id' | 'username'>> & { password?: string }) =>
      (await post<{ user: AccountUser }>('billousers/edituser', changes)).data.user,
    addAddress: async (a: AddressInput) => (await post<UserAddress>('billousers/newaddress', a)).data,
    editAddress: async (id: number, a: AddressInput) =>
      (await post<UserAddress>('billousers/editaddress', { id, ...a })).data,
    deleteAddress: async (id: number) => {
      await post('billousers/deladdress', { id });
    },
    orders: async (page: number, pageSize: number): Promise<OrderPage> => {
      const body = await post<OrderRow[], { count: number; PageSize: number }>(
        'billousers/listBilloOrders.json',
        { page, PageSize: pageSize },
      );
      return {
        rows: body.data,
        count: body.metadata?.count ?? 0,
        pageSize: body.metadata?.PageSize ?? pageSize,
      };
    },
    linkOrder: async (ecode: string) => (await post<OrderRow>('billousers/linkorder', { ecode })).data,
    vat: async (number: string) =>
      (await get<{ valid: boolean }>(`vat/${encodeURIComponent(number)}`)).data.valid,
  };
}

/** The account calls, as {@link accountApi} creates them. */
export type AccountApi = ReturnType<typeof accountApi>;
