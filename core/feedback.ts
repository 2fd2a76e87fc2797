/**
 * The rules of customer feedback (issue 11): who may leave it and when, what it holds, and what the
 * public listing shows of its writer. The server enforces them, the site's forms check with them.
 */
import { addDays } from './dates';
import { isScheduled } from './order-status';
import { textProblem, type TextProblem } from './text';
import type { TripKind } from './transport';

/** The lowest and highest rating. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** The longest feedback text, in characters (code points). */
export const MAX_FEEDBACK_LENGTH = 2000;

/** Days a feedback link from the e-mail stays valid after it was made. */
export const FEEDBACK_LINK_DAYS = 60;

/**
 * The oldest ride the feedback e-mail is sent for, in days before today: a fresh installation with a
 * history of orders must not mail every customer it ever had, so a ride longer ago than this gets none.
 */
export const FEEDBACK_REQUEST_MAX_AGE_DAYS = 14;

/** The dates of an order's legs as stored ('YYYY/MM/DD'). */
export interface OrderLegDates {
  heenterug: TripKind;
  datumheen: string;
  datumterug: string;
}

/** Gives the date of the order's last booked leg: the return of a round trip or a return-only trip. */
export function lastLegDate(order: Readonly<OrderLegDates>): string {
  return order.heenterug.includes('T') ? order.datumterug : order.datumheen;
}

/**
 * Tells whether an order's ride is over, so feedback may be left: the order's rides take place (core's
 * SCHEDULED_STATUSES: paid, invoiced or free) and its last leg's date (a Brussels calendar day) is before `today` (Brussels).
 *
 * @example isRideCompleted({ heenterug: 'H', datumheen: '2026/11/20', datumterug: '' }, 'paid', '2026/11/21') // true
 */
export function isRideCompleted(order: Readonly<OrderLegDates>, status: string, today: string): boolean {
  const last = lastLegDate(order);
  return isScheduled(status) && last !== '' && last < today;
}

/**
 * The first day (inclusive) whose rides still get the feedback e-mail, and the last (yesterday): a ride
 * on a day in between whose order is settled is asked for feedback once.
 */
export function feedbackRequestWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEEDBACK_REQUEST_MAX_AGE_DAYS), to: addDays(today, -1) };
}

/** Tells whether `value` is a rating: a whole number from 1 to 5. */
export function isRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_RATING && (value as number) <= MAX_RATING;
}

/** Why a feedback text is refused, or null: empty, longer than the maximum, or not free text. */
export type FeedbackTextProblem = 'required' | 'too_long' | TextProblem;

/**
 * Checks a feedback text as the customer typed it: it may span lines (LF or CRLF) but holds no other
 * control character (core/text.ts), is not blank and at most {@link MAX_FEEDBACK_LENGTH} characters.
 */
export function feedbackTextProblem(text: string): FeedbackTextProblem | null {
  if (text.trim() === '') return 'required';
  if ([...text].length > MAX_FEEDBACK_LENGTH) return 'too_long';
  return textProblem(text, true);
}

/**
 * What a public review shows of its writer: the first name and the initial of the last name
 * ("Tine P."), nothing else of the order. Without a first name, the initial alone; without both, ''.
 *
 * @example reviewerName('Tine', 'Peeters') // 'Tine P.'
 */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

/** The average of ratings rounded to one decimal, or null for none. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
