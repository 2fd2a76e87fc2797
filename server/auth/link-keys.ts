/**
 * The signing secrets of links a browser follows without a token (the feedback link, the download
 * links): a setting when the operator gives one, else a secret generated once per database, so that
 * every API process on that database signs alike. It never reaches a browser.
 */
import type { AppContext } from '../context';
import type { Database } from '../data/database';
import { storedLinkSecret, type LinkKeyTable } from '../data/auth/link-keys-repo';
import { newSecret } from './secrets';

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
    secret = storedLinkSecret(db, table, newSecret());
    const mine = secrets;
    secret.catch(() => mine.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
