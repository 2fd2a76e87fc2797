import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message from the file outbox, as summarised next to its `.eml` file by `sendMail`. */
export interface OutboxMail {
  /** Path of the complete `.eml` message. */
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: string[];
  messageId: string;
  date: string;
}

/**
 * Lists the messages written to `<dataDir>/outbox` (when no `SMTP_URL` is set), oldest first. Tests use
 * it to read the mail a call sent; an operator can use it to see what would have gone out.
 */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<OutboxMail, 'file'>),
      file: join(dir, f.replace(/\.json$/, '.eml')),
    }));
}
