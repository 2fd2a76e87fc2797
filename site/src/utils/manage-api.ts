/**
 * The manage calls (docs/manage-api.md) as the manage page and the outcome pages make them, over the
 * shared session's HTTP client (client/), so they carry the visitor's bearer token; the manage key
 * travels in the `X-Manage-Key` header. Neither ever goes into an address: a download asks for a
 * short-lived link signed for its one file (issue 23).
 */
import { call, type Envelope } from '../../../client';
import type {
  DownloadLink,
  ManageAccess,
  ManageChanged,
  ManageView,
  OutcomeView,
  PaymentForm,
  PickupWishView,
  RevisionDraft,
} from '../../../core';
import { accountHttp } from './account-session';
import type { Lang } from './i18n';

/** The manage calls of one page, for a reader of `lang`. */
export function manageApi(lang: Lang, apiBase?: string) {
  const http = () => accountHttp(apiBase);
  const headers = (key: string): Record<string, string> => (key ? { 'x-manage-key': key } : {});
  const get = <T>(path: string, key: string, searchParams: Record<string, string> = {}) =>
    call(
      () =>
        http()
          .get(path, { headers: headers(key), searchParams })
          .json<Envelope<T>>(),
      'api.orders',
    );
  const post = <T>(path: string, key: string, json: unknown) =>
    call(
      () =>
        http()
          .post(path, { headers: headers(key), json })
          .json<Envelope<T>>(),
      'api.orders',
    );
  return {
    /** Opens a booking by its code and e-mail address. */
    open: async (ecode: string, email: string) =>
      (await post<ManageAccess>('billoorders/manage', '', { ecode, email, lang })).data,
    /** The summary of the order a key opens (the outcome pages' key): no booking code or e-mail address. */
    granted: async (key: string) => (await get<OutcomeView>('billoorders/granted', key, { lang })).data,
    /** The view of order `id`, with a key or as its owner (key ''). */
    view: async (id: number, key: string) => (await get<ManageView>(`billomanage/${id}`, key, { lang })).data,
    change: async (id: number, key: string, fields: Record<string, string>) =>
      (
        await post<ManageChanged>(`billomanage/${id}/change`, key, {
          ...fields,
          lang,
        })
      ).data,
    /** Order `id` under the booking payload's names, for the wizard's change mode (issue 27). */
    revisionDraft: async (id: number, key: string) =>
      (await get<RevisionDraft>(`billomanage/${id}/revise/draft`, key)).data,
    cancel: async (id: number, key: string) =>
      (await post<ManageView>(`billomanage/${id}/cancel`, key, { lang })).data,
    /** The pickup-time wishes of order `id` and their answers (issue 27). */
    pickupWishes: async (id: number, key: string) =>
      (await get<PickupWishView[]>(`billomanage/${id}/pickup-wishes`, key)).data,
    /** Asks for another pickup time of leg `leg` of order `id`. */
    askPickupWish: async (id: number, key: string, leg: 'H' | 'T', pickupTime: string, note: string) =>
      (
        await post<PickupWishView>(`billomanage/${id}/pickup-wish`, key, {
          leg,
          pickup_time: pickupTime,
          note,
        })
      ).data,
    paymentForm: async (id: number, key: string) =>
      (await get<PaymentForm>(`payment/form/${id}`, key, { lang })).data,
    /**
     * A link to order `id`'s receipt or calendar that works a few minutes, signed by the API after the
     * same check as the view (issue 23); it carries neither the token nor the key.
     */
    downloadLink: async (id: number, key: string, file: 'receipt' | 'credit-note' | 'calendar') => {
      const link = (await post<DownloadLink>(`billomanage/${id}/link`, key, { file })).data;
      return `${apiBase ?? '/api'}/${link.path}`;
    },
  };
}

/** The manage calls of a page. */
export type ManageApi = ReturnType<typeof manageApi>;

/** Posts the provider's signed form, as the widget does: the browser leaves for the payment page. */
export { postPaymentForm as submitPaymentForm } from '../../../client';
