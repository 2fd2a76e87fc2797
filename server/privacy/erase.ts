/**
 * Erasure of an order's personal data (issue 13 "Privacy", SPEC 9): six months after its last leg
 * (./erasure-job.ts), or when its customer deletes the account (server/accounts/delete-account.ts).
 * Names, e-mail, phone, street and house number, flight numbers and map points are emptied, here and in
 * every copy the product keeps (payment messages, the customer's changes, feedback's author name,
 * manage grants); amounts, dates, postal codes, cities and numbers stay for the accounts.
 */
import { rmSync } from 'node:fs';
import type { Queryable } from '../data/database';
import { erasePersonalData, type ErasedOrder } from '../data/privacy/order-erasure-repo';
import { readOutbox } from '../mail/mailer';

export type { ErasedOrder } from '../data/privacy/order-erasure-repo';

/**
 * Erases the personal data of order `orderId` inside `tx` (give it the caller's transaction, so the
 * audit entry and the erasure stand or fall together). The order row is locked first; an order already
 * erased is left alone and answers null, so two processes never both erase (or audit) one order.
 */
export function eraseOrder(tx: Queryable, orderId: number): Promise<ErasedOrder | null> {
  return erasePersonalData(tx, orderId);
}

/**
 * Deletes the file-outbox copies (`<dataDir>/outbox`, written when no SMTP server is set) of the
 * e-mails about `order`: those naming its receipt number or booking code. Run after the erasure's
 * transaction committed; answers how many messages were removed.
 */
export function eraseOutboxCopies(dataDir: string, order: ErasedOrder): number {
  let removed = 0;
  for (const mail of readOutbox(dataDir)) {
    const text = `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`;
    if (!text.includes(order.bonnr) && !text.includes(order.ecode)) continue;
    rmSync(mail.file, { force: true });
    rmSync(mail.file.replace(/\.eml$/, '.json'), { force: true });
    removed++;
  }
  return removed;
}
