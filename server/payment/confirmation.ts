import { truncateText } from '../../core';
import type { AppContext } from '../context';
import { sendOrderConfirmation } from '../mail/order-confirmation';
import { log } from '../log';

/**
 * Sends the confirmation e-mail of an order whose final status change just claimed it (state.ts
 * inserts the claim row in the same transaction, so only one caller ever gets here per order). The
 * outcome is written to `order_confirmation_mails`; a mail failure is logged and recorded but never
 * undoes the payment or breaks the customer's redirect.
 */
export async function deliverConfirmation(ctx: AppContext, orderId: number): Promise<void> {
  try {
    await sendOrderConfirmation(ctx, orderId);
    await ctx.db.query(
      'UPDATE order_confirmation_mails SET sent_at = now(), last_error = NULL WHERE order_id = $1',
      [orderId],
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    log.error({ order: orderId, err: e }, 'payment: the confirmation e-mail failed');
    await ctx.db
      .query('UPDATE order_confirmation_mails SET last_error = $2 WHERE order_id = $1', [
        orderId,
        truncateText(message, 500),
      ])
      .catch(() => undefined);
  }
}
