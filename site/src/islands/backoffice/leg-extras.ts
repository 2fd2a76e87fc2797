/**
 * What rides along on a leg besides the passengers and suitcases (issue 26): child seats per age band,
 * pets and each bulky item, named in the reader's language from the back office's catalogue, never by
 * the orders table's column names. The dispatch sheet and the order detail both write them so.
 */
import {
  SHEET_ITEM_KINDS,
  type BackofficeOrderRecord,
  type SheetItem,
  type SheetLeg,
} from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';

/** The counts a leg's extras are written from: a sheet leg has them all. */
export type LegExtraCounts = Pick<
  SheetLeg,
  'child_seats_small' | 'child_seats_medium' | 'child_seats_large' | 'pets' | 'items'
>;

/** The child seats per age band, as "1 × Child seat 1-3 years". */
export function seatNames(lang: Lang, c: LegExtraCounts): string[] {
  const bands: [number, string][] = [
    [c.child_seats_small, ot(lang, 'sheet.seat.small')],
    [c.child_seats_medium, ot(lang, 'sheet.seat.medium')],
    [c.child_seats_large, ot(lang, 'sheet.seat.large')],
  ];
  return bands.filter(([n]) => n > 0).map(([n, name]) => `${n} × ${name}`);
}

/** The pets and each bulky item, as "1 pet", "1 × Folding wheelchair". */
export function extraNames(lang: Lang, c: LegExtraCounts): string[] {
  return [
    ...(c.pets > 0 ? [ot(lang, 'sheet.pets', { count: c.pets })] : []),
    ...c.items.map((i) => `${i.count} × ${ot(lang, `sheet.item.${i.kind}`)}`),
  ];
}

/** An opened order's counts in the sheet's shape, for the order detail. */
export function orderExtraCounts(o: BackofficeOrderRecord): LegExtraCounts {
  const items: SheetItem[] = SHEET_ITEM_KINDS.filter((kind) => o[kind] > 0).map((kind) => ({
    kind,
    count: o[kind],
  }));
  return {
    child_seats_small: o.aantalks2,
    child_seats_medium: o.aantalks3,
    child_seats_large: o.aantalks4,
    pets: o.huisdieren,
    items,
  };
}

/** A phone number as a tel: address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
