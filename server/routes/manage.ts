import { Hono } from 'hono';
import { z } from 'zod';
import {
  LANGS,
  langOf,
  type Lang,
  type ManageAccess,
  type ManageChanged,
  type RevisionQuote,
} from '../../core';
import { accountSettings } from '../accounts/account-settings';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import type { AppContext } from '../context';
import {
  calendarFile,
  creditNoteFile,
  receiptFile,
  refuseUnscheduledCalendar,
  sendFile,
} from '../downloads/files';
import { signDownload } from '../downloads/links';
import { clientAddress } from '../http/client-address';
import { ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { freeText, idInput } from '../http/input';
import { oweMail, wakeOwedMails } from '../mail/owed-mails';
import { partnerReturnOf } from '../orders/partner-return';
import { grantedOrderId, managedOrder, presentedKey } from '../manage/access';
import { cancelOrder } from '../manage/cancel';
import { changeOrder, readChange } from '../manage/change';
import { PAIR_GRANT_SECONDS } from '../auth/manage-grants';
import { openByPair } from '../manage/open';
import { findManagedOrder } from '../data/orders/manage-orders-repo';
import { manageView, outcomeView } from '../manage/view';
import { planRevision } from '../manage/revise-quote';
import { reviseOrder } from '../manage/revise-apply';
import { orderPayloadSchema } from '../orders/order-schema';
import { publicBase } from '../payment/form';
import { codeGuard } from '../pricing/code-throttle';
import { createRouter } from '../pricing/router';

const idParam = z.object({ id: idInput });
const langQuery = z.object({ lang: z.enum(LANGS).optional() });
const code = freeText(
  z.string().trim().min(1, 'the booking code is required').max(40, 'at most 40 characters'),
);
const openBody = z.object({
  ecode: code,
  email: freeText(
    z.string().trim().min(1, 'the e-mail address is required').max(254, 'at most 254 characters'),
  ),
  lang: z.enum(LANGS).optional(),
});
const cancelBody = z.object({ lang: z.enum(LANGS).optional() });
// Issue 27: the whole order as the wizard sends it, and for the change itself a key per change.
const reviseQuoteBody = z.object({ order: orderPayloadSchema, lang: z.enum(LANGS).optional() });
const reviseBody = reviseQuoteBody.extend({
  idempotency_key: z.uuid('a uuid is required'),
});
const linkBody = z.object({
  file: z.enum(['receipt', 'credit-note', 'calendar'], { error: 'must be receipt, credit-note or calendar' }),
});

/**
 * The manage calls (issue 12, docs/manage-api.md): `POST billoorders/manage` opens a booking by its
 * code and e-mail address and grants a manage key; `GET billomanage/{id}`,
 * `POST billomanage/{id}/change`, `POST billomanage/{id}/cancel`, `GET billomanage/{id}/receipt`,
 * `GET billomanage/{id}/credit-note` and `GET billomanage/{id}/calendar` need that key (header
 * `X-Manage-Key`) or the order's owner, and so does `POST billomanage/{id}/link`, which answers a
 * short-lived signed link to the receipt, the credit note or the calendar for a browser to follow
 * (server/downloads/links.ts); `GET billoorders/granted` reads the summary of the order a key opens (the
 * outcome pages: no booking code, e-mail address or phone).
 * Everyone else gets the 404 of a missing order. Every call needs an access token, like all others.
 */
export function manageRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  const { proxyHops } = accountSettings(ctx.config);
  const router = createRouter(ctx.config.env);

  app.post('/billoorders/manage', auth, async (c) => {
    const b = parse(openBody, await readBody(c));
    const { key, order } = await openByPair(
      ctx.db,
      c.get('auth'),
      clientAddress(c, proxyHops),
      b.ecode,
      b.email,
    );
    const view = await manageView(ctx.db, order, b.lang ?? langOf(order.taal), new Date());
    return ok(c, { manage_key: key, expires_in: PAIR_GRANT_SECONDS, order: view } satisfies ManageAccess);
  });

  app.get('/billoorders/granted', auth, async (c) => {
    const { lang } = parse(langQuery, queryOf(c));
    const id = await grantedOrderId(ctx.db, c.get('auth'), presentedKey(c));
    const order = (await findManagedOrder(ctx.db, id))!;
    const view = await outcomeView(ctx.db, order, lang ?? langOf(order.taal), new Date());
    // Issue 28: the way back to the partner's page, only when the server accepted one for this order.
    const back = await partnerReturnOf(ctx.db, id);
    return ok(c, back ? { ...view, return_to: back } : view);
  });

  app.get('/billomanage/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { lang } = parse(langQuery, queryOf(c));
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id);
    return ok(c, await manageView(ctx.db, order, lang ?? langOf(order.taal), new Date()));
  });

  app.post('/billomanage/:id/change', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const body = await readBody(c);
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id, 'act');
    const lang = readerLang(body, order.taal);
    const changes = await changeOrder(ctx.db, order, readChange(body), new Date());
    const after = (await findManagedOrder(ctx.db, id))!;
    // The operator's notice was owed in the change's transaction; the scheduler sends it (issue 24).
    if (Object.keys(changes).length > 0) wakeOwedMails(ctx);
    return ok(c, {
      changed: Object.keys(changes),
      order: await manageView(ctx.db, after, lang, new Date()),
    } satisfies ManageChanged);
  });

  app.post('/billomanage/:id/cancel', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(cancelBody, await readBody(c));
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id, 'act');
    const now = new Date();
    // The cancellation mail is owed in the cancelling transaction and sent by the scheduler (issue 24).
    await cancelOrder(ctx.db, order, now, {
      within: (tx, done) => oweMail(tx, 'cancellation', order.id, { refund: done.coupon }),
    });
    wakeOwedMails(ctx);
    const after = (await findManagedOrder(ctx.db, id))!;
    return ok(c, await manageView(ctx.db, after, b.lang ?? langOf(order.taal), now));
  });

  // Issue 27: the change of a booking in place (server/manage/revise-quote.ts, revise-apply.ts).
  app.post('/billomanage/:id/revise/quote', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(reviseQuoteBody, await readBody(c));
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id, 'act');
    const guard = codeGuard(ctx.db, () => clientAddress(c, proxyHops));
    const plan = await planRevision(ctx, router, c.get('auth'), order, b.order, new Date(), guard, false);
    return ok(c, plan.quote satisfies RevisionQuote);
  });

  app.post('/billomanage/:id/revise', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(reviseBody, await readBody(c));
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id, 'act');
    const guard = codeGuard(ctx.db, () => clientAddress(c, proxyHops));
    const result = await reviseOrder(
      ctx,
      router,
      c.get('auth'),
      order,
      b.order,
      b.idempotency_key,
      new Date(),
      guard,
      {
        base: publicBase(ctx.config, c.req.url),
        origin: new URL(c.req.url).origin,
        lang: b.lang ?? langOf(order.taal),
      },
    );
    // The effects owe their mails in the change's transaction; the scheduler sends them (issue 24).
    wakeOwedMails(ctx);
    return ok(c, result);
  });

  app.get('/billomanage/:id/receipt', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id);
    return sendFile(c, await receiptFile(ctx, order, new Date()));
  });

  app.get('/billomanage/:id/credit-note', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const order = await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id);
    return sendFile(c, await creditNoteFile(ctx, order, new Date()));
  });

  app.get('/billomanage/:id/calendar', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    // The calendar names no code or e-mail address, so the outcome page's key opens it too.
    await managedOrder(ctx.db, c.get('auth'), presentedKey(c), id, 'summary');
    return sendFile(c, await calendarFile(ctx, id, new Date()));
  });

  // Issue 23: a page cannot put its token in a link, so it asks for a short-lived link signed for this
  // one file, after the same check as the view (owner or manage key; the outcome key for the calendar).
  app.post('/billomanage/:id/link', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { file } = parse(linkBody, await readBody(c));
    const order = await managedOrder(
      ctx.db,
      c.get('auth'),
      presentedKey(c),
      id,
      file === 'calendar' ? 'summary' : 'read',
    );
    // No link to a calendar the file route would refuse (an unpaid or cancelled booking, issue 31).
    if (file === 'calendar') refuseUnscheduledCalendar(order);
    return ok(c, await signDownload(ctx, file, String(id)));
  });

  return new Hono().route('/', app);
}

/** The reader's language a body asks for (`lang`), else the order's. */
function readerLang(body: unknown, taal: string): Lang {
  const asked = body !== null && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined;
  return LANGS.includes(asked as Lang) ? (asked as Lang) : langOf(taal);
}
