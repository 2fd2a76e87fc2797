/**
 * The order flow of SPEC 4 steps 3-7, loaded when Book is pressed (it is not needed before): save the
 * order under an idempotency key, read it back, then finish it as a free order, an invoice order or a
 * hand-off to the hosted payment page. Only a logged-in travel-agent account of the booking's licence
 * may settle by invoice (the server refuses anyone else): when its licence pays by invoice, or when the
 * booking's PO is one its agency pays for. Every other agent booking goes to the card payment page, as
 * step 3 told the customer.
 */
import { needsPayment, priceTotals, sameLicence, toOrderPayload } from '../../core';
import { ApiFailure, toFailure } from '../../client';
import { createOrderApi } from '../api/order';
import type { BookingRoute } from '../contract';
import { describeFailure } from '../i18n/describe';
import { navigate, postForm } from '../navigation';
import { clearDraft } from '../session/draft-storage';
import type { EventRefusalCode, ShownFailure, SliceArgs } from './types';

/** The server's event refusals (docs/events-api.md) as the store names them. */
const EVENT_REFUSALS: Record<string, EventRefusalCode> = {
  event_deadline_passed: 'deadline',
  event_withdrawn: 'withdrawn',
  event_past: 'past',
  event_not_found: 'missing',
};

/**
 * The order call's refusal of an agent link, by the field it names, in the words of step 0 and the
 * overview (widget/agent-link/link-check.ts): a missing user id is told apart from a wrong one.
 */
function agentLinkRefusal(field: string | undefined, uid: string): ShownFailure['messageId'] | null {
  if (field === 'talic') return 'licence.unknown';
  if (field === 'uid') return uid.trim() === '' ? 'licence.uidMissing' : 'licence.uidMismatch';
  return null;
}

/** A new idempotency key; where randomUUID is missing, the time from the element's clock and chance. */
function newKey(now: Date): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Places the order of the current draft; failures end up in `submitError` and a `tb-error` event. */
export async function placeOrder(...[set, get, deps]: SliceArgs): Promise<void> {
  const finish = (orderId: number, route: BookingRoute, total: number) => {
    const eventId = Number(deps.eventId);
    deps.emit('tb-booked', { orderId, route, total, ...(eventId ? { eventId } : {}) });
    // A free or invoice order is confirmed now; a paid one only when the confirmed page is reached.
    // The hand-off step itself is never stored, so the removed draft stays removed.
    if (route !== 'payment') clearDraft(deps.draftKey);
    set({ step: 4 });
    deps.emit('tb-step', { step: 4, name: 'payment' });
  };
  // The same draft keeps its key, so a repeated Book press (or a retry after a lost answer) makes one order.
  const key = get().idempotencyKey ?? newKey(deps.now());
  set({ submitting: true, submitError: null, warningOpen: false, idempotencyKey: key });
  const api = createOrderApi(deps.http, deps.lang);
  const leave = deps.leave ?? { navigate, postForm };
  try {
    const price = (await get().runPrice()) ?? get().price;
    if (!price) throw new ApiFailure('api.price');
    const s = get();
    const userId = s.userId ? String(s.userId) : '';
    const payload = toOrderPayload(s.draft, price, { lang: deps.lang, userId, accountId: userId });
    // Issue 28: the server keeps it only when its origin is listed for the partner, else ignores it.
    if (deps.returnUrl) payload.return_url = deps.returnUrl;
    const total = priceTotals(s.draft, price).total;
    const id = await api.newOrder(payload, key, deps.eventId);
    const lines = await api.order(id);
    if (!needsPayment(lines)) {
      const redirect = await api.freeOrderOk(id);
      finish(id, 'free', total);
      return leave.navigate(redirect);
    }
    if (s.draft.agent && sameLicence(s.agentLicence, s.draft.talic)) {
      // A ride on a PO its agency pays for is invoiced to that agency, whatever the licence's own
      // payment method (issue 23). Otherwise a failed lookup falls back to the payment page (SPEC 4 step 5).
      const agencyPays = price.KORTINGPODATA?.BETAALDDOORTRAVELAGENT === true;
      const method = agencyPays ? 'INVOICE' : await api.paymentMethod(s.draft.talic).catch(() => '');
      if (method.toUpperCase() === 'INVOICE') {
        const redirect = await api.invoiceOrderOk(id);
        finish(id, 'invoice', total);
        return leave.navigate(redirect);
      }
    }
    const form = await api.paymentForm(id);
    finish(id, 'payment', total);
    leave.postForm(form);
  } catch (error) {
    let failure: ApiFailure = toFailure(error, 'api.book');
    // The event closed while the customer filled the wizard: back to step 0, which says why.
    const refusal = EVENT_REFUSALS[failure.code ?? ''];
    if (refusal) set({ eventRefusal: refusal, step: 0 });
    if (failure.code === 'coupon_used_up') {
      // Paying this order again needs a coupon use that is gone: the used-up coupons leave the draft,
      // the overview shows the new price, and the next Book places a new order at that price.
      // The server's sentence, which names the coupon, stays the alert's detail.
      failure = new ApiFailure('api.couponUsedUp', {
        status: failure.status,
        code: failure.code,
        ...(failure.description !== undefined ? { description: failure.description } : {}),
      });
      const { coupons } = get().draft;
      const usable = await Promise.all(coupons.map((c) => deps.api.checkCoupon(c).catch(() => true)));
      set({ idempotencyKey: null, draft: { ...get().draft, coupons: coupons.filter((_, i) => usable[i]) } });
      await get().runPrice();
    }
    // The server checks an agent link's licence and user id together (server/orders/order-service.ts);
    // its refusal names the field, so the customer reads what is wrong with the link (issue 31).
    const agentLink = agentLinkRefusal(failure.field, get().draft.uid);
    const shown: ShownFailure = {
      messageId: failure.status === 400 && agentLink ? agentLink : failure.messageId,
      description: failure.description,
    };
    set({ submitting: false, submitError: shown });
    deps.emit('tb-error', { action: 'book', message: describeFailure(deps.t, shown) });
  }
}
