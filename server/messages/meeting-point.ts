/**
 * Where the customer meets the driver of a return leg: the operator's text for that airport in the
 * customer's language (back office, migration 033), else the product's default (the SMS catalogue's
 * `meetingPoint.default`, naming the airport).
 */
import type { Lang } from '../../core';
import type { Queryable } from '../data/database';
import { findMeetingPoint } from '../data/notify/meeting-points-repo';
import { smsText } from '../sms/sms-texts';

/** The meeting-point text of airport `airportId` (named `airportName`) in `lang`. */
export async function meetingPointText(
  db: Queryable,
  airportId: string,
  airportName: string,
  lang: Lang,
): Promise<string> {
  const set = await findMeetingPoint(db, airportId);
  const own = set ? set[`text_${lang}`].trim() : '';
  return own || defaultMeetingPoint(airportName, lang);
}

/** The product's meeting-point text when the operator set none. */
export function defaultMeetingPoint(airportName: string, lang: Lang): string {
  return smsText(lang)('meetingPoint.default', { airport: airportName });
}
