/**
 * The API's answer envelope (ARCHITECTURE "The API contract"): `{status, data, metadata?}` on success.
 * A 2xx answer whose status is false still counts as a failure (SPEC 7).
 */
import { ApiFailure, toFailure } from './errors';

/** The success envelope of every call except the token call. */
export interface Envelope<T, M = unknown> {
  status: boolean;
  data: T;
  metadata?: M;
  error_description?: string;
}

/** Returns the envelope when its status is true; otherwise throws an {@link ApiFailure}. */
export function unwrap<T, M, Id extends string>(body: Envelope<T, M>, fallback: Id): Envelope<T, M> {
  if (!body || body.status !== true) throw new ApiFailure(fallback, { description: body?.error_description });
  return body;
}

/**
 * Runs one call and unwraps its envelope, turning any failure (a refusal, an unreachable server, an
 * envelope with status false) into an {@link ApiFailure} with `fallback` as its message id.
 */
export async function call<T, M = unknown, Id extends string = string>(
  request: () => Promise<Envelope<T, M>>,
  fallback: Id,
): Promise<Envelope<T, M>> {
  try {
    return unwrap(await request(), fallback);
  } catch (error) {
    throw toFailure(error, fallback);
  }
}
