import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * An error the API answers with the failure envelope. `error` is a stable machine code (OAuth style,
 * e.g. `invalid_request`), `description` one human sentence, `field` the input field at fault, if any.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

/** Answers `{status: true, data, metadata?}`. */
export function ok(
  c: Context,
  data: unknown,
  metadata?: Record<string, unknown>,
  status: ContentfulStatusCode = 200,
) {
  return c.json(metadata === undefined ? { status: true, data } : { status: true, data, metadata }, status);
}

/** Serialises the success envelope `{status: true, data, metadata?}`, e.g. once for a cached answer. */
export function okText(data: unknown, metadata?: Record<string, unknown>): string {
  return JSON.stringify(metadata === undefined ? { status: true, data } : { status: true, data, metadata });
}

/**
 * Answers an already serialised JSON body (from {@link okText}) with `headers` as a plain record. The
 * hot calls (price, street lookup) use this instead of {@link ok} plus `c.header`: it skips Hono's
 * Headers objects, which cost more per request than the rest of a cached lookup. Headers set with
 * `c.header` before are not carried over, so only handlers that set none use it.
 */
export function jsonResponse(json: string, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(json, { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Answers the failure envelope `{status: false, error, error_description, field?}`. */
export function fail(c: Context, err: ApiError) {
  const body: Record<string, unknown> = {
    status: false,
    error: err.error,
    error_description: err.description,
  };
  if (err.field !== undefined) body.field = err.field;
  return c.json(body, err.status);
}

/** Turns a schema failure into a 400 that names the first offending field. */
export function fromZodError(e: z.ZodError): ApiError {
  const issue = e.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
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

/** Reads a JSON (or form-encoded) body; a body that is not parseable is a 400, not a 500. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
      );
    }
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.', 'body');
  }
}
