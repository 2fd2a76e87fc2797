/**
 * Leaving feedback (issue 11), from the account or through the e-mailed link: the same checks for both,
 * so neither path lets feedback in before the ride, on an unsettled order, or twice.
 */
import { brusselsToday, isRideCompleted, reviewerName, type FeedbackLinkInfo, type Lang } from '../../core';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { orderLines, placesOf } from '../orders/order-views';
import { loadPlaceNames } from '../places/place-names';
import { findOrderById, type OrderRow } from '../data/orders/orders-repo';
import { hasFeedback, insertFeedback } from '../data/feedback/feedback-repo';
import { orderWriterNames } from '../data/orders/feedback-orders-repo';

/** What the customer sends: a rating of 1 to 5, the text, and the language of the page it was typed on. */
export interface FeedbackInput {
  rating: number;
  text: string;
  lang: Lang;
}

/** The order columns the feedback checks and the public name need. */
type FeedbackOrder = OrderRow & { voornaam: string; naam: string };

/** Reads an order with the writer's names, or null. */
export async function loadFeedbackOrder(ctx: AppContext, id: number): Promise<FeedbackOrder | null> {
  const order = await findOrderById(ctx.db, id);
  if (!order) return null;
  return { ...order, ...(await orderWriterNames(ctx.db, id))! };
}

/**
 * Stores the feedback of `order`: 409 `not_completed` while the ride is ahead or the order is not
 * paid, invoiced or free, 409 `already_given` when the order has feedback. Answers the new id.
 */
export async function leaveFeedback(
  ctx: AppContext,
  order: FeedbackOrder,
  input: FeedbackInput,
  channel: 'account' | 'link',
  now: Date,
): Promise<number> {
  if (!isRideCompleted(order, order.status, brusselsToday(now))) {
    throw new ApiError(
      409,
      'not_completed',
      'Feedback can be left once the ride has taken place and the order was paid.',
      'id',
    );
  }
  const id = await insertFeedback(ctx.db, {
    orderId: order.id,
    rating: input.rating,
    text: input.text,
    lang: input.lang,
    displayName: reviewerName(order.voornaam, order.naam),
    channel,
  });
  if (id === null) throw alreadyGiven();
  return id;
}

/** The 409 for a second feedback on one order. */
function alreadyGiven(): ApiError {
  return new ApiError(409, 'already_given', 'Feedback on this order was already left; thank you.', 'id');
}

/**
 * What a link's page shows about its order, places in `lang`: the receipt number, the legs (city and
 * airport, no street) and the first name; nothing else of the customer.
 */
export async function linkInfo(ctx: AppContext, order: FeedbackOrder, lang: Lang): Promise<FeedbackLinkInfo> {
  const cityOnly: OrderRow = {
    ...order,
    heenstraat: '',
    heennr: '',
    terugstraat: '',
    terugnr: '',
  };
  const names = await loadPlaceNames(ctx.db, placesOf([order]), lang);
  return {
    firstName: order.voornaam,
    bonnr: order.bonnr,
    legs: orderLines(cityOnly, names).map(({ RIT, DATUM, VAN, NAAR }) => ({ RIT, DATUM, VAN, NAAR })),
    given: await hasFeedback(ctx.db, order.id),
  };
}
