/** Conversions between the draft's 'YYYY/MM/DD' dates and the 'YYYY-MM-DD' of date inputs. */
import { normalizeDateText } from '../../core';

/** Converts a draft date to a date input value. */
export function toInputDate(date: string): string {
  return date.replaceAll('/', '-');
}

/** Converts a date input value to a draft date. */
export function fromInputDate(value: string): string {
  return normalizeDateText(value);
}
