/**
 * The numbers of the terms of service (SPEC 9) that the texts state and no booking rule computes: the
 * fees charged after a ride that differed from the booking, the notice periods of pets and stops, the
 * invoice terms, the refund coupon's validity and how long personal data is kept. The site states them
 * through placeholders (site/src/utils/rule-values.ts), so the FAQ, the terms and the privacy page
 * cannot drift from one another; changing one here changes every text that states it.
 */
import type { Cents } from './tariff';

/** Charged per person beyond those booked (SPEC 9 terms). */
export const EXTRA_PERSON_FEE_CENTS: Cents = 2500;

/** The least charged per piece of luggage that was not booked. */
export const UNDECLARED_LUGGAGE_MIN_CENTS: Cents = 1000;

/** Charged for cleaning a soiled vehicle. */
export const CLEANING_FEE_CENTS: Cents = 7500;

/** The administrative fee of the terms' list of extra costs. */
export const ADMIN_FEE_CENTS: Cents = 1000;

/**
 * The surcharge, in per cent of the price, of a ride during a traffic alert: an official warning of
 * exceptional traffic (announced by the road authorities or the police) that lengthens the ride; read in
 * core/READINGS.md, "Traffic alert".
 */
export const TRAFFIC_ALERT_SURCHARGE_PERCENT = 30;

/** How long ahead a pet must be announced, in hours. */
export const PET_NOTICE_HOURS = 24;

/** How long ahead a stop on the way must be asked for, in days. */
export const STOP_NOTICE_DAYS = 10;

/** Invoices are payable within this many days. */
export const INVOICE_PAYMENT_DAYS = 14;

/** An objection to an invoice must reach the operator within this many days. */
export const INVOICE_OBJECTION_DAYS = 8;

/** Yearly interest on a late invoice, in per cent. */
export const LATE_INTEREST_PERCENT = 10;

/** Fixed damages on a late invoice, in per cent of it, with their floor and ceiling. */
export const LATE_DAMAGES = { percent: 10, minimumCents: 15000, maximumCents: 150000 } as const;

/** How long a refund coupon stays valid, in years (core/cancellation.ts refundCouponValidUntil). */
export const REFUND_COUPON_VALID_YEARS = 1;

/** Personal data is erased this many months after the ride (privacy policy, terms). */
export const PERSONAL_DATA_RETENTION_MONTHS = 6;

/** The child-seat age bands, in years: 1 to 3, 3 to 5, over 5 (core/limits.ts CHILD_SEAT_FIELDS). */
export const CHILD_SEAT_AGES = [1, 3, 5] as const;

/** How long before the ride the operator plans the rides (and fixes pickup times), in hours. */
export const PLANNING_HOURS_AHEAD = 24;

/** How far the planned pickup time may still move, in minutes. */
export const PICKUP_SHIFT_MINUTES = 30;
