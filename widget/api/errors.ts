/**
 * Turns any failure of an API call into one {@link ApiFailure} carrying a message id, so components
 * never inspect HTTP errors and every failure text is translated in one place (widget/i18n).
 */
import { isHTTPError, isTimeoutError } from 'ky';

/** The default texts of SPEC 8 "Call failures" the widget can show, as message ids. */
export type ApiMessageId =
  | 'api.authClient'
  | 'api.reauth'
  | 'api.airports'
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

/** A failed call: which default text applies and what the server said, when it said anything. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  /**
   * @param messageId - The translated default text to show.
   * @param description - The server's error_description, when the answer carried one.
   * @param code - The server's `error` code, e.g. 'too_many_requests', when the answer carried one.
   */
  constructor(
    readonly messageId: ApiMessageId,
    readonly description?: string,
    readonly code?: string,
  ) {
    super(description ?? messageId);
  }
}

/** Reads a string field of an unknown JSON body. */
function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Wraps whatever a call threw as an {@link ApiFailure} with `fallback` as its message id. */
export function toFailure(error: unknown, fallback: ApiMessageId): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (isHTTPError(error)) {
    return new ApiFailure(fallback, field(error.data, 'error_description'), field(error.data, 'error'));
  }
  if (isTimeoutError(error)) return new ApiFailure(fallback);
  return new ApiFailure(fallback);
}
