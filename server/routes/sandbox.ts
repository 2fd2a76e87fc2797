import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppContext } from '../context';
import { errorPage, paymentPage } from '../payment/sandbox-page';
import {
  SandboxRefusal,
  decideTransaction,
  openTransaction,
  sendPostSale,
  type SandboxDecision,
  type SandboxMethod,
} from '../payment/sandbox';
import { paymentSettings, readProviderEnv } from '../payment/settings';

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
 * This process's own address as seen by the socket the request arrived on. The post-sale request goes
 * there, so it always reaches this server and can never be pointed elsewhere by a posted field.
 */
function ownOrigin(c: Context): string | null {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return null;
  const host = socket.localAddress.includes(':') ? `[${socket.localAddress}]` : socket.localAddress;
  return `http://${host}:${socket.localPort}`;
}

/**
 * The embedded sandbox provider, mounted at /sandbox when no production provider is configured:
 * `POST /sandbox/orderstandard` checks the SHA-IN-signed form and shows the payment page;
 * `POST /sandbox/orderstandard/decide` settles it (Approve, Decline, Cancel, Fail), sends the
 * SHA-OUT-signed post-sale request to this server, then redirects the browser (303) to the matching
 * return URL. With PAYMENT_* set every sandbox path answers 404.
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

  return app;
}
