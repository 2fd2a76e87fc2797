/**
 * The HTTP side of the proof scenarios (fuzz, bookings, crash, two processes, failing dependencies):
 * raw requests over kept-alive connections, a bounded number in flight, and the figures every scenario
 * prints (sent, acknowledged, found, 5xx, p99). No vitest here: scripts/soak.ts runs the same code.
 */
import { Agent, request } from 'node:http';

/** One request as sent: the path is written as is (no URL normalisation), the body as bytes. */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One answer: status, content type, body text and how long it took. Status 0: the connection failed. */
export interface RawAnswer {
  status: number;
  type: string;
  text: string;
  ms: number;
  /** The socket error when there was no answer (e.g. the server was killed). */
  error?: string;
}

/** A client of one server over at most `sockets` kept-alive connections. */
export interface Client {
  send(req: RawRequest): Promise<RawAnswer>;
  close(): void;
}

/** Opens a client of the server at `baseUrl` (http://host:port). */
export function httpClient(baseUrl: string, sockets = 16, timeoutMs = 30_000): Client {
  const url = new URL(baseUrl);
  // LIFO reuses the socket used last, so fewer sockets sit idle up to the server's keep-alive timeout.
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, scheduling: 'lifo' });
  return {
    send(req) {
      const started = performance.now();
      const body = typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : req.body;
      const headers: Record<string, string> = { ...req.headers };
      if (body && headers['content-length'] === undefined) headers['content-length'] = String(body.length);
      return new Promise((resolve) => {
        const done = (a: Omit<RawAnswer, 'ms'>) => resolve({ ...a, ms: performance.now() - started });
        const attempt = (retried: boolean) => {
          const r = request(
            { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (d: Buffer) => chunks.push(d));
              res.on('end', () =>
                done({
                  status: res.statusCode ?? 0,
                  type: String(res.headers['content-type'] ?? ''),
                  text: Buffer.concat(chunks).toString('utf8'),
                }),
              );
              res.on('error', (e) => done({ status: 0, type: '', text: '', error: e.message }));
            },
          );
          r.setTimeout(timeoutMs, () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
          // A server that answers 413 before reading the whole body may reset the upload; a killed server
          // resets everything. Either way the caller sees status 0 and the reason.
          r.on('error', (e: NodeJS.ErrnoException) => {
            // A kept-alive socket the server closed for idling just as this request took it: the request
            // never reached the server, so it is sent once more on a fresh socket, as Node's docs advise.
            if (!retried && r.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) attempt(true);
            else done({ status: 0, type: '', text: '', error: e.message });
          });
          if (body) r.write(body);
          r.end();
        };
        attempt(false);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Runs `work(i)` for i in 0..count-1 with at most `inFlight` at once; resolves when all are done. */
export async function inParallel(
  count: number,
  inFlight: number,
  work: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(inFlight, count) }, async () => {
    while (next < count) await work(next++);
  });
  await Promise.all(lanes);
}

/** The figures a scenario reports. `found` is what the database holds of what was acknowledged. */
export interface Figures {
  scenario: string;
  sent: number;
  acknowledged: number;
  found: number;
  fiveXX: number;
  p99Ms: number;
}

/** Collects answers into {@link Figures}. */
export class Tally {
  sent = 0;
  acknowledged = 0;
  fiveXX = 0;
  found = 0;
  private readonly times: number[] = [];

  constructor(readonly scenario: string) {}

  /** Counts one answer: 2xx is acknowledged, 5xx (and no answer at all) is counted apart. */
  add(a: RawAnswer): void {
    this.sent++;
    if (a.status >= 200 && a.status < 300) this.acknowledged++;
    if (a.status >= 500) this.fiveXX++;
    if (a.status > 0) this.times.push(a.ms);
  }

  /** Adds the answers counted by `other` (e.g. one round of a longer run). */
  merge(other: Tally): void {
    this.sent += other.sent;
    this.acknowledged += other.acknowledged;
    this.fiveXX += other.fiveXX;
    this.times.push(...other.times);
  }

  /** The longest answer time, in ms. */
  max(): number {
    return this.times.reduce((m, t) => Math.max(m, t), 0);
  }

  /** The 99th percentile of the answer times, in ms. */
  p99(): number {
    if (this.times.length === 0) return 0;
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
  }

  figures(): Figures {
    const { scenario, sent, acknowledged, found, fiveXX } = this;
    return { scenario, sent, acknowledged, found, fiveXX, p99Ms: Math.round(this.p99() * 10) / 10 };
  }
}

/** The figures as one aligned table, for the end of a soak or a test's log. */
export function figuresTable(all: Figures[]): string {
  const head = ['scenario', 'sent', 'acknowledged', 'found', '5xx', 'p99 ms'];
  const rows = all.map((f) => [f.scenario, f.sent, f.acknowledged, f.found, f.fiveXX, f.p99Ms].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd : c.padStart).call(c, widths[i]!)).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}
