/**
 * The partner organisations of SPEC 2 in the database (issue 13): the shortcut routes /<slug> and the
 * wizard's partner buttons read this table, so a partner the operator adds works at once.
 */
import type { BackofficePartner } from '../../../core';
import type { Queryable } from '../database';

/** A partner as the back office and the public list show it: core's shape of the answer. */
export type PartnerRow = BackofficePartner;

/** The fields of a new or changed partner (the slug follows from the name). */
export interface PartnerFields {
  name: string;
  talic: string;
  code: string;
  active: boolean;
}

const COLUMNS = 'id, name, slug, talic, code, active, demo';

/**
 * The route path of a partner name: lower case, words joined by hyphens, anything but letters and
 * digits dropped (accents folded), so "Partner One" answers on /partner-one (and /partnerone).
 */
export function partnerSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every partner, active ones first, for the back office. */
export async function listPartners(db: Queryable): Promise<PartnerRow[]> {
  const { rows } = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners ORDER BY active DESC, id`);
  return rows;
}

/** The active partners in their order, for the wizard's partner buttons. */
export async function activePartners(db: Queryable): Promise<PartnerRow[]> {
  const { rows } = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners WHERE active ORDER BY id`);
  return rows;
}

/** The active partner answering on `path` (its slug or the slug without hyphens), or null. */
export async function partnerByPath(db: Queryable, path: string): Promise<PartnerRow | null> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT ${COLUMNS} FROM partners WHERE active AND (slug = $1 OR replace(slug, '-', '') = $1) LIMIT 1`,
    [path.toLowerCase()],
  );
  return rows[0] ?? null;
}

/** Reads one partner by id, or null. */
export async function partnerById(db: Queryable, id: number): Promise<PartnerRow | null> {
  const { rows } = await db.query<PartnerRow>(`SELECT ${COLUMNS} FROM partners WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Tells whether another partner than `exceptId` answers on `slug` or its hyphen-less form. */
export async function partnerPathTaken(
  db: Queryable,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM partners WHERE replace(slug, '-', '') = replace($1, '-', '') AND id <> coalesce($2, 0)`,
    [slug, exceptId],
  );
  return rows.length > 0;
}

/** Stores a new partner; `demo` marks the placeholder partners of the demo seed. */
export async function insertPartner(tx: Queryable, p: PartnerFields, demo = false): Promise<PartnerRow> {
  const { rows } = await tx.query<PartnerRow>(
    `INSERT INTO partners (name, slug, talic, code, active, demo) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${COLUMNS}`,
    [p.name, partnerSlug(p.name), p.talic, p.code, p.active, demo],
  );
  return rows[0]!;
}

/** Changes partner `id`; answers the stored row, or null when there is none. */
export async function updatePartner(tx: Queryable, id: number, p: PartnerFields): Promise<PartnerRow | null> {
  const { rows } = await tx.query<PartnerRow>(
    `UPDATE partners SET name = $2, slug = $3, talic = $4, code = $5, active = $6 WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, p.name, partnerSlug(p.name), p.talic, p.code, p.active],
  );
  return rows[0] ?? null;
}
