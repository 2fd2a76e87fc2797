/**
 * The `audit_log` table (issue 13): one row per change staff, the command line or scheduled work made,
 * with who, when, what, and the record before and after. The back office's `recordAudit`
 * (server/backoffice/audit.ts) decides the actor's columns; this file only reads and writes rows.
 */
import type { BackofficeAuditEntry } from '../../../core';
import type { Queryable } from '../database';

/** One row to write; `before` and `after` are stored as JSON (null for none). */
export interface NewAuditRow {
  actorUserId: number | null;
  actorEmail: string;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

const asJson = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Writes `row`; give the transaction of the change it records, so neither exists without the other. */
export async function insertAuditRow(tx: Queryable, row: NewAuditRow): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_user_id, actor_email, actor_role, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      row.actorUserId,
      row.actorEmail,
      row.actorRole,
      row.action,
      row.entity,
      row.entityId,
      asJson(row.before),
      asJson(row.after),
    ],
  );
}

/** One row of the audit log as the back office lists it: core's answer shape. */
export type AuditRow = BackofficeAuditEntry;

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
