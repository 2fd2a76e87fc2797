/** amcheck over every B-tree index of a database: a crash must leave no index inconsistent with its table. */
import type { Query } from './bookings';

/**
 * Runs `bt_index_check` (with `heapallindexed`: every table row must be in the index) on every valid
 * B-tree index, the system catalogs' included; gives how many indexes were checked. A corrupt index
 * makes the query fail with amcheck's description of the damage.
 */
export async function checkIndexes(query: Query): Promise<number> {
  await query('CREATE EXTENSION IF NOT EXISTS amcheck');
  const rows = await query<{ index: string }>(
    `SELECT c.oid::regclass::text AS index, bt_index_check(index => c.oid, heapallindexed => true)
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'btree' AND i.indisvalid AND i.indisready AND c.relpersistence <> 't'`,
  );
  return rows.length;
}
