/**
 * The audit log of the back office (issue 13): every change an operator or dispatcher makes is
 * written with who, when, what, and the record before and after. Write it with the same transaction
 * (`tx`) as the change, so a change without its entry (or an entry without its change) cannot exist.
 */
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
  await tx.query(
    `INSERT INTO audit_log (actor_user_id, actor_email, actor_role, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      ...actorColumns(actor),
      entry.action,
      entry.entity,
      String(entry.entityId),
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

/** One row of the audit log as the back office lists it. */
export interface AuditRow {
  id: number;
  at: string;
  actor_email: string;
  actor_role: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/**
 * Lists audit entries, newest first: all of them, or those of one record (`entity` and `entityId`).
 * `beforeId` pages on (entries older than that id).
 */
export async function listAudit(
  db: Queryable,
  filter: { entity?: string; entityId?: string; beforeId?: number; limit: number },
): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT id::int, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, actor_email,
            actor_role, action, entity, entity_id, before, after
       FROM audit_log
      WHERE ($1::text IS NULL OR entity = $1) AND ($2::text IS NULL OR entity_id = $2)
        AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC
      LIMIT $4`,
    [filter.entity ?? null, filter.entityId ?? null, filter.beforeId ?? null, filter.limit],
  );
  return rows;
}
