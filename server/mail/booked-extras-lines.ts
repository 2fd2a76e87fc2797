/**
 * The customer's extras (core/booked-extras.ts) as labelled lines, "Child seats 1-3 years: 1", in the
 * e-mail catalogue's words, for the confirmation e-mail and the PDF receipt and invoice (issue 31), so
 * both name every extra alike and the child seats' age bands come from core's CHILD_SEAT_AGES.
 */
import { CHILD_SEAT_AGES, type BookedExtra, type BookedExtraKind } from '../../core';
import { labelLine, type MailMessageId, type MailText } from './mail-texts';

const AGES = {
  childSeatAge1: CHILD_SEAT_AGES[0],
  childSeatAge2: CHILD_SEAT_AGES[1],
  childSeatAge3: CHILD_SEAT_AGES[2],
};

/** The name of one kind of extra in the catalogue of `t`. */
export function extraLabel(t: MailText, kind: BookedExtraKind): string {
  return t(`extras.${kind}` as MailMessageId, AGES);
}

/** Each extra booked as one "Label: count" line, in core's listing order. */
export function extrasLines(t: MailText, extras: readonly BookedExtra[]): string[] {
  return extras.map((x) => labelLine(t, extraLabel(t, x.kind), x.count));
}
