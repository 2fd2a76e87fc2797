/**
 * The who-comes message again on the ride day (issue 26): from DRIVER_NOTICE_DAY_HOUR (Brussels) on
 * the day of a leg that has a driver and a vehicle, the scheduler's kind 'driver-notice-day' owes the
 * customer the same e-mail and SMS once, worded for today. A unit is one leg (`<order id>:<leg>`),
 * claimed in the database as the reminders are (server/reminders/jobs.ts); it owes under its own key,
 * so a unit run twice owes nothing more and the owed-mail and owed-SMS kinds send each at most once.
 */
import { SCHEDULED_STATUSES, brusselsDateTime, brusselsInstant } from '../../core';
import { listAssignedLegsOn, noticeOwedSince } from '../data/notify/driver-notice-repo';
import type { JobKind } from '../jobs/scheduler';
import { DRIVER_NOTICE_KIND, oweDriverNoticeOnce } from './driver-notice';

/** The kind name of the ride day's message in `job_units`. */
export const DRIVER_NOTICE_DAY_KIND = 'driver-notice-day';

/**
 * The Brussels hour from which the ride day's message goes: early enough for the morning's rides,
 * late enough not to wake anyone. A leg picked up before it had its message when it was assigned.
 */
export const DRIVER_NOTICE_DAY_HOUR = 6;

/** The job: one unit per assigned leg riding today, due from the hour. */
export const driverNoticeDayJob: JobKind = {
  kind: DRIVER_NOTICE_DAY_KIND,
  async findDue(ctx, now, limit) {
    const { date, time } = brusselsDateTime(now);
    if (Number(time.slice(0, 2)) < DRIVER_NOTICE_DAY_HOUR) return [];
    return listAssignedLegsOn(ctx.db, {
      kind: DRIVER_NOTICE_DAY_KIND,
      date,
      statuses: SCHEDULED_STATUSES,
      limit,
    });
  },
  async run(ctx, key, now) {
    const [id, leg] = key.split(':');
    if (leg !== 'H' && leg !== 'T') return;
    const { date } = brusselsDateTime(now);
    // Assigned (or changed) today: the customer was told this very day, once is enough.
    const midnight = brusselsInstant(date, '00:00');
    if (midnight && (await noticeOwedSince(ctx.db, DRIVER_NOTICE_KIND, Number(id), leg, midnight))) return;
    await oweDriverNoticeOnce(ctx.db, Number(id), leg, `${DRIVER_NOTICE_DAY_KIND}:${date}:${key}`);
  },
};
