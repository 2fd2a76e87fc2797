import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Lang } from '../../core';
import type { AppContext } from '../context';
import { outboxFileStem, privateFolder } from '../data/private-files';
import { withOperatorFooter } from './operator-footer';

export { readOutbox, type OutboxMail } from './outbox';

/** One attachment of an outgoing e-mail, e.g. an order confirmation PDF. */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

/** An outgoing e-mail. `text` is required so every message reads in any mail client. */
export interface MailMessage {
  to: string;
  /** The recipient's language: the closing every e-mail ends with is written in it. */
  lang: Lang;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Where a message went: its Message-ID, and the outbox file when no SMTP server is configured. */
export interface SentMail {
  messageId: string;
  file?: string;
}

// One SMTP transport (a connection pool) per configuration; it holds connections, not shared state.
const transports = new WeakMap<object, Transporter>();

/**
 * How long a send waits for the SMTP server: to connect, for its greeting, and for any answer after
 * that. A customer's request (a finished order's confirmation, a password reset) waits on the send, so
 * an SMTP server that accepts connections but hangs must fail it in seconds, not in nodemailer's
 * default 30 s to 10 minutes. Parameters in SMTP_URL (e.g. `?greetingTimeout=10000`) still override.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15_000 };

function smtpTransport(ctx: AppContext, url: string): Transporter {
  let t = transports.get(ctx.config);
  if (!t) {
    t = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    transports.set(ctx.config, t);
  }
  return t;
}

/**
 * Sends an e-mail: through the SMTP server of `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`)
 * when set; otherwise the complete message is written to `<dataDir>/outbox/<timestamp>-<count>-<id>.eml` (open
 * it in any mail client), with a `.json` summary beside it for tools and tests ({@link readOutbox}).
 * The sender is the operator's (operator.json `mailFrom`), and every message ends with the operator's
 * closing and contact block ({@link withOperatorFooter}), so no template has to repeat them.
 */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<SentMail> {
  const { operator } = ctx.config;
  const from = { name: operator.mailFrom.name, address: operator.mailFrom.address };
  const msg = withOperatorFooter(message, operator, ctx.config.publicUrl);
  const id = randomUUID();
  const host = new URL(ctx.config.publicUrl).hostname || 'localhost';
  const mail = {
    from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    messageId: `<${id}@${host}>`,
    ...(msg.html !== undefined ? { html: msg.html } : {}),
    ...(msg.attachments ? { attachments: msg.attachments } : {}),
  };
  const smtpUrl = ctx.config.env.SMTP_URL;
  if (smtpUrl) {
    const info = await smtpTransport(ctx, smtpUrl).sendMail(mail);
    return { messageId: String(info.messageId) };
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(mail);
  const dir = join(ctx.config.dataDir, 'outbox');
  // The outbox holds customers' names, addresses and links to their bookings: the server's user only.
  privateFolder(ctx.config.dataDir);
  privateFolder(dir);
  // Sortable names, so a directory listing shows the mails in the order they were sent.
  const base = outboxFileStem(id);
  const file = join(dir, `${base}.eml`);
  writeFileSync(file, info.message as Buffer, { mode: 0o600 });
  const summary = {
    from: `${from.name} <${from.address}>`,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html ?? null,
    attachments: (msg.attachments ?? []).map((a) => a.filename),
    messageId: mail.messageId,
    date: new Date().toISOString(),
  };
  writeFileSync(join(dir, `${base}.json`), JSON.stringify(summary, null, 2), { mode: 0o600 });
  return { messageId: mail.messageId, file };
}
