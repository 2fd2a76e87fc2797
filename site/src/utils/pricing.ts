/**
 * The rows of the published tariff on /pricing, read straight from core's TARIFF and EXTRA_PRICES so
 * the page and the charged price come from one table.
 */
import {
  EXTRA_PRICES,
  LOCALE,
  type ExtraItem,
  formatEuros,
  TARIFF,
  TARIFF_VALID_FROM,
  TRANSPORT_TYPES,
  type TransportType,
} from '../../../core';
import type { Lang } from './i18n';
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
