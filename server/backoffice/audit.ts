/**
 * The audit log of the back office (issue 13): every change an operator or dispatcher makes is
 * written with who, when, what, and the record before and after. Write it with the same transaction
 * (`tx`) as the change, so a change without its entry (or an entry without its change) cannot exist.
 */
import { insertAuditRow } from '../data/audit/audit-repo';
import type { Queryable } from '../data/database';
import type { Staff } from './staff';

/** One change to record. `before` is null for a created record, `after` null for a removed one. */
export interface AuditEntry {
  /** What was done, as a short verb phrase in code form, e.g. `order.pickup_time`, `coupon.disable`. */
  action: string;
  /** The kind of record, e.g. `order`, `coupon`, `agent`, `partner`, `setting`. */
  entity: string;
  /** The record's key. */
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Who made a change: a staff member, 'system' for scheduled work, or `{ cli }` for a command of
 * `npm run admin` with the name of the operator it ran as (role `cli`).
 */
export type AuditActor = Staff | 'system' | { cli: string };

function actorColumns(actor: AuditActor): [number | null, string, string] {
  if (actor === 'system') return [null, 'system', 'system'];
  if ('cli' in actor) return [null, actor.cli, 'cli'];
  return [actor.userId, actor.email, actor.role];
}

/** Writes `entry` by `actor` (see {@link AuditActor}). */
export async function recordAudit(tx: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const [actorUserId, actorEmail, actorRole] = actorColumns(actor);
  await insertAuditRow(tx, {
    actorUserId,
    actorEmail,
    actorRole,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
  });
}
