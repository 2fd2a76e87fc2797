/**
 * The signing secrets of links a browser follows without a token (the feedback link, the download
 * links): a setting when the operator gives one, else a secret generated once per database, so that
 * every API process on that database signs alike. It never reaches a browser.
 */
import type { AppContext } from '../context';
import type { Database } from '../data/database';
import { newSecret } from './secrets';

/** The tables that keep a database's generated secret, one row each (id 1). */
export type LinkKeyTable = 'feedback_link_keys' | 'download_link_keys';

const cached = new Map<LinkKeyTable, WeakMap<Database, Promise<string>>>();

/** The secret of `table`'s links on `ctx`'s database: `fromEnv` when set, else the stored one. */
export function signingSecret(
  ctx: AppContext,
  fromEnv: string | undefined,
  table: LinkKeyTable,
): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  let secrets = cached.get(table);
  if (!secrets) cached.set(table, (secrets = new WeakMap()));
  const db = ctx.db;
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      // Several processes may start at once: the first insert wins and all read the same row.
      await db.query(`INSERT INTO ${table} (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
        newSecret(),
      ]);
      const { rows } = await db.query<{ secret: string }>(`SELECT secret FROM ${table}`);
      return rows[0]!.secret;
    })();
    const mine = secrets;
    secret.catch(() => mine.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
