/**
 * The rows of the tables that keep a database's generated link-signing secret (migrations 011 and
 * 024), one row each with id 1.
 */
import type { Queryable } from '../database';

/** The tables that keep a database's generated secret, one row each (id 1). */
export type LinkKeyTable = 'feedback_link_keys' | 'download_link_keys';

/**
 * The secret stored in `table`, storing `candidate` first when there is none. Several processes may
 * start at once: the first insert wins and all read the same row.
 */
export async function storedLinkSecret(db: Queryable, table: LinkKeyTable, candidate: string): Promise<string> {
  await db.query(`INSERT INTO ${table} (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [candidate]);
  const { rows } = await db.query<{ secret: string }>(`SELECT secret FROM ${table}`);
  return rows[0]!.secret;
}
