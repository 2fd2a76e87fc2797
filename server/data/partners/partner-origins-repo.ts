/**
 * The origins a partner's page may send the customer back to after paying (issue 28, migration 041):
 * the operator lists them per partner in the back office.
 */
import type { Queryable } from '../database';

/** The listed origins of partner `partnerId`, in the order they were added. */
export async function originsOfPartner(db: Queryable, partnerId: number): Promise<string[]> {
  const { rows } = await db.query<{ origin: string }>(
    'SELECT origin FROM partner_origins WHERE partner_id = $1 ORDER BY created_at, origin',
    [partnerId],
  );
  return rows.map((r) => r.origin);
}

/** Lists `origin` for partner `partnerId`; false when it was listed already. */
export async function insertPartnerOrigin(tx: Queryable, partnerId: number, origin: string): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO partner_origins (partner_id, origin) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING origin`,
    [partnerId, origin],
  );
  return rows.length > 0;
}

/** Removes `origin` from partner `partnerId`'s list; false when it was not listed. */
export async function deletePartnerOrigin(tx: Queryable, partnerId: number, origin: string): Promise<boolean> {
  const { rows } = await tx.query(
    'DELETE FROM partner_origins WHERE partner_id = $1 AND origin = $2 RETURNING origin',
    [partnerId, origin],
  );
  return rows.length > 0;
}

/**
 * The name of an active partner of agent licence `talic` (compared case-insensitively, as core's
 * sameLicence does) that lists `origin`, or null when none does.
 */
export async function partnerNameForOrigin(db: Queryable, talic: string, origin: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT p.name FROM partner_origins o JOIN partners p ON p.id = o.partner_id
      WHERE p.active AND upper(p.talic) = upper($1) AND o.origin = $2 ORDER BY p.id LIMIT 1`,
    [talic, origin],
  );
  return rows[0]?.name ?? null;
}
