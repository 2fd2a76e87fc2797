import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './log';

/** What every route and service receives: the database and the parsed configuration. */
export interface AppContext {
  db: Database;
  config: Config;
  /** The logger of this app; the process's (server/log.ts) when not given. */
  log?: Logger;
}
