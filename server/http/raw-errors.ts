import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import type { Config } from '../config';
import { log } from '../log';
import { API_CORS_HEADERS } from './cors';
import { apiSecurityHeaders } from './security-headers';

/*
 * Some requests never reach the Hono app: Node's HTTP parser refuses them (headers over its limit, raw
 * bytes outside ASCII in the path, a request line that is not HTTP), an HTTP/1.1 request without Host,
 * and requests @hono/node-server cannot turn into a URL (a malformed Host such as `a b` or `x:99999`,
 * `OPTIONS *`). Node and @hono/node-server would answer those themselves with an empty body; these
 * functions answer them with the API's failure envelope and the headers of every /api answer instead,
 * naming what is wrong, so every answer a client sees has one shape.
 */

/** The headers of every raw answer: those of an /api failure (CORS, security, no-store), as sent. */
function rawHeaders(config: Config): Record<string, string> {
  return {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...API_CORS_HEADERS,
    ...apiSecurityHeaders(config),
  };
}

function envelope(error: string, description: string, field: string): string {
  return JSON.stringify({ status: false, error, error_description: description, field });
}

const BAD_HOST = 'The Host header is not a valid host name with an optional port.';

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port of 1 to 5 digits. */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~%!$&'()*+,;=-]+)(?::(\d{1,5}))?$/i;

/** Host headers found valid lately: a server hears the same few, and parsing a URL costs 4 µs a call. */
const validHosts = new Set<string>();
/** The most hosts {@link validHosts} keeps; past it, it starts again (a flood of odd names cannot grow it). */
const VALID_HOSTS_KEPT = 64;

/** Whether `host` (a Host header) names a host and a port a URL can hold, as the app builds one from it. */
export function isValidHost(host: string): boolean {
  if (validHosts.has(host)) return true;
  const m = HOST_SHAPE.exec(host);
  if (!m || (m[1] !== undefined && Number(m[1]) > 65535)) return false;
  try {
    new URL(`http://${host}/`);
  } catch {
    return false;
  }
  if (validHosts.size >= VALID_HOSTS_KEPT) validHosts.clear();
  validHosts.add(host);
  return true;
}

/** Whether `e` says the client went away (hung up, reset), which is no fault of the server. */
export function isClientGone(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (typeof message === 'string' && message === 'aborted')
  );
}

/** The answers to requests the app never sees, built once per configuration. */
export interface RawErrors {
  /**
   * The server's `clientError` handler: answers a request the parser refused in the envelope (431 for
   * headers over the limit, 408 for a request that took too long, else 400) and closes the connection;
   * a connection that is already gone is just destroyed, without a log line.
   */
  answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void;
  /**
   * Wraps the request listener: an HTTP/1.1 request without Host is answered 400 in the envelope, as
   * HTTP/1.1 requires the header (an HTTP/1.0 request may go without and is served), and so is a Host
   * that is no host name or address with an optional port (`a b`, `x:99999`).
   */
  requireHost(
    listener: (req: IncomingMessage, res: ServerResponse) => unknown,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * The `errorHandler` of @hono/node-server's request listener: what it could not make a Request of
   * (a malformed Host, a target that is not a path) is a 400 in the envelope naming `host` or `path`.
   */
  requestError(e: unknown): Response;
}

/** Builds the raw answers with the headers of `config` (HSTS when PUBLIC_URL is https). */
export function rawErrors(config: Config): RawErrors {
  const headers = rawHeaders(config);

  /** The envelope as a complete raw HTTP answer that closes its connection. */
  const rawAnswer = (status: number, error: string, description: string, field: string): string => {
    const body = envelope(error, description, field);
    const lines = Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines}connection: close\r\n\r\n${body}`;
  };

  return {
    answerClientError(err, socket) {
      if (isClientGone(err) || !socket.writable) {
        socket.destroy();
        return;
      }
      let answer: string;
      switch (err.code) {
        case 'HPE_HEADER_OVERFLOW':
          answer = rawAnswer(
            431,
            'request_header_fields_too_large',
            'The request headers are too large.',
            'headers',
          );
          break;
        case 'ERR_HTTP_REQUEST_TIMEOUT':
          answer = rawAnswer(408, 'request_timeout', 'The request took too long to arrive.', 'request');
          break;
        case 'HPE_INVALID_URL':
        case 'HPE_INVALID_PATH':
          answer = rawAnswer(
            400,
            'invalid_request',
            'The request path is not valid: characters outside ASCII must be percent-encoded.',
            'path',
          );
          break;
        default:
          answer = rawAnswer(400, 'invalid_request', 'The request is not valid HTTP.', 'request');
      }
      socket.end(answer);
    },

    requireHost(listener) {
      return (req, res) => {
        const host = req.headers.host;
        if (host === undefined && req.httpVersion === '1.1') {
          res.socket?.end(rawAnswer(400, 'invalid_request', 'The Host header is missing.', 'host'));
          return;
        }
        if (host !== undefined && !isValidHost(host)) {
          res.socket?.end(rawAnswer(400, 'invalid_request', BAD_HOST, 'host'));
          return;
        }
        void listener(req, res);
      };
    },

    requestError(e) {
      let status = 400;
      let body: string;
      if (e instanceof RequestError && /host/i.test(e.message)) {
        body = envelope('invalid_request', BAD_HOST, 'host');
      } else if (e instanceof RequestError) {
        body = envelope(
          'invalid_request',
          'The request target is not valid: it must be a path starting with /.',
          'path',
        );
      } else {
        // Not the request's fault: the app itself threw before it could answer (Hono catches its own).
        log.error({ err: e }, 'http: the request listener failed');
        status = 500;
        body = envelope('server_error', 'Something went wrong on our side; please try again.', 'request');
      }
      return new Response(body, { status, headers });
    },
  };
}
