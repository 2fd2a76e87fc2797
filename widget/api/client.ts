/**
 * The HTTP client of one widget element: a ky instance on the element's API base that sends the shared
 * session's access token as a bearer token. This folder is the only place the widget uses ky.
 */
import ky, { type KyInstance } from 'ky';
import { readSession } from '../session/storage';

/** The API base used when the element has no api-base attribute. */
export const DEFAULT_API_BASE = '/api';

/**
 * Creates the ky instance for `apiBase`. Relative bases resolve against the page, so the default
 * reaches the same origin. No automatic retries: a repeated POST must be the caller's decision.
 */
export function createHttp(apiBase: string = DEFAULT_API_BASE): KyInstance {
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, globalThis.location?.href);
  return ky.create({
    prefix: base.href,
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // Read at every call: the host site or another element may have refreshed the token.
          const { token } = readSession();
          if (token && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}
