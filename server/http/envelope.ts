import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { jsonAnswer } from './api-headers';
import { nulPath } from './input';
import { DatabaseUnavailableError } from '../data/outage';
import { isClientGone } from './raw-errors';
import type { Logger } from '../log';

/**
 * An error the API answers with the failure envelope. `error` is a stable machine code (OAuth style,
 * e.g. `invalid_request`), `description` one human sentence, `field` the input field at fault, if any,
 * `extra` further machine-readable members of the envelope (e.g. a weak password's `reason`) and
 * `headers` HTTP headers of the answer (e.g. `Retry-After` of a 429).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly description: string,
    readonly field?: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

/** Answers `{status: true, data, metadata?}` with the API's headers (./api-headers.ts). */
export function ok(
  c: Context,
  data: unknown,
  metadata?: Record<string, unknown>,
  status: ContentfulStatusCode = 200,
): Response {
  return jsonAnswer(c, okText(data, metadata), status);
}

/** Serialises the success envelope `{status: true, data, metadata?}`, e.g. once for a cached answer. */
export function okText(data: unknown, metadata?: Record<string, unknown>): string {
  return JSON.stringify(metadata === undefined ? { status: true, data } : { status: true, data, metadata });
}

/** The failure envelope `{status: false, error, error_description, field?, ...extra}` of `err`. */
function failureEnvelope(err: ApiError): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status: false,
    error: err.error,
    error_description: err.description,
  };
  if (err.field !== undefined) body.field = err.field;
  return { ...body, ...err.extra };
}

/** Answers the failure envelope `{status: false, error, error_description, field?}` with `err.headers`. */
export function fail(c: Context, err: ApiError): Response {
  return jsonAnswer(c, JSON.stringify(failureEnvelope(err)), err.status, err.headers);
}

/** The 500 answered for an unexpected error (which is logged, never shown). */
export const SERVER_ERROR = new ApiError(
  500,
  'server_error',
  'Something went wrong on our side; please try again.',
);

/** How long a client should wait before trying again during a database outage, in seconds. */
export const OUTAGE_RETRY_AFTER = 5;

/** The 503 answered while the database cannot be reached. */
export const UNAVAILABLE = new ApiError(
  503,
  'temporarily_unavailable',
  'The service is briefly unavailable; please try again in a few seconds.',
  undefined,
  {},
  { 'retry-after': String(OUTAGE_RETRY_AFTER) },
);

/** The answer to a client that went away in the middle of its request (nobody reads it). */
const CLIENT_GONE = new ApiError(
  400,
  'request_aborted',
  'The request ended before its body was complete.',
  'body',
);

/**
 * The error a request fails with, as the API answers it: an {@link ApiError} as it is, anything else
 * logged with the request and answered as {@link SERVER_ERROR}; a database outage as {@link UNAVAILABLE}.
 */
export function answerableError(
  err: unknown,
  logger: Logger,
  requestId: string | undefined,
  method: string,
  route: string,
): ApiError {
  if (err instanceof ApiError) return err;
  // Logged once per outage by the database layer, not per request.
  if (err instanceof DatabaseUnavailableError) return UNAVAILABLE;
  // A client that hung up in the middle of its body is no fault of the server; nobody reads the answer.
  if (isClientGone(err)) return CLIENT_GONE;
  logger.error({ err, req: requestId, method, route }, 'unexpected error');
  return SERVER_ERROR;
}

/**
 * Turns a schema failure into a 400 that names the first offending field. A failure of the input as a
 * whole (a JSON array or number where an object belongs) names `body`.
 */
export function fromZodError(e: z.ZodError): ApiError {
  const issue = e.issues[0];
  const field = issue?.path.map(String).join('.') || (issue?.code === 'invalid_type' ? 'body' : undefined);
  const what = field ? `The field "${field}" is invalid` : 'The request is invalid';
  return new ApiError(400, 'invalid_request', `${what}: ${issue?.message ?? 'bad value'}.`, field);
}

/**
 * Parses `input` with `schema`, throwing an {@link ApiError} 400 naming the field on failure.
 * Handlers call this on every body and query so that bad input never reaches a service.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw fromZodError(r.error);
  return r.data;
}

/** The 400 for a text with a NUL character, which no database column can store. */
function nulError(field: string): ApiError {
  return new ApiError(400, 'invalid_request', `The field "${field}" contains a NUL character.`, field);
}

/**
 * Parses a JSON request body read as text: empty text is `{}`; text that is not JSON is a 400 naming
 * `body`, and so is a text anywhere in it that contains a NUL character (naming the field).
 */
function parseJsonText(text: string): unknown {
  let body: unknown;
  try {
    // In JSON a NUL can only be written as the escape \u0000, so most bodies skip the walk below.
    if (!/\S/.test(text)) return {};
    body = JSON.parse(text);
    if (!text.includes('\\u0000')) return body;
  } catch {
    throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.', 'body');
  }
  return refuseNulIn(body);
}

function refuseNulIn(body: unknown): unknown {
  const at = nulPath(body);
  if (at !== null) throw nulError(at || 'body');
  return body;
}

/**
 * Reads a JSON (or form-encoded) body; a body that is not parseable is a 400, not a 500, and so is a
 * text anywhere in it that contains a NUL character (naming the field).
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!isFormType(type)) return parseJsonText(await c.req.text());
  let body: unknown;
  try {
    body = Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
  } catch {
    throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.', 'body');
  }
  return refuseNulIn(body);
}

/** Tells whether a Content-Type names a form body (read as fields) rather than JSON. */
function isFormType(contentType: string): boolean {
  return (
    contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')
  );
}

/** Refuses a NUL character in the names or values of `values`, naming the parameter. */
function refuseNul(values: Record<string, string>): Record<string, string> {
  for (const [k, v] of Object.entries(values))
    if (k.includes('\u0000') || v.includes('\u0000')) throw nulError(k);
  return values;
}

/**
 * The query parameters, one value each, for a schema. A parameter given twice with different values is
 * ambiguous and refused with a 400 naming it, rather than silently taking the first; so is a NUL.
 * An address without a query (most calls, the hot price and street calls among them) reads none.
 */
export function queryOf(c: Context): Record<string, string> {
  if (!c.req.url.includes('?')) return {};
  const all = c.req.queries();
  const one: Record<string, string> = {};
  for (const [name, values] of Object.entries(all)) {
    const [first = ''] = values;
    if (values.some((v) => v !== first)) {
      throw new ApiError(
        400,
        'invalid_request',
        `The query parameter "${name}" was given more than once.`,
        name,
      );
    }
    one[name] = first;
  }
  return refuseNul(one);
}

/** The decoded path parameters for a schema; a NUL character (`%00`) is a 400 naming the parameter. */
export function paramsOf(c: Context): Record<string, string> {
  return refuseNul(c.req.param() as Record<string, string>);
}
