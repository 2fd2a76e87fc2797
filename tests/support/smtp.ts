/**
 * The SMTP stand-in: a minimal SMTP server on a loopback port that accepts every message and keeps its
 * DATA, so a test can read what the product really sent over SMTP (SMTP_URL) instead of the file outbox.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** Options of the stand-in. */
export interface SmtpStandInOptions {
  /**
   * Holds the answer to each message's DATA until this promise resolves: the message has arrived
   * (`received` has it) but the sender does not know yet, as in a send cut short or a hanging server.
   */
  hold?: Promise<void>;
  /** Called after a message is pushed onto `received`. */
  onMessage?: () => void;
}

/** A minimal SMTP server that accepts every message and pushes its DATA onto `received`. */
export function smtpStandIn(received: string[], options: SmtpStandInOptions = {}): Server {
  return createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.on('error', () => undefined);
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        data += buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(data);
        data = '';
        options.onMessage?.();
        if (options.hold) void options.hold.then(() => socket.write('250 queued\r\n'));
        else socket.write('250 queued\r\n');
      }
      let nl: number;
      while (!inData && (nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-stand-in\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

/** A listening stand-in: its `smtp://` URL, the messages it received, and how to stop it. */
export interface RunningSmtp {
  url: string;
  received: string[];
  /** Resolves once `received` holds at least `count` messages. */
  messages(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a stand-in on a free loopback port, or on `port` (a test that had the SMTP server down on it
 * brings it back).
 */
export async function startSmtpStandIn(
  options: SmtpStandInOptions & { port?: number } = {},
): Promise<RunningSmtp> {
  const received: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const w of [...waiting]) {
      if (received.length >= w.count) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }
    options.onMessage?.();
  };
  const server = smtpStandIn(received, { ...options, onMessage: wake });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    messages: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        // A held connection would keep close() waiting for ever.
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * The readable text of a received message: quoted-printable undone (soft line breaks, `=XX` bytes as
 * UTF-8), so a link split over lines or with `=` in it reads as sent.
 */
export function readableMail(raw: string): string {
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw)) return raw;
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
