/**
 * A minimal HTTP/1.1 client over one raw socket (node:net), for tests that must see what fetch and
 * node's Agent hide: which connection an answer came on, its Connection header, and how the server
 * closed the socket (a clean FIN or a reset). No vitest here, so the soak script can use it too.
 */
import { connect, type Socket } from 'node:net';

/** One answer read off the socket. */
export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** One kept-alive connection to the server; answers are read in the order requests were written. */
export interface RawConnection {
  /** Writes `request` (a complete HTTP/1.1 request) and reads its answer. */
  send(request: string | Buffer): Promise<RawResponse>;
  /** Writes bytes without waiting for an answer (a body sent in parts). */
  write(bytes: string | Buffer): void;
  /** Reads the next answer. */
  read(): Promise<RawResponse>;
  /** Settles once the server closed the socket: with the socket error when it was reset. */
  closed: Promise<{ error?: string }>;
  destroy(): void;
}

/** Splits one HTTP answer off the front of `buf`, or says how much more is needed (null). */
function parseOne(buf: Buffer): { response: RawResponse; rest: Buffer } | null {
  const headEnd = buf.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = buf.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let at = headEnd + 4;
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.subarray(at, lineEnd).toString('latin1'), 16);
      if (buf.length < lineEnd + 2 + size + 2) return null;
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
      if (size === 0) break;
    }
    return {
      response: { status, headers, body: Buffer.concat(parts).toString('utf8') },
      rest: buf.subarray(at),
    };
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buf.length < at + length) return null;
  const body = buf.subarray(at, at + length).toString('utf8');
  return { response: { status, headers, body }, rest: buf.subarray(at + length) };
}

/** Opens a connection to 127.0.0.1:`port`. */
export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let buffered: Buffer = Buffer.alloc(0);
    const waiting: { resolve(r: RawResponse): void; reject(e: Error): void }[] = [];
    let failure: Error | undefined;
    const pump = () => {
      for (;;) {
        const next = waiting[0] && parseOne(buffered);
        if (!next) return;
        buffered = next.rest;
        waiting.shift()!.resolve(next.response);
      }
    };
    const closed = new Promise<{ error?: string }>((done) => {
      socket.on('error', (e: NodeJS.ErrnoException) => {
        failure = e;
        done({ error: e.code ?? e.message });
      });
      socket.on('close', () => {
        failure ??= new Error('the server closed the connection before answering');
        for (const w of waiting.splice(0)) w.reject(failure);
        done({});
      });
    });
    socket.on('data', (d: Buffer) => {
      buffered = Buffer.concat([buffered, d]);
      pump();
    });
    socket.once('connect', () => {
      socket.off('error', reject);
      const read = () =>
        new Promise<RawResponse>((res, rej) => {
          if (socket.destroyed && failure) return rej(failure);
          waiting.push({ resolve: res, reject: rej });
          pump();
        });
      resolve({
        send(request) {
          socket.write(request);
          return read();
        },
        write: (bytes) => void socket.write(bytes),
        read,
        closed,
        destroy: () => socket.destroy(),
      });
    });
    socket.once('error', reject);
  });
}

/** A complete request with a JSON body and Content-Length. */
export function jsonRequest(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): string {
  const text = JSON.stringify(body);
  const lines = Object.entries({
    host: 'localhost',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${text}`;
}
