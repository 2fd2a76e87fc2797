import type { Config } from './config';
import type { Database } from './data/database';
import type { Logger } from './log';

/** Wakes scheduled work of one kind; see {@link AppContext.jobs}. */
export interface JobWaker {
  wake(kind: string): void;
}

/** What every route and service receives: the database and the parsed configuration. */
export interface AppContext {
  db: Database;
  config: Config;
  /**
   * The secret of the loopback operator call (routes/admin-loopback.ts), made when the server starts with the
   * embedded database; undefined otherwise, and then that call does not exist.
   */
  adminToken?: string;
  /**
   * Wakes a kind of the server's scheduled work (server/jobs/scheduler.ts `wake`) right after a commit
   * that owes it work, e.g. an order's confirmation. Absent outside a running server (the command line):
   * the next tick does the work then.
   */
  jobs?: JobWaker;
  /** The logger of this app; the process's (server/log.ts) when not given. */
  log?: Logger;
}
