/**
 * The operator's view of the erasure (`npm run admin -- erasure-preview`): what the next run of the
 * erasure job will erase, without erasing anything.
 */
import { z } from 'zod';
import { ERASURE_AFTER_MONTHS, brusselsToday, erasureCutoff } from '../../core';
import type { Queryable } from '../data/database';
import { check, type AdminOptions } from './command-options';
import { dueErasures } from '../privacy/erasure-job';

/** Lists the orders whose personal data the next erasure run erases at `now`, oldest first. */
export async function erasurePreview(db: Queryable, options: AdminOptions, now: Date): Promise<string[]> {
  const o = check(z.object({ limit: z.coerce.number().int().min(1).max(10_000).default(100) }), options);
  const cutoff = erasureCutoff(brusselsToday(now));
  const rows = await dueErasures(db, now, o.limit);
  const head = `Orders whose last leg is on or before ${cutoff} (${ERASURE_AFTER_MONTHS} months ago): ${rows.length === o.limit ? `at least ${rows.length}` : rows.length}.`;
  if (rows.length === 0) return [head, 'The next erasure run erases nothing.'];
  return [
    head,
    'The next run empties their names, e-mail, phone, streets, house numbers and flight numbers:',
    ...rows.map((r) => `order ${r.id}\t${r.bonnr}\t${r.status}\tlast leg ${r.last_leg}`),
  ];
}
