import { pino, type Logger } from 'pino';

/*
 * The server's one logger: JSON lines (pino), one per request at info level with its request id, and
 * warnings and errors with their cause. What a line may carry is decided here: the request's method,
 * route pattern (never the path with its ids, nor the query with a possible access_token), status and
 * time; never a body, header, token, password or passphrase. The redaction below is a second net for
 * an object logged whole by mistake.
 *
 * Info lines go straight to stdout; warnings and errors through console.warn and console.error, so a
 * terminal shows them on stderr and a test can watch for them.
 */

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const REDACTED = [
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
];

const LEVEL_AT = '{"level":'.length;

/** Writes a pino line to the stream of its level. */
const sink = {
  write(line: string): void {
    const level = Number(line.slice(LEVEL_AT, LEVEL_AT + 2));
    if (level >= 50) console.error(line.trimEnd());
    else if (level >= 40) console.warn(line.trimEnd());
    else process.stdout.write(line);
  },
};

/**
 * Makes a logger at `level` (default LOG_LEVEL, else info) writing to `destination` (default: stdout
 * for info, console.warn and console.error for the rest).
 */
export function createLogger(
  level: string = process.env.LOG_LEVEL || 'info',
  destination: { write(line: string): void } = sink,
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...REDACTED, ...REDACTED.map((k) => `*.${k}`)], censor: '[redacted]' },
    },
    destination,
  );
}

/** The process's logger. */
export const log: Logger = createLogger();

export type { Logger };
