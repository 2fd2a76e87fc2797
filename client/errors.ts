/**
 * Turns any failure of an API call into one {@link ApiFailure} carrying a message id and what the
 * server said, so components never inspect HTTP errors: the widget translates the message id (in
 * widget/i18n), the site's forms pick their text from the server's error code and field.
 */
import { isHTTPError } from 'ky';

/** The default texts of SPEC 8 "Call failures" for the calls the widget and the session make. */
export type ApiMessageId =
  | 'api.authClient'
  | 'api.reauth'
  | 'api.airports'
  | 'api.settings'
  | 'api.streets'
  | 'api.coupon'
  | 'api.price'
  | 'api.book'
  | 'api.invoice'
  | 'api.free'
  | 'api.paymentMethod'
  | 'api.booking'
  | 'api.payment'
  | 'api.couponUsedUp'
  | 'api.userData'
  | 'api.chunk';

/** What the server said about a refused call; each field is absent when the answer did not carry it. */
export interface FailureDetails {
  /** The HTTP status of a refused call; absent when the server was not reached. */
  status?: number | undefined;
  /** The API's `error` code, e.g. 'too_many_requests'. */
  code?: string | undefined;
  /** The request field the API named as the wrong one. */
  field?: string | undefined;
  /** The API's `error_description`, a sentence for people. */
  description?: string | undefined;
  /** The API's `reason`, e.g. why a password is too easy to guess ('common'). */
  reason?: string | undefined;
}

/**
 * A failed call: which default text applies and what the server said, when it said anything. The
 * message ids are the caller's: `Id` is {@link ApiMessageId} for the widget's calls, and the site's
 * account calls name their own.
 */
export class ApiFailure<Id extends string = ApiMessageId> extends Error {
  override readonly name = 'ApiFailure';
  /** The HTTP status of a refused call; 0 when the server was not reached or answered 2xx. */
  declare readonly status: number;
  declare readonly code: string | undefined;
  declare readonly field: string | undefined;
  declare readonly description: string | undefined;
  declare readonly reason: string | undefined;

  /**
   * @param messageId - The translated default text to show.
   * @param details - What the server's answer said.
   */
  constructor(
    readonly messageId: Id,
    details: FailureDetails = {},
  ) {
    super(details.description ?? messageId);
    Object.assign(this, { status: 0, ...details });
  }
}

/** Reads a string field of an unknown JSON body. */
function text(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Wraps whatever a call threw as an {@link ApiFailure} with `fallback` as its message id. A failure
 * that already is one keeps its own, more precise message id (callers pass ids of their own family).
 */
export function toFailure<Id extends string>(error: unknown, fallback: Id): ApiFailure<Id> {
  if (error instanceof ApiFailure) return error as ApiFailure<Id>;
  if (!isHTTPError(error)) return new ApiFailure(fallback);
  const body = error.data;
  return new ApiFailure(fallback, {
    status: error.response.status,
    code: text(body, 'error'),
    field: text(body, 'field'),
    description: text(body, 'error_description'),
    reason: text(body, 'reason'),
  });
}
