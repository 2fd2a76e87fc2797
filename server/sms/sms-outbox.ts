/**
 * The development SMS outbox: with no SMS provider configured, each SMS is written to
 * `<dataDir>/sms-outbox/<timestamp>-<count>-<id>.json` instead of sent, as the mail outbox does for e-mail
 * (server/mail/outbox.ts). Tests and an operator trying the product read it with {@link readSmsOutbox}.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxFileStem, privateFolder } from '../data/private-files';
import type { SmsMessage, SmsProvider } from './sms-types';

/** One SMS of the outbox. */
export interface OutboxSms {
  id: string;
  to: string;
  from: string;
  body: string;
  date: string;
}

/** The outbox of `dataDir` as an {@link SmsProvider}; `from` is the configured sender, if any. */
export function outboxProvider(dataDir: string, from: string): SmsProvider {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      const dir = join(dataDir, 'sms-outbox');
      // Customers' numbers and drivers' names: the server's user only, as the mail outbox.
      privateFolder(dataDir);
      privateFolder(dir);
      const id = `outbox-${randomUUID()}`;
      const date = new Date().toISOString();
      const sms: OutboxSms = { id, to: message.to, from, body: message.body, date };
      writeFileSync(join(dir, `${outboxFileStem(id, new Date(date))}.json`), JSON.stringify(sms, null, 2), {
        mode: 0o600,
      });
      return { providerId: id, status: 'sent' as const };
    },
  };
}

/** The SMS written to `<dataDir>/sms-outbox`, oldest first. */
export function readSmsOutbox(dataDir: string): OutboxSms[] {
  const dir = join(dataDir, 'sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxSms);
}
