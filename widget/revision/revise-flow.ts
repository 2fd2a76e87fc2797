/**
 * The change mode's calls (issue 27), loaded with its last step: quote the draft as a change of the
 * order the manage page handed over, and apply it at the total the customer saw. A higher price leaves
 * for the payment page of the difference (the change takes effect once paid); otherwise the change is
 * applied at once and the wizard shows it. Failures stay on the last step, naming the field.
 */
import { toOrderPayload, type OrderPayload } from '../../core';
import { toFailure } from '../../client';
import { createRevisionApi } from '../api/revision';
import { navigate, postForm } from '../navigation';
import { clearDraft } from '../session/draft-storage';
import { refusalText } from './field-name';
import type { SliceArgs } from '../store/types';

/** A new idempotency key; where randomUUID is missing, the time from the element's clock and chance. */
function newKey(now: Date): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The quotes asked so far: only the answer of the last one is shown. */
let asked = 0;

/** The whole booking payload of the draft, priced by the wizard's price call; null when it failed. */
async function payloadOf(...[, get, deps]: SliceArgs): Promise<OrderPayload | null> {
  const price = (await get().runPrice()) ?? get().price;
  if (!price) return null;
  const s = get();
  const userId = s.userId ? String(s.userId) : '';
  return toOrderPayload(s.draft, price, { lang: deps.lang, userId, accountId: userId });
}

/** Asks the server for the price of the draft beside the order as it stands. */
export async function quoteRevision(...args: SliceArgs): Promise<void> {
  const [set, get, deps] = args;
  const ctx = get().revision;
  if (!ctx) return;
  const mine = ++asked;
  set({ revisionQuote: { state: 'loading' } });
  try {
    const order = await payloadOf(...args);
    if (!order) throw toFailure(undefined, 'api.price');
    const quote = await createRevisionApi(deps.http, deps.lang).quote(ctx, order);
    if (mine === asked) set({ revisionQuote: { state: 'ready', quote } });
  } catch (error) {
    const f = toFailure(error, 'api.price');
    if (mine === asked)
      set({ revisionQuote: { state: 'failed', code: f.code ?? 'failed', field: f.field ?? '' } });
  }
}

/** Applies the change at the quoted total: the payment page for a difference to pay, else done. */
export async function applyRevision(...args: SliceArgs): Promise<void> {
  const [set, get, deps] = args;
  const ctx = get().revision;
  if (!ctx) return;
  if (get().revisionQuote.state !== 'ready') await quoteRevision(...args);
  const q = get().revisionQuote;
  if (q.state !== 'ready') return set({ submitting: false });
  // The same change keeps its key, so a repeated press (or a retry after a lost answer) changes once.
  const key = get().idempotencyKey ?? newKey(deps.now());
  set({ submitting: true, submitError: null, idempotencyKey: key });
  const leave = deps.leave ?? { navigate, postForm };
  try {
    const order = await payloadOf(...args);
    if (!order) throw toFailure(undefined, 'api.price');
    // The total the customer saw: the server refuses the change (price_mismatch) when it differs.
    const seen = { ...order, totaleprijs: q.quote.new_total_cents / 100 };
    const result = await createRevisionApi(deps.http, deps.lang).revise(ctx, seen, key);
    deps.emit('tb-revised', {
      orderId: ctx.orderId,
      revisionId: result.revision_id,
      state: result.state,
      total: q.quote.new_total_cents / 100,
      difference: result.difference_cents / 100,
      settlement: result.settlement,
      couponCode: result.coupon_code,
    });
    deps.emit('tb-step', { step: 4, name: 'payment' });
    if (result.payment) {
      set({ step: 4 });
      return leave.postForm(result.payment);
    }
    clearDraft(deps.draftKey);
    set({ step: 4, submitting: false, revisionDone: result });
  } catch (error) {
    const f = toFailure(error, 'api.book');
    set({
      submitting: false,
      idempotencyKey: null,
      revisionQuote: { state: 'failed', code: f.code ?? 'failed', field: f.field ?? '' },
    });
    deps.emit('tb-error', {
      action: 'revise',
      message: refusalText(deps.t, f.code ?? 'failed', f.field ?? ''),
    });
    // A changed price is quoted again, so the customer sees the new one before confirming.
    if (f.code === 'price_mismatch') {
      await quoteRevision(...args);
      const again = get().revisionQuote;
      if (again.state === 'ready') set({ revisionQuote: { ...again, moved: true } });
    }
  }
}
