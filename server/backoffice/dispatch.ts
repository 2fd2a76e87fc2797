/**
 * The dispatch sheet (issue 13) as the back office exports it: its columns in the CSV, the bulky items
 * and child seats named in the reader's language (issue 26), and the cell guard against spreadsheet
 * formulas. Its queries are server/data/orders/backoffice-dispatch-repo.ts.
 */
import { CHILD_SEAT_AGES, type Lang, type SheetLeg } from '../../core';
import { writeCsv } from '../data/csv';
import { mailText } from '../mail/mail-texts';

/** The sheet's columns in the CSV, in order: named for a spreadsheet or a script, the same in every language. */
export const SHEET_COLUMNS = [
  'pickup_time',
  'date',
  'leg',
  'bonnr',
  'name',
  'phone',
  'address',
  'airport',
  'flight',
  'flight_time',
  'vehicle',
  'pax',
  'luggage',
  'child_seats',
  'extras',
  'notes',
  'outcome',
  'remarks',
  'pets',
  'child_seats_small',
  'child_seats_medium',
  'child_seats_large',
  'cargo',
  'airport_margin',
  'agency',
  'event',
  // Late flights (issue 26): the return leg's landing and the pickup that follows it, old → new.
  'landing_time',
  'landing_source',
  'effective_pickup',
  'pickup_moved_from',
  // Who drives the leg in which vehicle (issue 26, server/fleet/sheet-assignments.ts).
  'driver_name',
  'vehicle_plate',
  'vehicle_model',
] as const;

const AGES = {
  childSeatAge1: CHILD_SEAT_AGES[0],
  childSeatAge2: CHILD_SEAT_AGES[1],
  childSeatAge3: CHILD_SEAT_AGES[2],
};

/** A leg's child seats per age band and bulky items, each as "1 × Folding wheelchair", in `lang`. */
export function legExtras(leg: SheetLeg, lang: Lang): string {
  const t = mailText(lang);
  const parts: [number, string][] = [
    [leg.child_seats_small, t('sheet.seat.small', AGES)],
    [leg.child_seats_medium, t('sheet.seat.medium', AGES)],
    [leg.child_seats_large, t('sheet.seat.large', AGES)],
    ...leg.items.map((i): [number, string] => [i.count, t(`sheet.item.${i.kind}`)]),
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, name]) => `${n} × ${name}`)
    .join(', ');
}

/** The CSV's rows for `legs`: the header, then one row per leg, texts in `lang`, every cell guarded. */
export function sheetCsvRows(legs: readonly SheetLeg[], lang: Lang): string[][] {
  const cell = (l: SheetLeg, k: (typeof SHEET_COLUMNS)[number]) =>
    safeCell(k === 'extras' ? legExtras(l, lang) : l[k]);
  return [[...SHEET_COLUMNS], ...legs.map((l) => SHEET_COLUMNS.map((k) => cell(l, k)))];
}

/**
 * A cell as a spreadsheet must not read it as a formula: text the customer typed that starts with
 * `=`, `@`, a tab or a carriage return, or with `+`/`-` and is not a phone-like number, gets a leading
 * apostrophe; so does such text behind leading spaces, which an import trimming them would run.
 */
export function safeCell(value: unknown): string {
  const text = String(value ?? '');
  const start = text.replace(/^ +/, '');
  if (/^[=@\t\r]/.test(start)) return `'${text}`;
  if (/^[+-]/.test(start) && !/^[+-][\d\s./()-]*$/.test(start)) return `'${text}`;
  return text;
}

/**
 * The sheet as a CSV file: {@link sheetCsvRows} written out after a UTF-8 byte order mark, without
 * which Excel reads the file in the machine's code page ("1 Ã— SiÃ¨ge enfant" for "1 × Siège enfant").
 */
export function sheetCsv(legs: readonly SheetLeg[], lang: Lang): string {
  return `\uFEFF${writeCsv(sheetCsvRows(legs, lang))}`;
}
