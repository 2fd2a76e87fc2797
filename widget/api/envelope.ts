/**
 * The API's answer envelope (ARCHITECTURE "The API contract"): `{status, data, metadata?}` on success.
 * A 2xx answer whose status is false still counts as a failure (SPEC 7).
 */
import { ApiFailure, type ApiMessageId } from './errors';

/** The success envelope of every call except the token call. */
export interface Envelope<T, M = unknown> {
  status: boolean;
  data: T;
  metadata?: M;
  error_description?: string;
}

/** Returns the envelope when its status is true; otherwise throws an {@link ApiFailure}. */
export function unwrap<T, M>(body: Envelope<T, M>, fallback: ApiMessageId): Envelope<T, M> {
  if (!body || body.status !== true) throw new ApiFailure(fallback, body?.error_description);
  return body;
}
