/**
 * The dispatch sheet (issue 13) as the back office exports it: its columns in the CSV and the cell
 * guard against spreadsheet formulas. Its queries are server/data/orders/backoffice-dispatch-repo.ts.
 */
import type { SheetLeg } from '../../core';

/** The sheet's columns in the CSV, in order. */
export const SHEET_COLUMNS: readonly (keyof SheetLeg)[] = [
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
];

/**
 * A cell as a spreadsheet must not read it as a formula: text the customer typed that starts with
 * `=`, `@`, a tab or a carriage return, or with `+`/`-` and is not a phone-like number, gets a leading
 * apostrophe.
 */
export function safeCell(value: unknown): string {
  const text = String(value ?? '');
  if (/^[=@\t\r]/.test(text)) return `'${text}`;
  if (/^[+-]/.test(text) && !/^[+-][\d\s./()-]*$/.test(text)) return `'${text}`;
  return text;
}
