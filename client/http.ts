/**
 * The HTTP client of the API: a client (request.ts) on one API base that sends the shared session's
 * access token as a bearer token. Each widget element makes its own; the site's islands share one per
 * base.
 */
import { createClient, type Http } from './request';
import { renewSession } from './session';
import { readSession } from './storage';

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

/**
 * Sends one request. A 401 invalid_token on a call sent with a token (expired early or revoked)
 * renews the session and sends the call once more with the new token; the server refused the first
 * one, so nothing was done twice. The body is read once up front so the second send can carry it.
 */
async function send(request: Request, renew: (refused: string) => Promise<string>): Promise<Response> {
  // Read at every call: the host site or another element may have refreshed the token. A call that
  // names its own authorization (the token call sends an empty one) goes out as it is.
  const { token } = readSession();
  if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
  const auth = request.headers.get('authorization') ?? '';
  if (!auth.startsWith('Bearer ')) return fetch(request);
  const body = request.body ? await request.arrayBuffer() : null;
  const { method, signal, url } = request;
  const sendWith = (token: string) => {
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(new Request(url, { method, headers, body, signal }));
  };
  const first = await sendWith(auth.slice(7));
  // Only a refused token is renewed; a 401 login_required (anonymous token) is the answer itself.
  const refused = first.status === 401 && /invalid_token/.test(first.headers.get('www-authenticate') ?? '');
  return refused ? sendWith(await renew(auth.slice(7))) : first;
}

/**
 * Creates the HTTP client for `apiBase`. Relative bases resolve against the page, so the default
 * reaches the same origin. No automatic retries: a repeated POST must be the caller's decision; the
 * only second send is the one after a refused token (see `send`).
 */
export function createHttp(apiBase: string = DEFAULT_API_BASE): Http {
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, globalThis.location?.href);
  const http: Http = createClient({
    base: base.href,
    timeoutMs: 30_000,
    send: (request) => send(request, (refused) => renewSession(apiBase, http, refused)),
  });
  return http;
}
