import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/*
 * Some requests never reach the Hono app: Node's HTTP parser refuses them (headers over its limit, raw
 * bytes outside ASCII in the path, a request line that is not HTTP) and an HTTP/1.1 request without
 * Host. Node would answer those itself with an empty body; these functions answer them with the API's
 * failure envelope instead, naming what is wrong, so every failure a client sees has one shape.
 */

/** The envelope `{status: false, error, error_description, field}` as a complete raw HTTP answer. */
function rawAnswer(status: number, error: string, description: string, field: string): string {
  const body = JSON.stringify({ status: false, error, error_description: description, field });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    'Access-Control-Allow-Origin: *\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
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

/**
 * The server's `clientError` handler: answers a request the parser refused in the envelope (431 for
 * headers over the limit, 408 for a request that took too long, else 400) and closes the connection;
 * a connection that is already gone is just destroyed, without a log line.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
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
}

/**
 * Wraps the request listener: an HTTP/1.1 request without Host is answered 400 in the envelope, as
 * HTTP/1.1 requires the header (an HTTP/1.0 request may go without and is served).
 */
export function requireHost(
  listener: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (req.headers.host === undefined && req.httpVersion === '1.1') {
      res.socket?.end(rawAnswer(400, 'invalid_request', 'The Host header is missing.', 'host'));
      return;
    }
    void listener(req, res);
  };
}
