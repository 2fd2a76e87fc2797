/**
 * The calls of the orders, dispatch and unscheduled sections (docs/backoffice-api.md, "Orders and
 * dispatch"), over {@link backofficeHttp}; the CSV comes through the session's HTTP client as a file.
 */
import type {
  BackofficeCancelResult,
  BackofficeOrderDetail,
  BackofficeOrderRow,
  BackofficeOrderSearchMeta,
  BackofficeOutcomeSaved,
  BackofficePickupSaved,
  SheetLeg,
} from '../../../../core';
import { ApiFailure } from '../../../../client';
import { accountHttp, startSession } from '../../utils/account-session';
import { backofficeHttp } from '../../utils/backoffice-api';

/** One order in the search's list: core's shape of the answer. */
export type OrderRow = BackofficeOrderRow;

/** The calls, on `apiBase`. */
export function ordersApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    search: (params: Record<string, string>) =>
      http.get<OrderRow[], BackofficeOrderSearchMeta>('backoffice/orders', params),
    order: async (id: number) => (await http.get<BackofficeOrderDetail>(`backoffice/orders/${id}`)).data,
    sheet: async (date: string) => (await http.get<SheetLeg[]>('backoffice/dispatch', { date })).data,
    unscheduled: async () => (await http.get<SheetLeg[]>('backoffice/unscheduled')).data,
    setPickup: (id: number, leg: string, time: string) =>
      http.put<BackofficePickupSaved>(`backoffice/orders/${id}/legs/${leg}/pickup-time`, {
        pickup_time: time,
      }),
    setOutcome: (id: number, leg: string, outcome: string) =>
      http.put<BackofficeOutcomeSaved>(`backoffice/orders/${id}/legs/${leg}/outcome`, { outcome }),
    cancel: async (id: number, body: { refund: 'terms' | 'chosen' | 'choice'; refund_cents?: number }) =>
      (await http.post<BackofficeCancelResult>(`backoffice/orders/${id}/cancel`, body)).data,
    /** Downloads the day's sheet as a CSV file named by the server, items named in `lang`. */
    async downloadCsv(date: string, lang: string) {
      await startSession(apiBase);
      const res = await accountHttp(apiBase).get('backoffice/dispatch/csv', {
        searchParams: { date, lang },
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
