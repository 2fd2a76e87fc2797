/**
 * The operator's review of feedback, behind `npm run admin -- list-feedback | approve-feedback |
 * hide-feedback` (scripts/admin.ts); a back-office screen will call the same functions.
 */
import { z } from 'zod';
import { UsageError, check, type AdminOptions } from './command-options';
import type { Queryable } from '../data/database';
import {
  FEEDBACK_STATUSES,
  listForReview,
  setFeedbackStatus,
  type FeedbackStatus,
} from '../data/feedback/feedback-repo';

const listOptions = z.object({
  status: z.enum(FEEDBACK_STATUSES, 'pending, approved or hidden').optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
const idOptions = z.object({
  id: z.coerce.number({ error: 'is required' }).int('a whole number').positive('a feedback id'),
});

/**
 * Lists feedback newest first, optionally of one status: id, status, rating, language, receipt number,
 * the public name and the text on one line (line breaks shown as ⏎, so each feedback is one line).
 */
export async function listFeedback(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(listOptions, options);
  const rows = await listForReview(db, o.status, o.limit);
  if (rows.length === 0) return ['No feedback.'];
  return rows.map(
    (r) =>
      `${r.id}\t${r.status}\t${r.rating}/5\t${r.lang}\t${r.bonnr}\t${r.display_name}\t${r.body.replace(/\r?\n/g, ' ⏎ ')}`,
  );
}

/** Sets feedback `id` to `status`; a missing id is a usage error naming --id. */
export async function reviewFeedback(db: Queryable, id: number, status: FeedbackStatus): Promise<void> {
  if (!(await setFeedbackStatus(db, id, status))) throw new UsageError(`--id: there is no feedback ${id}.`);
}

/** Shows feedback `--id` on /customers. */
export async function approveFeedback(db: Queryable, options: AdminOptions): Promise<string[]> {
  const { id } = check(idOptions, options);
  await reviewFeedback(db, id, 'approved');
  return [`Feedback ${id} is approved and shown on /customers.`];
}

/** Takes feedback `--id` off /customers (or keeps it off). */
export async function hideFeedback(db: Queryable, options: AdminOptions): Promise<string[]> {
  const { id } = check(idOptions, options);
  await reviewFeedback(db, id, 'hidden');
  return [`Feedback ${id} is hidden.`];
}
