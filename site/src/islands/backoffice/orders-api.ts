/**
 * The calls of the orders, dispatch and unscheduled sections (docs/backoffice-api.md, "Orders and
 * dispatch"), over {@link backofficeHttp}; the CSV comes through the session's HTTP client as a file.
 */
import type { BackofficeOrderRow, SheetLeg } from '../../../../core';
import { ApiFailure } from '../../../../client';
import { accountHttp, startSession } from '../../utils/account-session';
import { backofficeHttp } from '../../utils/backoffice-api';

/** One order in the search's list: core's shape of the answer. */
export type OrderRow = BackofficeOrderRow;

/** One leg of an opened order. */
export interface DetailLeg {
  leg: 'H' | 'T';
  date: string;
  flight: string;
  flight_time: string;
  airport: string;
  street: string;
  nr: string;
  postcode: string;
  city: string;
  pickup_time: string;
  outcome: string;
}

/** An opened order (GET backoffice/orders/{id}); the lists are shown as the server gives them. */
export interface OrderDetail {
  order: {
    id: number;
    bonnr: string;
    ecode: string;
    status: string;
    voornaam: string;
    naam: string;
    emailklant: string;
    telklant: string;
  };
  legs: DetailLeg[];
  attempts: Record<string, unknown>[];
  payment_events: Record<string, unknown>[];
  status_changes: Record<string, unknown>[];
  coupons: Record<string, unknown>[];
  refund_coupons: Record<string, unknown>[];
  changes: Record<string, unknown>[];
  cancellations: Record<string, unknown>[];
  mails: Record<string, unknown>[];
  audit: Record<string, unknown>[];
  refund_choices: Record<string, unknown>[];
  cancel: { open: boolean; refund_cents: number; paid_cents: number; card_cents: number };
}

/** What the operator's cancellation did. */
export interface CancelResult {
  refund_cents: number;
  coupon: { code: string; amount_cents: number; valid_until: string } | null;
}

/** The calls, on `apiBase`. */
export function ordersApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    search: (params: Record<string, string>) =>
      http.get<OrderRow[], { more: boolean; offset: number; limit: number }>('backoffice/orders', params),
    order: async (id: number) => (await http.get<OrderDetail>(`backoffice/orders/${id}`)).data,
    sheet: async (date: string) => (await http.get<SheetLeg[]>('backoffice/dispatch', { date })).data,
    unscheduled: async () => (await http.get<SheetLeg[]>('backoffice/unscheduled')).data,
    setPickup: (id: number, leg: string, time: string) =>
      http.put(`backoffice/orders/${id}/legs/${leg}/pickup-time`, { pickup_time: time }),
    setOutcome: (id: number, leg: string, outcome: string) =>
      http.put(`backoffice/orders/${id}/legs/${leg}/outcome`, { outcome }),
    cancel: async (id: number, body: { refund: 'terms' | 'chosen' | 'choice'; refund_cents?: number }) =>
      (await http.post<CancelResult>(`backoffice/orders/${id}/cancel`, body)).data,
    /** Downloads the day's sheet as a CSV file named by the server. */
    async downloadCsv(date: string) {
      await startSession(apiBase);
      const res = await accountHttp(apiBase).get('backoffice/dispatch/csv', {
        searchParams: { date },
        throwHttpErrors: false,
      });
      if (!res.ok)
        throw new ApiFailure('api.backoffice', { status: res.status, description: res.statusText });
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'dispatch.csv';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  };
}

export { reasonOf } from '../../utils/backoffice-api';
export type { SheetLeg };
