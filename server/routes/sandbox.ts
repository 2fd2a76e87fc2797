import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppContext } from '../context';
import { ownOrigin } from '../http/own-origin';
import { errorPage, maintenanceXml, paymentPage } from '../payment/sandbox-page';
import { SANDBOX_REFUND_ERRORS, sandboxRefund } from '../payment/sandbox-refund';
import {
  SandboxRefusal,
  decideTransaction,
  openTransaction,
  sendPostSale,
  type SandboxDecision,
  type SandboxMethod,
} from '../payment/sandbox-provider';
import { paymentSettings, readProviderEnv } from '../payment/payment-settings';

const DECISIONS: readonly SandboxDecision[] = ['approve', 'decline', 'cancel', 'fail'];

// The page is the provider's, not the product's: nothing may frame it, nothing is loaded from elsewhere.
function secure(c: Context): void {
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
}

// A form that cannot be read, or holds a NUL (no database text can store one), counts as no form.
async function formFields(c: Context): Promise<Record<string, string> | null> {
  try {
    const body = await c.req.parseBody();
    const fields = Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string');
    if (fields.some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'))) return null;
    return Object.fromEntries(fields);
  } catch {
    return null;
  }
}

/**
 * The embedded sandbox provider, mounted at /sandbox when no production provider is configured:
 * `POST /sandbox/orderstandard` checks the SHA-IN-signed form and shows the payment page;
 * `POST /sandbox/orderstandard/decide` settles it (Approve, Decline, Cancel, Fail), sends the
 * SHA-OUT-signed post-sale request to this server, then redirects the browser (303) to the matching
 * return URL; `POST /sandbox/maintenancedirect` is the provider's refund call (payment/sandbox-refund.ts),
 * answered in the provider's XML. With PAYMENT_* set every sandbox path answers 404.
 */
export function sandboxRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const production = readProviderEnv(ctx.config.env) !== null;
  app.use('*', async (c, next) => {
    if (production) return c.text('Not found', 404);
    secure(c);
    await next();
  });

  app.post('/orderstandard', async (c) => {
    const fields = await formFields(c);
    const language = fields?.LANGUAGE ?? fields?.language;
    try {
      if (!fields) throw new SandboxRefusal('unknown order/0/s');
      const settings = await paymentSettings(ctx.db, ctx.config.env);
      const tx = await openTransaction(ctx.db, settings, fields);
      return c.html(
        paymentPage(tx.fields.LANGUAGE, tx.id, tx.fields.ORDERID ?? '', Number(tx.fields.AMOUNT)),
      );
    } catch (e) {
      if (!(e instanceof SandboxRefusal)) throw e;
      return c.html(errorPage(language, e.code), 400);
    }
  });

  app.post('/orderstandard/decide', async (c) => {
    const fields = (await formFields(c)) ?? {};
    const decision = DECISIONS.find((d) => d === fields.decision);
    const method: SandboxMethod = fields.method === 'Bancontact' ? 'Bancontact' : 'CreditCard';
    if (!decision || !fields.tx) return c.html(errorPage(undefined, 'invalid decision'), 400);
    try {
      const settings = await paymentSettings(ctx.db, ctx.config.env);
      const result = await decideTransaction(ctx.db, settings, fields.tx, decision, method);
      const origin = ownOrigin(c);
      // Like the provider: the server-to-server post-sale first, then the customer's browser.
      if (origin) await sendPostSale(origin, result.params);
      if (result.returnUrl) return c.redirect(result.returnUrl, 303);
      return c.html(errorPage(result.language, `STATUS=${result.params.STATUS}`, true));
    } catch (e) {
      if (!(e instanceof SandboxRefusal)) throw e;
      return c.html(errorPage(undefined, e.code, e.processed), e.processed ? 409 : 400);
    }
  });

  app.post('/maintenancedirect', async (c) => {
    const fields = (await formFields(c)) ?? {};
    const settings = await paymentSettings(ctx.db, ctx.config.env);
    const answer = await sandboxRefund(ctx.db, settings, fields, c.req.header('idempotency-key') ?? '');
    // STATUS and NCERROR say what happened; a request that cannot be read or is not signed is also a
    // 400, so no client mistakes it for an answer about a payment.
    const unreadable = answer.NCERROR === SANDBOX_REFUND_ERRORS.invalid;
    return c.body(maintenanceXml(answer), unreadable ? 400 : 200, {
      'content-type': 'text/xml; charset=utf-8',
    });
  });

  return app;
}
