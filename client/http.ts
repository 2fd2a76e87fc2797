/**
 * The HTTP client of the API: a ky instance on one API base. Each widget element makes its own; the
 * site's islands share one per base. What every call gets from it:
 * - the shared session's access token as a bearer token (a `beforeRequest` hook);
 * - a second send with a renewed token when the API refused the first one (an `afterResponse` hook);
 * - a timeout per attempt and for the whole call;
 * - retries with backoff, for idempotent calls only (see {@link RETRY});
 * - an `HTTPError` for a non-2xx answer with its body already read into `data`, which `toFailure`
 *   (errors.ts) turns into the failures the widget and the site show.
 */
import ky, { type KyInstance, type RetryOptions } from 'ky';
import { renewSession } from './session';
import { readSession } from './storage';

/** The HTTP client of one API base. */
export type Http = KyInstance;

/**
 * The API base of a widget script loaded from `scriptUrl`: `/api` on the server the script came from,
 * so a partner page that embeds the script from the operator's server calls the operator's API (the
 * API allows calls from any origin). Outside a browser (tests) it is the page-relative '/api'.
 */
export function apiBaseOf(scriptUrl: string): string {
  try {
    const url = new URL(scriptUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return new URL('/api', url).href;
  } catch {
    // Not a URL: fall through to the page-relative default.
  }
  return '/api';
}

/**
 * The API base used when the element has no api-base attribute. Read when the script loads: the
 * classic (IIFE) build can only tell its own address then, from document.currentScript.
 */
export const DEFAULT_API_BASE = apiBaseOf(import.meta.url);

/** One attempt may take this long; a phone on a slow network still gets its answer. */
const ATTEMPT_TIMEOUT_MS = 30_000;
/** The whole call, retries and their waits included. */
const TOTAL_TIMEOUT_MS = 45_000;

/**
 * Retries: only a call that may be repeated without doing anything twice (GET, HEAD, PUT, DELETE and
 * OPTIONS by HTTP's rules; never a POST, which books, pays or sends), and only when the API was not
 * reached (a network error) or said it could not answer now (408, 502, 503, 504). A 429 is left to the
 * caller: the throttle's message is the answer, and asking again only prolongs it. Twice at most (ky's
 * default limit), after 0.3 s then 0.6 s (with jitter, so many pages do not return at once), or after the
 * Retry-After the server asked for, up to 3 s.
 */
export const RETRY: RetryOptions = {
  methods: ['get', 'head', 'put', 'delete', 'options'],
  statusCodes: [408, 502, 503, 504],
  afterStatusCodes: [503],
  maxRetryAfter: 3_000,
  backoffLimit: 3_000,
  jitter: true,
};

/** The bearer token the request went out with, or '' when it went without one. */
function bearerOf(request: Request): string {
  const auth = request.headers.get('authorization') ?? '';
  return auth.startsWith('Bearer ') ? auth.slice(7) : '';
}

/**
 * Creates the HTTP client for `apiBase`. Relative bases resolve against the page, so the default
 * reaches the same origin.
 */
export function createHttp(apiBase: string = DEFAULT_API_BASE): Http {
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, globalThis.location?.href);
  const http: Http = ky.create({
    prefix: base.href,
    timeout: ATTEMPT_TIMEOUT_MS,
    totalTimeout: TOTAL_TIMEOUT_MS,
    retry: RETRY,
    // An empty answer (a 204) reads as '' rather than failing to parse.
    parseJson: (text) => (text === '' ? '' : JSON.parse(text)),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // Read at every call: the host site or another element may have refreshed the token. A call
          // that names its own authorization (the token call sends an empty one) goes out as it is.
          const { token } = readSession();
          if (token && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          // A 401 invalid_token on a call sent with a token (expired early or revoked): renew the
          // session and send the call once more with the new token. The server refused the first
          // send, so nothing was done twice, which is why a POST may go again here. Only a refused
          // token is renewed; a 401 login_required (anonymous token) is the answer itself.
          const refused = bearerOf(request);
          if (response.status !== 401 || retryCount > 0 || !refused) return;
          if (!/invalid_token/.test(response.headers.get('www-authenticate') ?? '')) return;
          const token = await renewSession(apiBase, http, refused);
          const headers = new Headers(request.headers);
          headers.set('authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), delay: 0 });
        },
      ],
    },
  });
  return http;
}
