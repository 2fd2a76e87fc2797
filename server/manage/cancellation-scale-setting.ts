/**
 * The one cancellation scale in force for every order (issue 27): the operator's choice in the back
 * office, stored as the `cancellation_scale` override, else core's default (free until 24 hours, then
 * full). Every place that prices a cancellation (the manage page, the account, the cancel call and the
 * back office's cancel) reads it here, never the order's language (core/READINGS.md).
 */
import { DEFAULT_CANCELLATION_SCALE, isCancellationScale, type TermsVersion } from '../../core';
import type { Queryable } from '../data/database';
import { readSettings, writeSetting } from '../data/settings/settings-repo';

/** The `app_settings` key of the cancellation scale. */
export const CANCELLATION_SCALE_KEY = 'cancellation_scale';

/**
 * Gives the scale in force. A stored value that names no scale (never written by
 * {@link writeCancellationScale}) is passed over for the default, so a bad row cannot stop cancelling.
 */
export async function readCancellationScale(db: Queryable): Promise<TermsVersion> {
  const stored = (await readSettings(db))[CANCELLATION_SCALE_KEY];
  return isCancellationScale(stored) ? stored : DEFAULT_CANCELLATION_SCALE;
}

/** Stores the operator's scale; throws a RangeError for a value that names no scale. */
export async function writeCancellationScale(db: Queryable, scale: TermsVersion): Promise<void> {
  if (!isCancellationScale(scale)) throw new RangeError(`The cancellation scale cannot be ${String(scale)}.`);
  await writeSetting(db, CANCELLATION_SCALE_KEY, scale);
}
