/**
 * Reads a message the SMTP stand-in received as its MIME parts, each decoded (base64 or
 * quoted-printable), so a test can read a mail's text and its attachments (a calendar file) as sent.
 */
import { expect } from 'vitest';
import type { TestServer } from './server';
import type { RunningSmtp } from './smtp';

/** One decoded part of a message: its content type and its text. */
export interface MailPart {
  type: string;
  body: string;
}

function decode(head: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function part(raw: string): MailPart {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  return {
    type: (/content-type:\s*([^;\r\n]+)/i.exec(head)?.[1] ?? 'text/plain').trim(),
    body: decode(head, body),
  };
}

/** The parts of message `raw` (one part for a message that is not multipart), headers cut off. */
export function mailParts(raw: string): MailPart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [part(raw)];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => part(p.replace(/^\r?\n/, '')));
}

/**
 * Waits until the stand-in has a message whose parts satisfy `match` and answers it: the scheduler sends
 * owed mails after the commit, so the test lets it finish its work and looks again, a bounded number of times.
 */
export async function waitForMail(
  server: TestServer,
  smtp: RunningSmtp,
  match: (parts: MailPart[]) => boolean,
): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const found = smtp.received.find((m) => match(mailParts(m)));
    if (found) return found;
    await server.scheduler.settled();
    await new Promise((r) => setTimeout(r, 25));
  }
  expect.fail('The expected mail never arrived.');
}
