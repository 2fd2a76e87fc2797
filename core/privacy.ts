/**
 * Personal-data rules (SPEC 9 "Personal data erased six months after the transfer", issue 13
 * "Privacy"): when an order's personal data is due for erasure, and which of its values are personal.
 */
import { parseDate, formatDate } from './dates';
import { PERSONAL_DATA_RETENTION_MONTHS } from './service-terms';

/**
 * Months after an order's last leg after which its personal data is erased (SPEC 9): the retention
 * the privacy page and the terms state (core/service-terms.ts), so the job and the texts cannot drift.
 */
export const ERASURE_AFTER_MONTHS = PERSONAL_DATA_RETENTION_MONTHS;

/**
 * The latest last-leg date whose order is due for erasure on `today` ('YYYY/MM/DD', Brussels): today
 * moved back {@link ERASURE_AFTER_MONTHS} calendar months, clamped to the month's last day (on 31
 * August the cut-off is 28 or 29 February). An order is due when its last leg is on or before it.
 *
 * @throws RangeError when `today` is not a valid date.
 * @example erasureCutoff('2026/11/23') // '2026/05/23'
 */
export function erasureCutoff(today: string): string {
  const parsed = parseDate(today);
  if (!parsed) throw new RangeError(`Not a YYYY/MM/DD date: ${today}`);
  const y = parsed.getUTCFullYear();
  const m = parsed.getUTCMonth() - ERASURE_AFTER_MONTHS;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return formatDate(new Date(Date.UTC(y, m, Math.min(parsed.getUTCDate(), lastDay))));
}

/** Tells whether an order whose last leg is on `lastLeg` is due for erasure on `today`. */
export function isErasureDue(lastLeg: string, today: string): boolean {
  return lastLeg !== '' && lastLeg <= erasureCutoff(today);
}

/**
 * The order columns that hold personal data and are emptied by the erasure: names, e-mail, phone,
 * street and house number of both addresses, flight numbers and the map points of the addresses.
 * Postal codes, cities, dates, amounts and numbers stay for the accounts.
 */
export const PERSONAL_ORDER_COLUMNS = [
  'voornaam',
  'naam',
  'telklant',
  'emailklant',
  'heenstraat',
  'heennr',
  'terugstraat',
  'terugnr',
  'vluchtnrheen',
  'vluchtnrterug',
  'heenlatlonvan',
  'heenlatlonnaar',
  'teruglatlonvan',
  'teruglatlonnaar',
] as const;

/**
 * The provider message fields (upper case) that are kept when a payment's records are anonymised:
 * references, amounts and outcomes. Every other field (card holder, e-mail, address, IP) is dropped.
 */
export const KEPT_PAYMENT_FIELDS = [
  'ORDERID',
  'PAYID',
  'STATUS',
  'NCERROR',
  'AMOUNT',
  'CURRENCY',
  'PM',
  'BRAND',
  'ACCEPTANCE',
  'TRXDATE',
] as const;
