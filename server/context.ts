import type { Config } from './config';
import type { Database } from './db/database';

/** What every route and service receives: the database and the parsed configuration. */
export interface AppContext {
  db: Database;
  config: Config;
}
