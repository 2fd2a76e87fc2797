import { log } from '../log';
/*
 * A database outage (PostgreSQL restarting, a network cut, a pool that cannot connect) is not a bug of
 * one request: every request fails alike until it ends. The database layer turns such failures into a
 * DatabaseUnavailableError, which the API answers 503 with Retry-After (http/envelope.ts), and writes
 * one log line when an outage starts and one when the first query succeeds again, instead of a stack
 * trace per request.
 */

/** The error codes of a lost or refused connection (Node's socket codes, PostgreSQL classes 08 and 57P). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Messages of the pg driver for a connection it lost or could not make, which carry no code. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable/i;

/** Whether `e` says the database cannot be reached, rather than that one statement failed. */
export function isConnectionFailure(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  const message = (e as { message?: unknown }).message;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/** A query failed because the database cannot be reached; the request may be tried again later. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`The database cannot be reached: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** Tracks one database's outages and logs their start and end once each. */
export class OutageWatch {
  private since: number | undefined;
  private failures = 0;

  constructor(
    private readonly report: { started(line: string): void; ended(line: string): void } = {
      started: (line) => log.error(line),
      ended: (line) => log.warn(line),
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether an outage is going on (the last query failed for want of a connection). */
  get down(): boolean {
    return this.since !== undefined;
  }

  /** Records a failed query: a connection failure becomes a DatabaseUnavailableError, others stay. */
  failed(e: unknown): unknown {
    if (!isConnectionFailure(e)) return e;
    this.failures++;
    if (this.since === undefined) {
      this.since = this.now();
      this.report.started(
        `Database unavailable: ${(e as Error).message}. ` + 'Requests are answered 503 until it is back.',
      );
    }
    return new DatabaseUnavailableError(e);
  }

  /**
   * Records a query that succeeded, sent at `startedAt`: ends an outage, with one line. A query sent
   * before the outage began (one that finished while the server shut down) proves nothing.
   */
  succeeded(startedAt: number = this.now()): void {
    if (this.since === undefined || startedAt < this.since) return;
    const secs = ((this.now() - this.since) / 1000).toFixed(1);
    this.report.ended(
      `Database available again after ${secs} s ` + `(${this.failures} requests refused meanwhile).`,
    );
    this.since = undefined;
    this.failures = 0;
  }
}
