/**
 * The order flow of SPEC 4 steps 3-7, loaded when Book is pressed (it is not needed before): save the
 * order under an idempotency key, read it back, then finish it as a free order, an invoice order or a
 * hand-off to the hosted payment page.
 */
import { needsPayment, toOrderPayload } from '../../core/order';
import { priceTotals } from '../../core/payload';
import { ApiFailure, toFailure } from '../api/errors';
import { createOrderApi } from '../api/order';
import type { BookingRoute } from '../contract';
import { describeFailure } from '../i18n/describe';
import { clearDraft } from '../session/draft-storage';
import type { SliceArgs } from './types';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Places the order of the current draft; failures end up in `submitError` and a `tb-error` event. */
export async function placeOrder(...[set, get, deps]: SliceArgs): Promise<void> {
  const finish = (orderId: number, route: BookingRoute, total: number) => {
    deps.emit('tb-booked', { orderId, route, total });
    // A free or invoice order is confirmed now; a paid one only when the confirmed page is reached.
    if (route !== 'payment') clearDraft(deps.draftKey);
    set({ step: 4 });
    deps.emit('tb-step', { step: 4, name: 'payment' });
  };
  // The same draft keeps its key, so a repeated Book press (or a retry after a lost answer) makes one order.
  const key = get().idempotencyKey ?? newKey();
  set({ submitting: true, submitError: null, warningOpen: false, idempotencyKey: key });
  const api = createOrderApi(deps.http, deps.lang);
  try {
    const price = (await get().runPrice()) ?? get().price;
    if (!price) throw new ApiFailure('api.price');
    const s = get();
    const userId = s.userId ? String(s.userId) : '';
    const payload = toOrderPayload(s.draft, price, { lang: deps.lang, userId, accountId: userId });
    const total = priceTotals(s.draft, price).total;
    const id = await api.newOrder(payload, key);
    const lines = await api.order(id);
    if (!needsPayment(lines)) {
      const redirect = await api.freeOrderOk(id);
      finish(id, 'free', total);
      return deps.navigate(redirect);
    }
    if (s.draft.agent && s.draft.talic) {
      // A failed lookup falls back to the payment page (SPEC 4 step 5).
      const method = await api.paymentMethod(s.draft.talic).catch(() => '');
      if (method.toUpperCase() === 'INVOICE') {
        const redirect = await api.invoiceOrderOk(id);
        finish(id, 'invoice', total);
        return deps.navigate(redirect);
      }
    }
    const form = await api.paymentForm(id);
    finish(id, 'payment', total);
    deps.postForm(form);
  } catch (error) {
    const failure = toFailure(error, 'api.book');
    set({
      submitting: false,
      submitError: { messageId: failure.messageId, description: failure.description },
    });
    deps.emit('tb-error', { action: 'book', message: describeFailure(deps.t, failure) });
  }
}
