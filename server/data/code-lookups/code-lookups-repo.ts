/**
 * The codes each client looked up (table code_lookups): PO numbers, coupons and agent licences, and
 * whether each was refused. server/pricing/code-throttle.ts decides from them when a client has tried
 * too many; several API processes share the table.
 */
import type { Queryable } from '../database';

/** What a code is looked up as. */
export type CodeKind = 'po' | 'coupon' | 'licence';

/** The SQL interval of a window of `seconds` (a whole number the caller owns, never client input). */
function windowOf(seconds: number): string {
  return `make_interval(secs => ${Math.trunc(seconds)})`;
}

/** Lists the codes `client` looked up within the last `windowSeconds`, refused or not. */
export async function listClientLookups(
  db: Queryable,
  client: string,
  windowSeconds: number,
): Promise<{ kind: CodeKind; code: string }[]> {
  const { rows } = await db.query<{ kind: CodeKind; code: string }>(
    `SELECT kind, code FROM code_lookups WHERE client = $1 AND created_at > now() - ${windowOf(windowSeconds)}`,
    [client],
  );
  return rows;
}

/**
 * Takes the transaction's lock on `client`'s look-ups, so one client's new codes are counted one
 * request at a time (released at the end of the transaction `tx`).
 */
export async function lockClientLookups(tx: Queryable, client: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('code_lookups:' || $1))", [client]);
}

/**
 * Counts the codes refused to `client` within the last `windowSeconds`, with the seconds until the
 * oldest of them leaves the window (null when there is none).
 */
export async function countRefusedLookups(
  tx: Queryable,
  client: string,
  windowSeconds: number,
): Promise<{ count: number; retrySeconds: number | null }> {
  const window = windowOf(windowSeconds);
  const { rows } = await tx.query<{ n: number; retry: number | null }>(
    `SELECT count(*)::int AS n,
            ceil(extract(epoch FROM min(created_at) + ${window} - now()))::int AS retry
       FROM code_lookups WHERE client = $1 AND refused AND created_at > now() - ${window}`,
    [client],
  );
  return { count: rows[0]?.n ?? 0, retrySeconds: rows[0]?.retry ?? null };
}

/** Deletes every client's look-ups older than `windowSeconds`. */
export async function deleteOldLookups(tx: Queryable, windowSeconds: number): Promise<void> {
  await tx.query(`DELETE FROM code_lookups WHERE created_at < now() - ${windowOf(windowSeconds)}`);
}

/** Records a look-up of `code` by `client` as refused, now (again, when it was recorded before). */
export async function recordRefusedLookup(
  tx: Queryable,
  client: string,
  kind: CodeKind,
  code: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO code_lookups (client, kind, code, refused) VALUES ($1, $2, $3, true)
     ON CONFLICT (client, kind, code) DO UPDATE SET refused = true, created_at = now()`,
    [client, kind, code],
  );
}

/** Marks a look-up of `code` by `client` as accepted: it no longer counts as refused. */
export async function markLookupAccepted(
  db: Queryable,
  client: string,
  kind: CodeKind,
  code: string,
): Promise<void> {
  await db.query('UPDATE code_lookups SET refused = false WHERE client = $1 AND kind = $2 AND code = $3', [
    client,
    kind,
    code,
  ]);
}
