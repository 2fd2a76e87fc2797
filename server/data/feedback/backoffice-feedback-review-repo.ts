/** The back office's review of one feedback (issue 13): its status, locked while the operator changes it. */
import type { Queryable } from '../database';

/** Locks feedback `id` (FOR UPDATE) and reads its status, or null when there is none. */
export async function lockFeedbackStatus(tx: Queryable, id: number): Promise<{ status: string } | null> {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM feedback WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  return rows[0] ?? null;
}
