/**
 * The embedded sandbox provider's keys (`payment_sandbox_keys`, one row): made once per database, so
 * every process on it signs and verifies with the same secrets.
 */
import type { Queryable } from '../database';

/** The sandbox's PSPID and SHA passphrases. */
export interface SandboxKeys {
  pspid: string;
  sha_in: string;
  sha_out: string;
}

/** Stores `fresh` as the sandbox's keys unless keys exist, and answers the keys in force. */
export async function ensureSandboxKeys(db: Queryable, fresh: SandboxKeys): Promise<SandboxKeys | null> {
  await db.query(
    `INSERT INTO payment_sandbox_keys (id, pspid, sha_in, sha_out) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
    [fresh.pspid, fresh.sha_in, fresh.sha_out],
  );
  const { rows } = await db.query<SandboxKeys>('SELECT pspid, sha_in, sha_out FROM payment_sandbox_keys WHERE id = 1');
  return rows[0] ?? null;
}
