import { pino, type DestinationStream, type Logger } from 'pino';

/*
 * The server's one logger: JSON lines (pino), one per request at info level with its request id, and
 * warnings and errors with their cause. What a line may carry is decided where it is written: the
 * request line is built from known safe fields only (./http/request-log.ts: method, route pattern,
 * status, time, id; never the path with its ids, nor the query with a possible access_token, nor a body
 * or header). Every other line passes {@link withoutSecrets}, a second net for an object logged whole by
 * mistake: a look at each key of the object and of the objects in it, where pino's wildcard redaction
 * (36 paths) cost 11 µs on every request line.
 *
 * Info lines go to an asynchronous, buffered destination (pino's SonicBoom on stdout), so a request
 * never waits for the terminal, pipe or file; the buffer is written out when the process exits.
 * Warnings and errors go through console.warn and console.error, synchronously, so a terminal shows
 * them on stderr at once and a test can watch for them.
 */

/** Keys whose values never reach a log line (compared in lower case), at the top and one level down. */
const SECRET_KEYS = new Set([
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
  'sha_in',
  'sha_out',
  'emailklant',
  'email',
  'telklant',
  'phone',
]);

const CENSOR = '[redacted]';

const isSecret = (key: string) => SECRET_KEYS.has(key.toLowerCase());

/** `object` with the values of its secret keys censored (a copy only when one is found). */
function censorTop(object: Record<string, unknown>): Record<string, unknown> {
  let out = object;
  for (const key in object) {
    if (!isSecret(key)) continue;
    if (out === object) out = { ...object };
    out[key] = CENSOR;
  }
  return out;
}

/**
 * The object of a log line with the values of its secret keys censored, at the top and in each plain
 * object one level down (pino's `*.key`). Errors are left to pino's serializer (message and stack).
 * Returns the object itself when nothing is censored, so a line of safe fields costs one look per key.
 */
export function withoutSecrets(object: Record<string, unknown>): Record<string, unknown> {
  let out = object;
  for (const key in object) {
    const value = object[key];
    let censored: unknown = value;
    if (isSecret(key)) censored = CENSOR;
    else if (
      value !== null &&
      typeof value === 'object' &&
      !(value instanceof Error) &&
      !Array.isArray(value)
    )
      censored = censorTop(value as Record<string, unknown>);
    if (censored === value) continue;
    if (out === object) out = { ...object };
    out[key] = censored;
  }
  return out;
}

const LEVEL_AT = '{"level":'.length;

/**
 * A destination that writes info lines (and below) to `info` and warnings and errors through
 * console.warn and console.error.
 */
export function splitByLevel(info: { write(line: string): unknown }): DestinationStream {
  return {
    write(line: string): void {
      const level = Number(line.slice(LEVEL_AT, LEVEL_AT + 2));
      if (level >= 50) console.error(line.trimEnd());
      else if (level >= 40) console.warn(line.trimEnd());
      else info.write(line);
    },
  };
}

/** Lines gather in memory up to this many bytes (about 25 request lines) before they are written. */
const WRITE_BATCH_BYTES = 4096;
/** ...and are written at the latest after this long, so a quiet server's last lines show soon. */
const WRITE_AT_LATEST_MS = 1000;

/**
 * pino's asynchronous destination on `dest` (a file path or descriptor; default stdout): lines are
 * written in batches of {@link WRITE_BATCH_BYTES} or at the latest after {@link WRITE_AT_LATEST_MS}, one
 * write per batch instead of one per line, and written out synchronously when the process exits, so
 * no line is lost on a normal exit or a crash.
 */
export function asyncDestination(dest: string | number = 1): ReturnType<typeof pino.destination> {
  const stream = pino.destination({
    dest,
    sync: false,
    mkdir: true,
    minLength: WRITE_BATCH_BYTES,
    periodicFlush: WRITE_AT_LATEST_MS,
  });
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Not yet open (a file just created), or the reader went away: nothing more can be written.
    }
  });
  return stream;
}

let stdoutDestination: DestinationStream | undefined;

let isoMs = 0;
let isoText = '';

/**
 * pino's ISO time field, made once per millisecond: under load many lines share one, and formatting a
 * date cost more than the rest of a request line.
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoText;
}

/**
 * Makes a logger at `level` (default LOG_LEVEL, else info) writing to `destination` (default: info
 * lines to an asynchronous stdout, warnings and errors through console.warn and console.error).
 */
export function createLogger(
  level: string = process.env.LOG_LEVEL || 'info',
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { log: withoutSecrets },
    },
    destination ?? (stdoutDestination ??= splitByLevel(asyncDestination())),
  );
}

/** The process's logger. */
export const log: Logger = createLogger();

export type { Logger };
