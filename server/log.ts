import { pino, type DestinationStream, type Logger } from 'pino';

/*
 * The server's one logger: JSON lines (pino), one per request at info level with its request id, and
 * warnings and errors with their cause. What a line may carry is decided where it is written: the
 * request line (./http/edge.ts) is built from known safe fields only (id, method, route pattern, status,
 * time; never the path with its ids, nor the query with a possible access_token, nor a body or header).
 * The redaction below is a second net for an object logged whole by mistake: a key of {@link REDACTED}
 * at the top of a line or one level down is censored. It is a lookup per key, not pino's wildcard
 * redaction, which cost 11 µs on every request line (docs/booking-api.md).
 *
 * Where lines go: LOG_FILE, when set, takes every line through pino's asynchronous destination (written
 * in batches off the request path). Otherwise info lines go to stdout, asynchronously in production
 * (NODE_ENV=production); warnings and errors through console.warn and console.error, so a terminal
 * shows them on stderr and a test can watch for them. {@link flushLog} writes out what is buffered; the
 * asynchronous destinations are also flushed when the process exits.
 */

/** Keys whose values never reach a log line, at the top of a logged object or one level down. */
const REDACTED = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'token',
  'access_token',
  'refresh_token',
  'authorization',
  'cookie',
  'secret',
  'passphrase',
  'shasign',
  'SHASIGN',
  'sha_in',
  'sha_out',
  'emailklant',
  'email',
  'telklant',
  'phone',
]);

const CENSOR = '[redacted]';

/** `obj` with the values of {@link REDACTED} keys censored, copied only when one is found. */
function censored(obj: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in obj) {
    const value = obj[key];
    let next = value;
    if (REDACTED.has(key)) next = CENSOR;
    else if (depth > 0 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      next = censored(value as Record<string, unknown>, depth - 1);
    }
    if (next !== value) (copy ??= { ...obj })[key] = next;
  }
  return copy ?? obj;
}

/** Destinations made here that buffer, flushed by {@link flushLog}. */
const buffered: { flushSync(): void }[] = [];
/** The hand-overs of request line writers with lines pending, run first by {@link flushLog}. */
const flushers = new Set<() => void>();

/** pino's asynchronous destination to `dest` (a path or a file descriptor), flushed by {@link flushLog}. */
function asyncDestination(dest: string | number) {
  const stream = pino.destination({ dest, sync: false, mkdir: typeof dest === 'string' });
  buffered.push(stream);
  return stream;
}

const LEVEL_AT = '{"level":'.length;

/** Writes a pino line to the stream of its level; info lines to `out`. */
function consoleSink(out: { write(line: string): unknown }): DestinationStream {
  return {
    write(line: string): void {
      const level = Number(line.slice(LEVEL_AT, LEVEL_AT + 2));
      if (level >= 50) console.error(line.trimEnd());
      else if (level >= 40) console.warn(line.trimEnd());
      else out.write(line);
    },
  };
}

/** The process's destination, from LOG_FILE and NODE_ENV (see the comment at the top). */
function processDestination(): DestinationStream {
  if (process.env.LOG_FILE) return asyncDestination(process.env.LOG_FILE);
  return consoleSink(process.env.NODE_ENV === 'production' ? asyncDestination(1) : process.stdout);
}

/**
 * Makes a logger at `level` (default LOG_LEVEL, else info) writing to `destination` (default: the
 * process's, see the comment at the top of this file).
 */
export function createLogger(
  level: string = process.env.LOG_LEVEL || 'info',
  destination: DestinationStream = processDestination(),
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: (obj) => censored(obj, 1) },
    },
    destination,
  );
}

/** Writes one request's line, see {@link requestLineWriter}. */
export type RequestLineWriter = (
  id: string,
  method: string,
  route: string,
  status: number,
  ms: number,
) => void;

/**
 * The writer of `logger`'s request lines: the same line pino writes for
 * `logger.info({ req, method, route, status, ms }, 'request')`, built as text from these known fields
 * alone and handed straight to the logger's destination (no object for pino to walk and check). The
 * request id is a plain token (./http/edge.ts checks it), the method one of Node's, the route pattern
 * one of the app's; each is still written as a JSON string. Writes nothing when info is off.
 *
 * The lines of one turn of the event loop go to the destination together, at its end: one write (and,
 * with pino's asynchronous destination, one buffer append and at most one file write) for all of
 * them instead of one per request. A request's line may so follow a warning written in the same turn.
 */
export function requestLineWriter(logger: Logger): RequestLineWriter {
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  const level = `{"level":${logger.levels.values.info},"time":"`;
  // A route's quoted name, and the time text of the current millisecond, are made once.
  const routes = new Map<string, string>();
  let at = 0;
  let time = '';
  let pending = '';
  const flush = () => {
    flushers.delete(flush);
    if (pending === '') return;
    const lines = pending;
    pending = '';
    stream?.write(lines);
  };
  return (id, method, route, status, ms) => {
    if (!logger.isLevelEnabled('info') || stream === undefined) return;
    const now = Date.now();
    if (now !== at) {
      at = now;
      time = new Date(now).toISOString();
    }
    let quoted = routes.get(route);
    if (quoted === undefined) routes.set(route, (quoted = JSON.stringify(route)));
    if (pending === '') {
      flushers.add(flush);
      setImmediate(flush);
    }
    pending += `${level}${time}"${bindings},"req":${JSON.stringify(id)},"method":${JSON.stringify(method)},"route":${quoted},"status":${status},"ms":${Math.round(ms * 10) / 10},"msg":"request"}\n`;
  };
}

/** A logger at `level` writing every line to the file at `path` through pino's asynchronous destination. */
export function fileLogger(path: string, level = 'info'): Logger {
  return createLogger(level, asyncDestination(path));
}

/** Writes out the lines the asynchronous destinations still hold (at shutdown). */
export function flushLog(): void {
  for (const flush of flushers) flush();
  for (const stream of buffered) {
    try {
      stream.flushSync();
    } catch {
      // A destination not yet open (or closed) has nothing to write.
    }
  }
}

/** The process's logger. */
export const log: Logger = createLogger();

export type { Logger };
