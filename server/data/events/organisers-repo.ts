import type { BackofficeOrganiser, Lang } from '../../../core';
import type { Queryable } from '../database';

/** An organiser request as stored, with its account's user name and e-mail address: core's shape. */
export type OrganiserRow = BackofficeOrganiser;

const READ = `o.user_id, u.username, u.email, o.organisation, o.contact_name, o.phone, o.website, o.motivation,
  o.status, o.slug, o.lang, o.created_at, o.decided_at, o.decided_by`;

/** The fields of a new organiser request (its account is inserted first, in the same transaction). */
export interface NewOrganiser {
  userId: number;
  organisation: string;
  contactName: string;
  phone: string;
  website: string;
  motivation: string;
  slug: string;
  lang: Lang;
}

/**
 * Inserts an organiser request with `slug`, or with the first of `slug-2`, `slug-3`, … that is free,
 * and returns the slug it got.
 */
export async function insertOrganiser(tx: Queryable, o: NewOrganiser): Promise<string> {
  const taken = await tx.query<{ slug: string }>(
    `SELECT slug FROM organisers WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
    [o.slug],
  );
  const used = new Set(taken.rows.map((r) => r.slug));
  let slug = o.slug;
  for (let n = 2; used.has(slug); n++) slug = `${o.slug}-${n}`;
  await tx.query(
    `INSERT INTO organisers (user_id, organisation, contact_name, phone, website, motivation, slug, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [o.userId, o.organisation, o.contactName, o.phone, o.website, o.motivation, slug, o.lang],
  );
  return slug;
}

/** Finds the organiser request of user `userId`. */
export async function findOrganiser(db: Queryable, userId: number): Promise<OrganiserRow | null> {
  const { rows } = await db.query<OrganiserRow>(
    `SELECT ${READ} FROM organisers o JOIN users u ON u.id = o.user_id WHERE o.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Finds the organiser request made with user name (e-mail address) `username`, ignoring case. */
export async function findOrganiserByUsername(db: Queryable, username: string): Promise<OrganiserRow | null> {
  const { rows } = await db.query<OrganiserRow>(
    `SELECT ${READ} FROM organisers o JOIN users u ON u.id = o.user_id WHERE lower(u.username) = lower($1)`,
    [username.trim()],
  );
  return rows[0] ?? null;
}

/** Finds an approved organiser by its public slug. */
export async function findApprovedBySlug(db: Queryable, slug: string): Promise<OrganiserRow | null> {
  const { rows } = await db.query<OrganiserRow>(
    `SELECT ${READ} FROM organisers o JOIN users u ON u.id = o.user_id
      WHERE o.slug = $1 AND o.status = 'approved'`,
    [slug],
  );
  return rows[0] ?? null;
}

/** Lists organiser requests, oldest first, optionally only those of one status. */
export async function listOrganisers(
  db: Queryable,
  status: OrganiserRow['status'] | undefined,
): Promise<OrganiserRow[]> {
  const { rows } = await db.query<OrganiserRow>(
    `SELECT ${READ} FROM organisers o JOIN users u ON u.id = o.user_id
      WHERE $1::text IS NULL OR o.status = $1 ORDER BY o.created_at, o.user_id`,
    [status ?? null],
  );
  return rows;
}

/**
 * Records the operator's decision on a request. Returns false when the request already has that
 * status (approving twice sends no second e-mail).
 */
export async function decideOrganiser(
  db: Queryable,
  userId: number,
  status: 'approved' | 'refused',
  by: string,
  reason: string | null,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE organisers SET status = $2, decided_at = now(), decided_by = $3, refusal_reason = $4
      WHERE user_id = $1 AND status <> $2`,
    [userId, status, by, reason],
  );
  return affectedRows === 1;
}
