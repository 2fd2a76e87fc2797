/**
 * The order calls of SPEC 7 (save, read back, payment method, free and invoice completion) and the
 * payment form the server prepared. Only the order flow uses them, so they load with it.
 */
import type { Http } from '../../client';
import { call, toFailure, type Envelope } from '../../client';
import type { OrderLine, OrderPayload, PaymentForm } from '../../core';

/** The order calls of one element. */
export interface OrderApi {
  /** Saves the order; with `eventId` as a ride to and from that event (billoevents/neworder). */
  newOrder(payload: OrderPayload, idempotencyKey: string, eventId?: string): Promise<number>;
  order(id: number): Promise<OrderLine[]>;
  paymentMethod(licence: string): Promise<string>;
  paymentForm(id: number): Promise<PaymentForm>;
  freeOrderOk(id: number): Promise<string>;
  invoiceOrderOk(id: number): Promise<string>;
}

/** Reads a redirect from the answers of freeorderok and invoiceorderok. */
function redirectOf(data: unknown): string {
  if (typeof data === 'string') return data;
  const r = (data as { redirect?: unknown } | null)?.redirect;
  return typeof r === 'string' ? r : '';
}

/** Creates the order calls over `http`. */
export function createOrderApi(http: Http, lang: string): OrderApi {
  return {
    async newOrder(payload, idempotencyKey, eventId) {
      const path = eventId ? 'billoevents/neworder' : 'billoprice/neworder';
      const json = eventId ? { ...payload, idevent: eventId } : payload;
      const body = await call(
        () =>
          http.post(path, { json, headers: { 'idempotency-key': idempotencyKey } }).json<Envelope<unknown>>(),
        'api.book',
      );
      const data = body.data as { ID?: unknown } | number | undefined;
      const id = Number(
        typeof data === 'object' && data !== null ? data.ID : (data ?? (body as { ID?: unknown }).ID),
      );
      if (!Number.isInteger(id) || id <= 0) throw toFailure(undefined, 'api.book');
      return id;
    },
    order: async (id) =>
      (await call(() => http.get(`ordersbillo/${id}`).json<Envelope<OrderLine[]>>(), 'api.booking')).data,
    paymentMethod: async (licence) =>
      String(
        (
          await call(
            () =>
              http
                .get(`payment/checkpaymentmethode/${encodeURIComponent(licence)}`)
                .json<Envelope<unknown>>(),
            'api.paymentMethod',
          )
        ).data,
      ),
    paymentForm: async (id) =>
      (
        await call(
          () => http.get(`payment/form/${id}`, { searchParams: { lang } }).json<Envelope<PaymentForm>>(),
          'api.payment',
        )
      ).data,
    freeOrderOk: async (id) =>
      redirectOf(
        (await call(() => http.get(`payment/freeorderok/${id}`).json<Envelope<unknown>>(), 'api.free')).data,
      ),
    invoiceOrderOk: async (id) =>
      redirectOf(
        (await call(() => http.get(`payment/invoiceorderok/${id}`).json<Envelope<unknown>>(), 'api.invoice'))
          .data,
      ),
  };
}
