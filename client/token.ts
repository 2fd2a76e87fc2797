/** The token call (SPEC 7 "Session and account"): anonymous, password and refresh grants. */
// ky's own type: http.ts, which exports it as Http, imports this file through session.ts, so no import back.
import type { KyInstance as Http } from 'ky';
import { CLIENT_ID } from './keys';
import { toFailure, type ApiMessageId } from './errors';
import type { TokenAnswer } from '../core';

/**
 * Asks for a token with `grant` and its parameters, form-encoded as OAuth expects. Throws an
 * ApiFailure with `fallback` as its message when the server refuses.
 */
export async function requestToken(
  http: Http,
  grant: Record<string, string>,
  fallback: ApiMessageId,
): Promise<TokenAnswer> {
  try {
    const body = new URLSearchParams({ client_id: CLIENT_ID, ...grant });
    // No bearer token on this call: it is how a token is obtained in the first place.
    const answer = await http.post('token', { body, headers: { authorization: '' } }).json<TokenAnswer>();
    if (!answer.access_token) throw toFailure(undefined, fallback);
    return answer;
  } catch (error) {
    throw toFailure(error, fallback);
  }
}
