/**
 * The operator's settings of changing a booking in place (issue 27), stored in `app_settings`: until
 * how many hours before pickup a leg may change (`change_limit_hours`, default 24, 0–168) and how a
 * lower price goes back (`change_refund`: 'coupon', the default, or 'card').
 */
import {
  CHANGE_REFUNDS,
  DEFAULT_CHANGE_LIMIT_HOURS,
  MAX_CHANGE_LIMIT_HOURS,
  type ChangeRefund,
} from '../../core';
import type { Queryable } from '../data/database';
import { readSettings } from '../data/settings/settings-repo';

/** The change settings in force. */
export interface RevisionSettings {
  changeLimitHours: number;
  changeRefund: ChangeRefund;
}

/** Reads the change settings; a missing or unreadable stored value gives the default. */
export async function readRevisionSettings(db: Queryable): Promise<RevisionSettings> {
  const stored = await readSettings(db);
  const hours = Number(stored.change_limit_hours);
  const valid = Number.isInteger(hours) && hours >= 0 && hours <= MAX_CHANGE_LIMIT_HOURS;
  const refund = stored.change_refund as ChangeRefund;
  return {
    changeLimitHours: stored.change_limit_hours !== undefined && valid ? hours : DEFAULT_CHANGE_LIMIT_HOURS,
    changeRefund: CHANGE_REFUNDS.includes(refund) ? refund : 'coupon',
  };
}
