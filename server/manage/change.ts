/**
 * `POST billoorders/{id}/change`: the changes a customer may make without a new price, up to 24 hours
 * before the pickup of the leg they concern (core's CHANGE_CUTOFF_MINUTES): each leg's flight number,
 * flight time and house number, and the customer's phone and names while any leg may still change.
 * Anything that would change the price (address, date, passengers, luggage, vehicle) is refused with
 * the advice to cancel and book again. Each change is recorded with its values before and after.
 */
import { z } from 'zod';
import { cancellationClockPickup, isValidTime } from '../../core';
import { freeText } from '../http/input';
import type { Database } from '../data/database';
import { ApiError, parse } from '../http/envelope';
import { isMobileNumber } from '../http/mobile-number';
import { lockManagedOrder, writeOrderChange } from '../data/orders/manage-changes-repo';
import { type ManagedOrder } from '../data/orders/manage-orders-repo';
import { legsOfOrder } from './managed-legs';
import { legPickup, orderActions } from './rules';
import { oweMail } from '../mail/owed-mails';

/** The fields a change may carry, and the leg each belongs to (null: the whole booking). */
export const CHANGEABLE: Readonly<Record<string, 'heen' | 'terug' | null>> = {
  vluchtnrheen: 'heen',
  uurvluchtheen: 'heen',
  heennr: 'heen',
  vluchtnrterug: 'terug',
  uurvluchtterug: 'terug',
  terugnr: 'terug',
  telklant: null,
  voornaam: null,
  naam: null,
};

const required = (max: number) =>
  freeText(
    z.string('text is required').trim().min(1, 'must not be empty').max(max, `at most ${max} characters`),
  );
const time = z
  .string('a time HH:mm is required')
  .trim()
  .refine((v) => isValidTime(v), 'a time HH:mm is required');

const changeSchema = z.object({
  vluchtnrheen: required(12).optional(),
  uurvluchtheen: time.optional(),
  heennr: required(20).optional(),
  vluchtnrterug: required(12).optional(),
  uurvluchtterug: time.optional(),
  terugnr: required(20).optional(),
  telklant: required(30)
    .refine((v) => isMobileNumber(v), 'a valid mobile phone number is required')
    .optional(),
  voornaam: required(100).optional(),
  naam: required(100).optional(),
});

/** The changed values of one change: field → [before, after]. */
export type ChangeSet = Record<string, [string, string]>;

/** Reads a change request: 400 naming a field that may not change or holds a bad value. */
export function readChange(body: unknown): Record<string, string> {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of Object.keys(body)) {
      if (field === 'lang' || field in CHANGEABLE) continue;
      throw new ApiError(
        400,
        'not_changeable',
        `The field "${field}" cannot be changed here: it would change the price. Cancel the booking and book again; the refund coupon is applied to the new booking.`,
        field,
      );
    }
  }
  const parsed = parse(changeSchema, body);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

/**
 * The earliest pickup of each leg of `before` that the order keeps once `after` is stored: the one it
 * kept already, its pickup before the change or after it, whichever is earliest, so the cancellation
 * clock (server/manage/rules.ts) never runs from a later pickup than the order ever had.
 */
export function earliestPickups(before: ManagedOrder, after: ManagedOrder): [Date | null, Date | null] {
  const earliest = (leg: 'heen' | 'terug'): Date | null => {
    const kept = leg === 'heen' ? before.earliest_pickup_heen : before.earliest_pickup_terug;
    if (!legsOfOrder(before).includes(leg)) return kept;
    const was = cancellationClockPickup(legPickup(before, leg), kept ? new Date(kept) : undefined);
    return cancellationClockPickup(legPickup(after, leg), was) ?? null;
  };
  return [earliest('heen'), earliest('terug')];
}

/**
 * Applies `wanted` to `order` at `now` and records it, or refuses: 409 for a cancelled order or a
 * leg within 24 hours of pickup, 400 for a leg the booking does not have. Returns what changed
 * (nothing when every value was already so).
 */
export async function changeOrder(
  db: Database,
  order: ManagedOrder,
  wanted: Record<string, string>,
  now: Date,
): Promise<ChangeSet> {
  return db.transaction(async (tx) => {
    const current = (await lockManagedOrder(tx, order.id))!;
    if (current.status === 'cancelled') {
      throw new ApiError(
        409,
        'order_closed',
        `Booking ${current.bonnr} is cancelled; nothing can change.`,
        'id',
      );
    }
    const open = orderActions(current, now).change;
    const changes: ChangeSet = {};
    for (const [field, value] of Object.entries(wanted)) {
      const leg = CHANGEABLE[field]!;
      const booked = leg === null || (leg === 'heen' ? current.heenterug !== 'T' : current.heenterug !== 'H');
      if (!booked) {
        throw new ApiError(
          400,
          'invalid_request',
          `This booking has no ${leg === 'heen' ? 'departure' : 'return'} ride.`,
          field,
        );
      }
      if (leg === null ? open.length === 0 : !open.includes(leg)) {
        throw new ApiError(
          409,
          'too_late',
          'Changes are possible up to 24 hours before pickup; please call us for anything later.',
          field,
        );
      }
      const before = String((current as unknown as Record<string, unknown>)[field] ?? '');
      if (before !== value) changes[field] = [before, value];
    }
    const fields = Object.keys(changes);
    if (fields.length === 0) return changes;
    const after = { ...current, ...Object.fromEntries(fields.map((f) => [f, changes[f]![1]])) };
    await writeOrderChange(tx, order.id, {
      before: Object.fromEntries(fields.map((f) => [f, changes[f]![0]])),
      after: Object.fromEntries(fields.map((f) => [f, changes[f]![1]])),
      earliestPickups: earliestPickups(current, after),
    });
    // The operator's notice of the change is owed with it and sent by the scheduler (issue 24).
    await oweMail(tx, 'change_notice', order.id, { changes });
    return changes;
  });
}
