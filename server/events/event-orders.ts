/**
 * What the event calls add to the airport booking path: the event a price or an order rides to, and
 * the refusal of a ride that can no longer be booked (SPEC 8's event booking failure). The price
 * engine, coupons, PO and agent rules, idempotency and payment hand-off are the airport order's own.
 */
import { brusselsToday, eventBookingRefusal, isEventRideDate, legsOf, type EventRefusal } from '../../core';
import type { OrderEvent } from '../orders/order-service';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { findEvent, type EventRow } from '../data/events/events-repo';
import { datesOf } from './event-views';
import { findOrganiser } from '../data/events/organisers-repo';

const REFUSALS: Readonly<Record<EventRefusal, [string, string]>> = {
  deadline: [
    'event_deadline_passed',
    'The booking deadline of this event has passed; rides to it can no longer be booked.',
  ],
  withdrawn: ['event_withdrawn', 'This event has been withdrawn; rides to it can no longer be booked.'],
  past: ['event_past', 'This event is over; rides to it can no longer be booked.'],
  unpublished: ['event_not_found', 'There is no published event with this id.'],
};

/**
 * Reads the event a price or an order rides to; a missing one, or one whose organiser is not (or no
 * longer) approved, is a 404 naming `field`, as the event reads answer it to everyone but the
 * organiser (routes/events.ts): a refused organiser's events are not bookable, by anyone.
 */
export async function eventOrFail(db: Queryable, id: number, field = 'idevent'): Promise<EventRow> {
  const event = await findEvent(db, id);
  const organiser = event ? await findOrganiser(db, event.organiser_id) : null;
  if (!event || organiser?.status !== 'approved')
    throw new ApiError(404, 'event_not_found', `There is no event ${id}.`, field);
  return event;
}

/**
 * Refuses a ride to `event` on `now` when core's eventBookingRefusal says it cannot be booked: 409
 * naming `idevent` with the code and sentence of the reason (a draft answers as a missing event, 404).
 */
export function refuseUnbookable(event: EventRow, now: Date): void {
  const reason = eventBookingRefusal(event.status, datesOf(event), brusselsToday(now));
  if (reason === null) return;
  const [code, sentence] = REFUSALS[reason];
  throw new ApiError(reason === 'unpublished' ? 404 : 409, code, sentence, 'idevent');
}

/**
 * The event of an event order for the order service: its venue as the other end of each leg, and the
 * check that the event can still be booked and each leg's date fits the event (core's isEventRideDate).
 */
export function orderEvent(event: EventRow): OrderEvent {
  const dates = datesOf(event);
  return {
    id: event.id,
    venue: { lat: event.lat, lon: event.lon },
    check: (p, now) => {
      refuseUnbookable(event, now);
      const legs = legsOf(p.heenterug);
      if (legs.departure && !isEventRideDate(dates, 'heen', p.datumheen))
        throw new ApiError(
          400,
          'invalid_request',
          `The field "datumheen" must be the event's first day or the day before (${event.start_date}).`,
          'datumheen',
        );
      if (legs.arrival && !isEventRideDate(dates, 'terug', p.datumterug))
        throw new ApiError(
          400,
          'invalid_request',
          `The field "datumterug" must fall from the event's first day to the day after its last.`,
          'datumterug',
        );
    },
  };
}
