/**
 * The operator's meeting-point texts per airport (issue 26): where the driver of a return leg meets the
 * customer, in nl, fr and en, told to the customer in the who-comes message (server/messages/). Every
 * change is written to the audit log in the transaction of the change.
 */
import type { BackofficeMeetingPoint, Lang } from '../../core';
import { recordAudit } from '../backoffice/audit';
import type { Staff } from '../backoffice/staff';
import type { Queryable } from '../data/database';
import {
  airportExists,
  findMeetingPoint,
  listMeetingPoints,
  upsertMeetingPoint,
} from '../data/notify/meeting-points-repo';
import { defaultMeetingPoint } from './meeting-point';
import { ServiceRefusal } from '../service-refusal';

/** One airport's meeting point as the back office shows it: its own texts and the default per language. */
export type MeetingPointView = BackofficeMeetingPoint;

const LANGS: readonly Lang[] = ['nl', 'fr', 'en'];

/** The meeting points of the served airports (and of any other with texts set). */
export async function meetingPointViews(db: Queryable): Promise<MeetingPointView[]> {
  return (await listMeetingPoints(db)).map((r) => ({
    airport: r.airport_id,
    name: r.name,
    served: r.served,
    texts: { nl: r.text_nl, fr: r.text_fr, en: r.text_en },
    defaults: Object.fromEntries(LANGS.map((l) => [l, defaultMeetingPoint(r.name, l)])) as Record<
      Lang,
      string
    >,
  }));
}

/**
 * Sets the meeting-point texts of airport `airport` (an empty text falls back to the default) by
 * `staff`; refuses an unknown airport.
 */
export async function setMeetingPoint(
  tx: Queryable,
  airport: string,
  texts: Record<Lang, string>,
  staff: Staff,
): Promise<Record<Lang, string>> {
  if (!(await airportExists(tx, airport)))
    throw new ServiceRefusal('not_found', ['airport'], `No airport has the code ${airport}.`);
  const before = await findMeetingPoint(tx, airport);
  const after = await upsertMeetingPoint(tx, airport, texts, staff.userId);
  await recordAudit(tx, staff, {
    action: 'airport.meeting_point',
    entity: 'airport',
    entityId: airport,
    before,
    after,
  });
  return { nl: after.text_nl, fr: after.text_fr, en: after.text_en };
}
