import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './log';

/** What every route and service receives: the database and the parsed configuration. */
export interface AppContext {
  db: Database;
  config: Config;
  /**
   * The secret of the loopback operator call (routes/admin.ts), made when the server starts with the
   * embedded database; undefined otherwise, and then that call does not exist.
   */
  adminToken?: string;
  /** The logger of this app; the process's (server/log.ts) when not given. */
  log?: Logger;
}
