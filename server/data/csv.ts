import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * Parses RFC 4180 CSV text with a header row (comma separated, double quotes escaped by doubling) into
 * objects keyed by the header names, with the kept `csv-parse`. Blank lines are skipped; a row with
 * another number of fields than the header, or an unterminated quoted field, throws with the line.
 */
export function parseCsvRecords(text: string): Record<string, string>[] {
  return parse(text, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    // Any line ending, even mixed in one file, as the hand-written parser before it took them.
    record_delimiter: ['\r\n', '\n', '\r'],
  }) as Record<string, string>[];
}

/** Writes rows (the header first) as CSV text, quoting only the fields that need it, with `csv-stringify`. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: '\n' });
}
