/**
 * Back to the partner after paying (issue 28). A partner's page passes a return URL with the booking;
 * it is kept only when its origin is listed, in the back office, for an active partner of the
 * booking's own agent licence (so one partner's page can never send the customer to another partner's
 * site, nor anywhere else). A refused URL is ignored: the booking goes on and ends on the operator's
 * outcome pages as before. The outcome page later asks for the way back through the order's outcome
 * key; it never reads a URL from its own address.
 */
import { parseReturnUrl, returnOutcomeOf, returnUrlWith, type PartnerReturn } from '../../core';
import type { Queryable } from '../data/database';
import { orderReturnRow, setOrderReturnUrl } from '../data/orders/return-url-repo';
import { partnerNameForOrigin } from '../data/partners/partner-origins-repo';

/**
 * Keeps `sent` as order `orderId`'s return URL when it is one the rules allow and its origin is listed
 * for a partner of licence `talic`; anything else is dropped without a word (the booking still
 * succeeds). Runs in the order's own transaction.
 */
export async function bindReturnUrl(
  tx: Queryable,
  orderId: number,
  talic: string,
  sent: string,
): Promise<void> {
  const parsed = parseReturnUrl(sent);
  if (!parsed || talic.trim() === '') return;
  if ((await partnerNameForOrigin(tx, talic, parsed.origin)) === null) return;
  await setOrderReturnUrl(tx, orderId, parsed.href);
}

/**
 * The way back of order `orderId` for its outcome page: the kept return URL with the booking number,
 * outcome, order id and total appended, and the partner's name; null when the order has none, its
 * payment is still open, or the operator has since removed the origin (or the partner).
 */
export async function partnerReturnOf(db: Queryable, orderId: number): Promise<PartnerReturn | null> {
  const row = await orderReturnRow(db, orderId);
  const outcome = row ? returnOutcomeOf(row.status) : null;
  if (!row?.return_url || !outcome) return null;
  const parsed = parseReturnUrl(row.return_url);
  if (!parsed) return null;
  const partner = await partnerNameForOrigin(db, row.talic, parsed.origin);
  if (partner === null) return null;
  const url = returnUrlWith(parsed.href, {
    booking: row.bonnr,
    outcome,
    order: orderId,
    total: row.total_cents / 100,
  });
  return { url, partner, outcome };
}
