/**
 * The numbers of core's rules that the site's texts state, as placeholder values: the FAQ says
 * `{earliestBookingDays}`, never "3", so the FAQ, the terms and the wizard cannot drift apart. The site
 * is built ahead of time, so it states SPEC 9's values (core/settings.ts); the wizard reads the
 * server's settings, which equal them until an operator overrides one (README "Booking settings").
 * {@link t} and {@link at} fill these in every text; a text that names none ignores them.
 */
import {
  ADMIN_FEE_CENTS,
  CHANGE_CUTOFF_MINUTES,
  CHILD_SEAT_AGES,
  CLEANING_FEE_CENTS,
  EXTRA_PERSON_FEE_CENTS,
  INVOICE_OBJECTION_DAYS,
  INVOICE_PAYMENT_DAYS,
  LANDING_WAIT_MINUTES,
  LATE_DAMAGES,
  LATE_INTEREST_PERCENT,
  PERSONAL_DATA_RETENTION_MONTHS,
  PET_NOTICE_HOURS,
  PICKUP_SHIFT_MINUTES,
  PICKUP_WAIT_MINUTES,
  PLANNING_HOURS_AHEAD,
  REFUND_COUPON_VALID_YEARS,
  STOP_NOTICE_DAYS,
  TARIFF_REFERENCE,
  TRAFFIC_ALERT_SURCHARGE_PERCENT,
  UNDECLARED_LUGGAGE_MIN_CENTS,
  COMBI_CUTOFF_DATE,
  COMBI_LEAD_DAYS,
  COUNT_LIMITS,
  EARLIEST_BOOKING_DAYS,
  MAX_CHILD_SEATS_TOTAL,
  MAX_RATING,
  MIN_PASSWORD_LENGTH,
  MIN_RATING,
  TIME_MARGINS,
  WEEK_REMINDER_DAYS,
  PRICING_COEFFICIENTS,
  PICKUP_WISH_CUTOFF_MINUTES,
  PICKUP_WISH_MAX_SHIFT_MINUTES,
} from '../../../core';

/** Writes a 'YYYY/MM/DD' date the way the site writes dates, DD/MM/YYYY (2021/09/16 is 16/09/2021). */
export function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('/');
  return `${day}/${month}/${year}`;
}

/**
 * The hours before pickup until which a customer changes a booking online (date, address, passengers,
 * luggage, vehicle, flight and contact details): core's CHANGE_CUTOFF_MINUTES, 24 hours today. The one
 * place the terms and the FAQ take it from (`{changeLimitHours}`), so it switches to the operator's
 * `change_limit_hours` setting in one edit (issue 27).
 */
export function changeLimitHours(): number {
  return CHANGE_CUTOFF_MINUTES / 60;
}

/** The most, in percent, the lead-time factor adds to the published price per km (shortest notice). */
export function leadSurchargeMaxPercent(): number {
  return Math.round((Math.max(...PRICING_COEFFICIENTS.leadTime.map((s) => s.factor)) - 1) * 100);
}

/** The placeholder values of core's rules, by placeholder name. */
export const RULE_VALUES: Readonly<Record<string, string | number>> = {
  earliestBookingDays: EARLIEST_BOOKING_DAYS,
  combiLeadDays: COMBI_LEAD_DAYS,
  combiCutoff: dayMonthYear(COMBI_CUTOFF_DATE),
  maxChildSeats: MAX_CHILD_SEATS_TOTAL,
  minPassengers: COUNT_LIMITS.pax.min,
  maxPassengers: COUNT_LIMITS.pax.max,
  minPasswordLength: MIN_PASSWORD_LENGTH,
  // Amounts in euros: the texts format them as `{extraPersonFee, number, ::currency/EUR}` per locale.
  extraPersonFee: EXTRA_PERSON_FEE_CENTS / 100,
  luggageFeeMin: UNDECLARED_LUGGAGE_MIN_CENTS / 100,
  cleaningFee: CLEANING_FEE_CENTS / 100,
  adminFee: ADMIN_FEE_CENTS / 100,
  trafficAlertPercent: TRAFFIC_ALERT_SURCHARGE_PERCENT,
  petNoticeHours: PET_NOTICE_HOURS,
  stopNoticeDays: STOP_NOTICE_DAYS,
  invoicePaymentDays: INVOICE_PAYMENT_DAYS,
  invoiceObjectionDays: INVOICE_OBJECTION_DAYS,
  lateInterestPercent: LATE_INTEREST_PERCENT,
  lateDamagesPercent: LATE_DAMAGES.percent,
  lateDamagesMin: LATE_DAMAGES.minimumCents / 100,
  lateDamagesMax: LATE_DAMAGES.maximumCents / 100,
  refundCouponYears: REFUND_COUPON_VALID_YEARS,
  retentionMonths: PERSONAL_DATA_RETENTION_MONTHS,
  pickupWaitMinutes: PICKUP_WAIT_MINUTES,
  landingWaitMinutes: LANDING_WAIT_MINUTES,
  changeLimitHours: changeLimitHours(),
  // The pickup-time wish (core/pickup-wish.ts): how long before pickup, and how far from it.
  pickupWishHours: PICKUP_WISH_CUTOFF_MINUTES / 60,
  pickupWishShiftMinutes: PICKUP_WISH_MAX_SHIFT_MINUTES,
  leadSurchargeMaxPercent: leadSurchargeMaxPercent(),
  planningHours: PLANNING_HOURS_AHEAD,
  pickupNoticeDays: WEEK_REMINDER_DAYS,
  pickupShiftMinutes: PICKUP_SHIFT_MINUTES,
  tariffPassengers: TARIFF_REFERENCE.pax,
  tariffLeadMonths: Math.round(TARIFF_REFERENCE.leadDays / 30),
  // The range of the wizard's choices of how long before the flight to be at the airport.
  timeMarginMin: Math.min(...TIME_MARGINS),
  timeMarginMax: Math.max(...TIME_MARGINS),
  childSeatAge1: CHILD_SEAT_AGES[0],
  childSeatAge2: CHILD_SEAT_AGES[1],
  childSeatAge3: CHILD_SEAT_AGES[2],
  minRating: MIN_RATING,
  maxRating: MAX_RATING,
};
