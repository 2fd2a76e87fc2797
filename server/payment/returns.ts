import { truncateText } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import {
  insertPaymentEvent,
  insertPaymentRejection,
  paidPayid,
  setEventToStatus,
} from '../data/payments/payment-events-repo';
import { ApiError } from '../http/envelope';
import { findAttempt, oweShortfall, settleBalance, shortfallOf, type PaymentAttempt } from './attempts';
import { wakeConfirmation } from './confirmation';
import { findOrder, type PaymentOrder } from './payment-orders';
import { paymentSettings } from './payment-settings';
import { verifyShaOut } from './shasign';
import { lockStatus, transition, type OrderStatus } from './state';
import { amountToCents, classifyStatus, targetStatus, type ProviderOutcome } from './status-codes';
import { log } from '../log';

/** Where a provider message arrived: one of the four browser return URLs or the post-sale request. */
export type Channel = 'accept' | 'decline' | 'cancel' | 'exception' | 'postsale';

/** What a verified provider message did. */
export interface HandledMessage {
  /** The order as it is after the message. */
  order: PaymentOrder;
  outcome: ProviderOutcome;
  /** PAYID of the payment that paid the order (even when this message was another one), else this message's. */
  payid: string;
  /** Whether this message changed the order's status (false for replays and uncertain statuses). */
  changed: boolean;
  /** The provider decision this message reports: its ORDERID, PAYID and STATUS, as recorded. */
  decision: ProviderDecision;
  /** The change of the booking the attempt pays the difference of (issue 27), else null. */
  revisionId: number | null;
}

/**
 * Settles an attempt bound to a change of the booking (issue 27) in the message's transaction: the
 * manage layer's rule (server/manage/revise-apply.ts), handed in by the routes so payment/ does not
 * import manage/.
 */
export type RevisionSettler = (
  tx: Queryable,
  attempt: PaymentAttempt,
  to: OrderStatus | null,
  now: Date,
) => Promise<void>;

/** One decision of the provider, as `payment_events` keys it: every message about it carries the same three. */
export interface ProviderDecision {
  reference: string;
  payid: string;
  statusCode: number;
}

const MAX_LOGGED_VALUE = 200;
const MAX_LOGGED_NAME = 40;
const MAX_LOGGED_PARAMS = 60;

/**
 * Records a refused message (a table row and one console line) and returns the 400 to answer with.
 * What it carries is kept cut by code point (truncateText), so it is always storable: a NUL (a sent
 * %00) fits no text or jsonb value, nor does half of a surrogate pair, which cutting by UTF-16 unit
 * leaves of an emoji across the limit. The answer does not depend on the row: when it cannot be
 * written all the same, the message is logged instead and still refused with a 400, never a 500.
 */
async function reject(
  db: Queryable,
  channel: Channel,
  reason: string,
  params: Record<string, string>,
  remoteAddr: string | null,
): Promise<ApiError> {
  const stored = Object.fromEntries(
    Object.entries(params)
      .slice(0, MAX_LOGGED_PARAMS)
      .map(([k, v]) => [truncateText(k, MAX_LOGGED_NAME), truncateText(v, MAX_LOGGED_VALUE)]),
  );
  const reference = params.ORDERID === undefined ? null : truncateText(params.ORDERID, MAX_LOGGED_VALUE);
  const line = `rejected ${channel} message from ${remoteAddr ?? 'unknown'}: ${reason} (ORDERID=${reference ?? '-'})`;
  try {
    await insertPaymentRejection(db, { channel, reason, reference, params: stored, remoteAddr });
    log.warn({ channel, reason, reference }, `payment: ${line}`);
  } catch (e) {
    log.error(
      { channel, reason, reference, params: stored, err: e },
      `payment: could not record the ${line}`,
    );
  }
  return new ApiError(400, 'invalid_payment_message', `The payment message was refused: ${reason}.`);
}

/**
 * Upper-cases parameter names (the provider sends `orderID`, `amount`, …). A name given twice with
 * different values is ambiguous, so the caller refuses it rather than picking one.
 */
export function normaliseParams(entries: Iterable<[string, string]>): {
  params: Record<string, string>;
  /** The (upper-cased) name of the first parameter given twice with different values, if any. */
  ambiguous: string | null;
} {
  const params: Record<string, string> = {};
  let ambiguous: string | null = null;
  for (const [name, value] of entries) {
    const upper = name.toUpperCase();
    if (upper in params && params[upper] !== value) ambiguous ??= upper;
    params[upper] = value;
  }
  return { params, ambiguous };
}

/**
 * Handles one message from the provider: verifies SHA-OUT first, then that ORDERID is an attempt this
 * server prepared and AMOUNT/CURRENCY are exactly what it signed, and only then records the event and
 * moves the order (state.ts). Replays are recorded once and change nothing. A message that fails any
 * check changes nothing, is logged and throws a 400 {@link ApiError}. The confirmation e-mail is sent
 * after the commit by whichever message made the order final.
 */
export async function handleProviderMessage(
  ctx: AppContext,
  channel: Channel,
  entries: Iterable<[string, string]>,
  remoteAddr: string | null,
  settleRevision?: RevisionSettler,
): Promise<HandledMessage> {
  const { db } = ctx;
  const { params, ambiguous } = normaliseParams(entries);
  if (ambiguous !== null) {
    const reason = `the parameter "${truncateText(ambiguous, MAX_LOGGED_NAME)}" was given twice with different values`;
    throw await reject(db, channel, reason, params, remoteAddr);
  }
  const settings = await paymentSettings(db, ctx.config.env);
  if (!params.SHASIGN) throw await reject(db, channel, 'SHASIGN is missing', params, remoteAddr);
  if (!verifyShaOut(params, settings.shaOut, settings.algorithm)) {
    throw await reject(db, channel, 'SHASIGN does not match the parameters', params, remoteAddr);
  }
  const attempt = await findAttempt(db, params.ORDERID ?? '');
  if (!attempt)
    throw await reject(db, channel, 'ORDERID is not a payment this server prepared', params, remoteAddr);
  const code = /^\d{1,3}$/.test(params.STATUS ?? '') ? Number(params.STATUS) : null;
  if (code === null) throw await reject(db, channel, 'STATUS is missing or not a number', params, remoteAddr);
  const cents = amountToCents(params.AMOUNT ?? '');
  if (cents !== attempt.amount_cents || (params.CURRENCY ?? '') !== 'EUR') {
    throw await reject(
      db,
      channel,
      'AMOUNT or CURRENCY differs from the prepared payment',
      params,
      remoteAddr,
    );
  }

  const outcome = classifyStatus(code);
  const payid = params.PAYID ?? '';
  const { changed, confirm } = await db.transaction(async (tx) => {
    const from = (await lockStatus(tx, attempt.order_id)) as OrderStatus;
    const eventId = await insertPaymentEvent(tx, {
      attemptId: attempt.id,
      orderId: attempt.order_id,
      reference: attempt.reference,
      payid,
      statusCode: code,
      ncerror: params.NCERROR ?? '',
      amountCents: cents,
      channel,
      fromStatus: from,
      params,
    });
    const to = targetStatus(outcome);
    if (eventId === undefined || to === null) return { changed: false, confirm: false };
    // The difference of a change (issue 27) is not the order's payment: the order's status stays.
    if (attempt.revision_id !== null) {
      if (!settleRevision) throw new Error(`Attempt ${attempt.reference} pays a change; no settler given.`);
      await settleRevision(tx, attempt, to, new Date());
      return { changed: false, confirm: false };
    }
    // The difference a paid order owed for a lost coupon (issue 23) is paid: the status stays paid.
    if (to === 'paid' && from === 'paid') await settleBalance(tx, attempt);
    // Read before the approval moves the order (a lost coupon then raises total and balance itself).
    const shortfall = to === 'paid' ? await shortfallOf(tx, attempt) : 0;
    const result = await transition(tx, attempt.order_id, to, 'provider', Number(eventId));
    if (result.changed && to === 'paid') await oweShortfall(tx, attempt.order_id, shortfall);
    if (result.changed) await setEventToStatus(tx, eventId, to);
    return result;
  });
  // The confirmation is owed by the commit above; the scheduler sends it, the customer does not wait.
  if (confirm) wakeConfirmation(ctx);
  const order = (await findOrder(db, attempt.order_id)) as PaymentOrder;
  return {
    order,
    outcome,
    payid: order.status === 'paid' ? await paidPayid(db, order.id) : payid,
    changed,
    decision: { reference: attempt.reference, payid, statusCode: code },
    revisionId: attempt.revision_id,
  };
}
