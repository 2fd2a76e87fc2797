import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS, isFinal, langOf } from '../../core';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import type { AppContext } from '../context';
import { clientAddress, proxyHops } from '../http/client-address';
import { ApiError, ok, paramsOf, parse, queryOf } from '../http/envelope';
import { idInput } from '../http/input';
import { prepareAttempt } from '../payment/attempts';
import { finishFreeOrder, finishInvoiceOrder } from '../payment/finish';
import { returnRedirect } from '../payment/outcome-returns';
import { buildPaymentForm, publicBase } from '../payment/form';
import { keyOpens, presentedKey } from '../manage/access';
import { agencyPaysPo, findOrder, owesBalance, ownedOrder } from '../payment/payment-orders';
import { handleProviderMessage, type Channel } from '../payment/returns';
import { reopenForPayment } from '../payment/retry';
import { revisionRedirect } from '../payment/revision-return';
import { settleRevisionAttempt } from '../manage/revise-apply';
import { wakeOwedMails } from '../mail/owed-mails';
import { paymentSettings, readProviderEnv } from '../payment/payment-settings';

const idParam = z.object({ id: idInput });
const formQuery = z.object({ lang: z.enum(LANGS).optional() });

/** The provider's parameters: the query string plus, for a POST, the form body (both may be used). */
async function providerEntries(c: Context): Promise<[string, string][]> {
  const entries: [string, string][] = [...new URL(c.req.url).searchParams.entries()];
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    try {
      if (type.includes('application/x-www-form-urlencoded')) {
        entries.push(...new URLSearchParams(await c.req.text()).entries());
      } else if (type.includes('multipart/form-data')) {
        for (const [k, v] of (await c.req.formData()).entries())
          if (typeof v === 'string') entries.push([k, v]);
      }
    } catch {
      throw new ApiError(400, 'invalid_request', 'The request body is not a readable form.', 'body');
    }
  }
  return entries;
}

/** The sender of a provider message as the payment rejections record it (TRUST_PROXY applies). */
function remoteAddress(c: Context, hops: number): string | null {
  const address = clientAddress(c, hops);
  return address === 'unknown' ? null : address;
}

/**
 * The payment hand-off (SPEC 7): `GET payment/form/{id}` prepares the provider's signed hidden form
 * for an order the caller owns or opened with a manage key (docs/manage-api.md, "pay now"); `payment/accept|decline|cancel|exception` (GET or POST) are the
 * provider's browser returns, answered with a 303 to the outcome page (with its key on the first return
 * only, server/payment/outcome-returns.ts); `payment/postsale` is its
 * server-to-server request; `payment/freeorderok/{id}` and `payment/invoiceorderok/{id}` finish orders
 * that skip the provider. Bad PAYMENT_* settings stop the server at start.
 */
export function paymentRoutes(ctx: AppContext): Hono {
  readProviderEnv(ctx.config.env);
  const hops = proxyHops(ctx.config);
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);

  app.get('/payment/form/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { lang } = parse(formQuery, queryOf(c));
    // The owner, or a customer who opened the booking on the manage page ("pay now").
    const key = presentedKey(c);
    const opened = await keyOpens(ctx.db, c.get('auth'), key, id, 'pay');
    const order = opened ? (await findOrder(ctx.db, id))! : await ownedOrder(ctx.db, c.get('auth'), id);
    if (order.status === 'cancelled') {
      throw new ApiError(
        409,
        'order_closed',
        `Booking ${order.bonnr} is cancelled; there is nothing to pay.`,
        'id',
      );
    }
    // A paid order that lost a coupon to another booking pays the difference it owes (issue 23).
    if (isFinal(order.status) && !owesBalance(order)) {
      throw new ApiError(
        409,
        'order_closed',
        `Order ${order.bonnr} is already ${order.status}; there is nothing to pay.`,
        'id',
      );
    }
    if (order.total_cents === 0) {
      throw new ApiError(
        409,
        'free_order',
        `Order ${order.bonnr} costs nothing; finish it with payment/freeorderok.`,
        'id',
      );
    }
    // A ride its travel agency pays for is invoiced to the agency: a card payment would bill it twice.
    if (await agencyPaysPo(ctx.db, order)) {
      throw new ApiError(
        409,
        'invoiced_to_agency',
        `Order ${order.bonnr} is invoiced to the travel agency; it is not paid by card.`,
        'id',
      );
    }
    // A new attempt after a failed or canceled payment first takes the order's coupon uses again.
    await reopenForPayment(ctx.db, order);
    const settings = await paymentSettings(ctx.db, ctx.config.env);
    const attempt = await prepareAttempt(ctx.db, order);
    const language = lang ?? langOf(order.taal);
    return ok(c, buildPaymentForm(settings, order, attempt, publicBase(ctx.config, c.req.url), language));
  });

  for (const channel of ['accept', 'decline', 'cancel', 'exception'] as const satisfies readonly Channel[]) {
    app.on(['GET', 'POST'], `/payment/${channel}`, async (c) => {
      const result = await handleProviderMessage(
        ctx,
        channel,
        await providerEntries(c),
        remoteAddress(c, hops),
        settleRevisionAttempt,
      );
      // The difference of a change (issue 27): the outcome page of the change, no outcome key.
      if (result.revisionId !== null) {
        // The change's effects owed their mails in the message's transaction (issue 24's scheduler).
        wakeOwedMails(ctx);
        return c.redirect(
          await revisionRedirect(ctx.db, result.order, result.revisionId, result.decision.payid),
          303,
        );
      }
      // The outcome key goes to the decision's first fresh return only; a replay gets the bare page.
      return c.redirect(await returnRedirect(ctx.db, result.order, result.payid, result.decision), 303);
    });
  }

  app.on(['GET', 'POST'], '/payment/postsale', async (c) => {
    const result = await handleProviderMessage(
      ctx,
      'postsale',
      await providerEntries(c),
      remoteAddress(c, hops),
      settleRevisionAttempt,
    );
    if (result.revisionId !== null) wakeOwedMails(ctx);
    return c.text('OK');
  });

  app.get('/payment/freeorderok/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    return ok(c, { redirect: await finishFreeOrder(ctx, c.get('auth'), id) });
  });

  app.get('/payment/invoiceorderok/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    return ok(c, { redirect: await finishInvoiceOrder(ctx, c.get('auth'), id) });
  });

  return new Hono().route('/', app);
}
