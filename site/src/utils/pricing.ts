/**
 * The rows of the published tariff on /pricing, read straight from core's TARIFF and EXTRA_PRICES so
 * the page and the charged price come from one table.
 */
import {
  EXTRA_PRICES,
  LOCALE,
  PRICING_COEFFICIENTS,
  type ExtraItem,
  formatEuros,
  TARIFF,
  TARIFF_VALID_FROM,
  TRANSPORT_TYPES,
  type TransportType,
} from '../../../core';
import { t, type Lang } from './i18n';
import { dayMonthYear } from './rule-values';

/** One transport type's published prices, formatted for display. */
export interface TariffRow {
  type: TransportType;
  pricePerKm: string;
  minimumPrice: string;
}

/** One extra's price per item per trip, formatted for display. */
export interface ExtraRow {
  item: ExtraItem;
  price: string;
}

/** Gives the tariff per transport type, cheapest first, with amounts in the language's money format. */
export function tariffRows(lang: Lang): TariffRow[] {
  return TRANSPORT_TYPES.map((type) => ({
    type,
    pricePerKm: formatEuros(TARIFF[type].pricePerKm, LOCALE[lang]),
    minimumPrice: formatEuros(TARIFF[type].minimumPrice, LOCALE[lang]),
  }));
}

/** Gives the price of every extra, in core's order, in the language's money format. */
export function extraRows(lang: Lang): ExtraRow[] {
  return (Object.keys(EXTRA_PRICES) as ExtraItem[]).map((item) => ({
    item,
    price: formatEuros(EXTRA_PRICES[item], LOCALE[lang]),
  }));
}

/** Gives the tariff's start date as the site writes dates, DD/MM/YYYY (2023/05/23 becomes 23/05/2023). */
export function tariffValidFrom(): string {
  return dayMonthYear(TARIFF_VALID_FROM);
}

/** One step of the lead-time table: how far ahead it is booked, and what it adds to the price per km. */
export interface LeadTimeRow {
  when: string;
  price: string;
}

/**
 * The price per km by how far ahead one books (issue 27: the table's price per km is the one of a
 * booking {@link TARIFF_REFERENCE}'s months ahead, not a maximum), one row per step of core's
 * lead-time table (PRICING_COEFFICIENTS), longest lead first, with both ends of each step: "less than
 * 120 and at least 60 days ahead: 5% more".
 */
export function leadTimeRows(lang: Lang): LeadTimeRow[] {
  const steps = PRICING_COEFFICIENTS.leadTime;
  return steps.map((step, i) => {
    const upper = steps[i - 1]?.minDays;
    const min = step.minDays;
    const when =
      upper === undefined
        ? t(lang, 'pricing.leadStep.first', { min })
        : Number.isFinite(min)
          ? t(lang, 'pricing.leadStep.between', { upper, min })
          : t(lang, 'pricing.leadStep.last', { upper });
    const percent = Math.round((step.factor - 1) * 100);
    const price =
      percent === 0 ? t(lang, 'pricing.leadStep.base') : t(lang, 'pricing.leadStep.more', { percent });
    return { when, price };
  });
}
