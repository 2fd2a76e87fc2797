import { ApiError } from '../http/envelope';

/**
 * The OAuth client of the product's own site and widget. It is a public client (it runs in browsers,
 * so it cannot keep a secret) and therefore has no secret; a request that sends one is refused, so a
 * misconfigured partner notices instead of believing its secret protects anything.
 */
export const WEB_CLIENT_ID = 'webapp';

/**
 * Establishes the client of a token request from `client_id`/`client_secret` in the body or an HTTP
 * Basic `Authorization` header. Throws 400 `invalid_request` naming `client_id` when none is given and
 * 401 `invalid_client` for an unknown client or a secret sent for the public client.
 */
export function resolveClient(
  body: { client_id?: string | undefined; client_secret?: string | undefined },
  authorization?: string,
): string {
  let id = body.client_id;
  let secret = body.client_secret;
  const basic = authorization ? /^Basic\s+(\S+)$/i.exec(authorization) : null;
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    id = decodeURIComponent(colon < 0 ? decoded : decoded.slice(0, colon));
    secret = colon < 0 ? undefined : decodeURIComponent(decoded.slice(colon + 1)) || undefined;
  }
  if (!id) throw new ApiError(400, 'invalid_request', 'The field "client_id" is required.', 'client_id');
  if (id !== WEB_CLIENT_ID) throw new ApiError(401, 'invalid_client', `The client "${id}" is not known.`);
  if (secret) {
    throw new ApiError(
      401,
      'invalid_client',
      `The client "${id}" is a public client and must not send a secret.`,
    );
  }
  return id;
}
