/**
 * The change calls of issue 27 (docs/manage-api.md, /work/notes/revise-api.md): `POST billomanage/{id}/revise/quote`
 * prices a changed order beside the order as it stands, `POST billomanage/{id}/revise` applies it (or
 * prepares the payment of the difference). The manage key travels in the `X-Manage-Key` header, never
 * in an address; a logged-in owner sends none. Only the change mode loads them.
 */
import { call, type Envelope, type Http } from '../../client';
import type { ManageView, OrderPayload, PaymentForm, RevisionSettlement } from '../../core';

/** What the manage page hands the wizard to change order `orderId` (stored with the draft). */
export interface RevisionContext {
  orderId: number;
  /** The manage key of the manage page, '' for the logged-in owner. */
  key: string;
  /** The booking code, shown in the banner. */
  code: string;
  /** The order's total before the change, in cents. */
  oldTotalCents: number;
}

/** The answer of the quote: old and new price side by side and how the difference is settled. */
export interface RevisionQuote {
  old_total_cents: number;
  new_total_cents: number;
  difference_cents: number;
  settlement: RevisionSettlement;
  legs: { leg: 'H' | 'T'; old_cents: number | null; new_cents: number | null }[];
  changes: { field: string; before: string; after: string }[];
  open_until: string;
}

/** The answer of the change: applied, or waiting for the payment of the difference. */
export interface RevisionResult {
  revision_id: number;
  state: 'applied' | 'awaiting_payment';
  settlement: RevisionSettlement;
  difference_cents: number;
  coupon_code: string | null;
  payment: PaymentForm | null;
  order: ManageView;
}

/** The change calls of one element. */
export function createRevisionApi(http: Http, lang: string) {
  const post = <T>(ctx: RevisionContext, path: string, json: unknown) =>
    call(
      () =>
        http
          .post(`billomanage/${ctx.orderId}/${path}`, {
            json,
            headers: ctx.key ? { 'x-manage-key': ctx.key } : {},
          })
          .json<Envelope<T>>(),
      'api.book',
    );
  return {
    /** Prices `order` (the whole booking payload) as a change of the order of `ctx`. */
    quote: async (ctx: RevisionContext, order: OrderPayload) =>
      (await post<RevisionQuote>(ctx, 'revise/quote', { order, lang })).data,
    /** Applies the change at the total the customer saw, once per `idempotencyKey`. */
    revise: async (ctx: RevisionContext, order: OrderPayload, idempotencyKey: string) =>
      (await post<RevisionResult>(ctx, 'revise', { order, idempotency_key: idempotencyKey, lang })).data,
  };
}
