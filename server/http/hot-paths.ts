import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { accountSettings } from '../accounts/settings';
import { nodeClientAddress } from './client-address';
import { INVALID_TOKEN_CHALLENGE, bearerToken, invalidToken, tokenChecker } from '../auth/middleware';
import type { AppContext } from '../context';
import { priceCall, PRICE_HEADERS } from '../routes/price';
import { STREET_HEADERS, streetCall, type StreetLookupInput } from '../routes/streets';
import { MAX_BODY_BYTES } from './body-limit';
import { API_CORS_HEADERS } from './cors';
import { answerableError, failureEnvelope, isFormType, parseJsonText } from './envelope';
import { apiSecurityHeaders } from './security-headers';

/*
 * The two calls a booking makes again and again (a street lookup per typed letter, a price per change
 * of the trip) are answered straight from node:http, without building a fetch Request and Response and
 * without Hono's routing and middleware: that framing cost more than the calls themselves (see
 * `npm run bench`). Only the plain shape the widget sends takes this path; anything else, such as a
 * query string, a form body, a chunked upload, a token in the query or an unusual path, falls through
 * to the Hono app, whose routes call the very same functions (streetCall, priceCall, tokenChecker), so
 * both paths give the same answers. tests/api/hot-paths.test.ts holds them to that.
 */

const STREETS = '/api/streets/zoekstraten/';
const PRICE = '/api/billoprice';
/** Characters a plain lookup path has; anything else (a query, raw non-ASCII, a backslash) falls through. */
const PLAIN_PATH = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;
/** A Host the URL parser would leave unchanged. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;
const DIGITS = /^\d{1,9}$/;
// Like the fetch Request's text(): UTF-8, a leading byte order mark dropped, bad bytes replaced.
const decoder = new TextDecoder();

/**
 * The street lookup's raw values from the path after /api/streets/zoekstraten/: a postal code and an
 * optional street. Undefined when the path is not plain (the Hono app then answers it).
 */
function streetPath(rest: string): StreetLookupInput | undefined {
  if (!PLAIN_PATH.test(rest)) return undefined;
  const parts = rest.split('/');
  if (parts.length > 2) return undefined;
  let postal: string;
  let street: string | undefined;
  try {
    postal = decodeURIComponent(parts[0] ?? '');
    street = parts[1] ? decodeURIComponent(parts[1]) : undefined;
  } catch {
    return undefined;
  }
  // Dot segments are resolved by the URL parser; an empty postal code matches no route.
  if (postal === '' || postal === '.' || postal === '..' || street === '.' || street === '..')
    return undefined;
  // A NUL in a path parameter gets its 400 from the Hono route.
  if (postal.includes('\u0000') || street?.includes('\u0000')) return undefined;
  return { postal, street, lang: undefined };
}

function plainRequest(req: IncomingMessage): boolean {
  const host = req.headers.host;
  return host !== undefined && PLAIN_HOST.test(host) && req.headers['transfer-encoding'] === undefined;
}

/** The headers of every hot-path answer: those of any /api answer of the Hono app. */
type ApiHeaders = Record<string, string>;

function send(
  res: ServerResponse,
  apiHeaders: ApiHeaders,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...API_CORS_HEADERS,
    ...apiHeaders,
    ...headers,
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function sendError(req: IncomingMessage, res: ServerResponse, apiHeaders: ApiHeaders, err: unknown): void {
  const e = answerableError(err, req.method ?? '', req.url ?? '');
  // Failures are never cached, as server/http/no-store.ts makes them on the Hono app.
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...e.headers };
  if (e.error === 'invalid_token') headers['www-authenticate'] = INVALID_TOKEN_CHALLENGE;
  send(res, apiHeaders, e.status, JSON.stringify(failureEnvelope(e)), headers);
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/**
 * Wraps the Hono app's request listener: answers plain street lookups and price requests directly and
 * hands every other request to `fallback`.
 */
export function withHotPaths(ctx: AppContext, fallback: RequestListener): RequestListener {
  const streets = streetCall(ctx);
  const price = priceCall(ctx);
  const checkToken = tokenChecker(ctx);
  const apiHeaders = apiSecurityHeaders(ctx.config);
  const { proxyHops } = accountSettings(ctx.config);

  const answerStreets = async (req: IncomingMessage, res: ServerResponse, input: StreetLookupInput) => {
    try {
      send(res, apiHeaders, 200, await streets(input), STREET_HEADERS);
    } catch (e) {
      sendError(req, res, apiHeaders, e);
    }
  };

  const answerPrice = async (req: IncomingMessage, res: ServerResponse, token: string) => {
    const text = readText(req);
    try {
      // As behind the Hono route's middleware: the token is checked before the body is looked at.
      const auth = await checkToken(token);
      if (!auth) {
        text.catch(() => undefined);
        throw invalidToken(true);
      }
      send(
        res,
        apiHeaders,
        200,
        await price(parseJsonText(await text), () => nodeClientAddress(req, proxyHops), auth.userId),
        PRICE_HEADERS,
      );
    } catch (e) {
      sendError(req, res, apiHeaders, e);
    }
  };

  return (req, res) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && url.startsWith(STREETS) && plainRequest(req)) {
      const length = req.headers['content-length'];
      const input =
        length === undefined || length === '0' ? streetPath(url.slice(STREETS.length)) : undefined;
      if (input) return void answerStreets(req, res, input);
    } else if (req.method === 'POST' && url === PRICE && plainRequest(req)) {
      const token = bearerToken(req.headers.authorization);
      const length = req.headers['content-length'] ?? '';
      const json = !isFormType(req.headers['content-type'] ?? '');
      if (token && json && DIGITS.test(length) && Number(length) <= MAX_BODY_BYTES) {
        return void answerPrice(req, res, token);
      }
    }
    fallback(req, res);
  };
}
