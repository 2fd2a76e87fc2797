import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { orderPayloadSchema } from '../orders/order-schema';
import { placeOrder } from '../orders/order-service';
import { orderLines } from '../orders/order-views';
import { accountSummaries } from '../orders/account-summaries';
import { findOrderById, listUserOrders } from '../data/orders/orders-repo';
import { linkByPair } from '../manage/link';
import { wakeOwedMails } from '../mail/owed-mails';
import { callerOwns, orderNotFound } from '../orders/order-ownership';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { ApiError, ok, paramsOf, parse, readBody } from '../http/envelope';
import { freeText, idInput, numberInput } from '../http/input';
import { createRouter } from '../pricing/router';
import { codeGuard } from '../pricing/code-throttle';
import { clientAddress } from '../http/client-address';
import { accountSettings } from '../accounts/account-settings';
import { language } from '../accounts/schemas';
import { DEFAULT_LANG, brusselsToday, pageOriginOf, type OrderListMeta } from '../../core';

const idParam = z.object({ id: idInput });
const keyHeader = z.string().trim().min(1).max(100, 'at most 100 characters').optional();
// The reader's language of the account list: its cities in that language, its airports by name.
const readerLang = language.optional();
const pageBody = z.object({
  lang: readerLang,
  page: numberInput(z.number().int('a whole number is required').min(1, 'at least 1').max(100_000)).default(
    1,
  ),
  PageSize: numberInput(
    z.number().int('a whole number is required').min(1, 'at least 1').max(100, 'at most 100'),
  ).default(10),
});
const code = freeText(z.string().trim().max(20, 'at most 20 characters')).optional();
// Issue 23: the e-mail address the booking was made with, beside its code (optional here so that a
// body without either names the code first).
const email = freeText(z.string().trim().max(254, 'at most 254 characters')).optional();
const linkBody = z.object({ ecode: code, 'e-code': code, code, email, lang: readerLang });

/**
 * The order calls of SPEC 7: `POST billoprice/neworder`, `GET ordersbillo/{id}`,
 * `POST billousers/list{Product}Orders.json` and `POST billousers/linkorder` (the booking code and the
 * e-mail address it was booked with, server/manage/link.ts). All need an access token; the list and the
 * link need a logged-in user. Another customer's order answers exactly as a
 * missing one; every answer is `Cache-Control: no-store` (server/http/no-store.ts).
 */
export function orderRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  const router = createRouter(ctx.config.env);
  const { proxyHops } = accountSettings(ctx.config);

  app.post('/billoprice/neworder', auth, async (c) => {
    const body = await readBody(c);
    const payload = parse(orderPayloadSchema, body);
    const header = parse(z.object({ 'idempotency-key': keyHeader }), {
      'idempotency-key': c.req.header('idempotency-key'),
    });
    const key = header['idempotency-key'] ?? (payload.idempotency_key || null);
    const guard = codeGuard(ctx.db, () => clientAddress(c, proxyHops));
    const origin = pageOriginOf(c.req.header('origin'));
    const placed = await placeOrder(
      ctx,
      router,
      c.get('auth'),
      payload,
      key,
      new Date(),
      guard,
      null,
      origin,
    );
    const { replayed, ...data } = placed;
    return jsonAnswer(c, JSON.stringify({ status: true, ID: data.ID, data }), replayed ? 200 : 201);
  });

  app.get('/ordersbillo/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const order = await findOrderById(ctx.db, id);
    if (!order || !(await callerOwns(ctx.db, c.get('auth'), order))) throw orderNotFound(id);
    return ok(c, orderLines(order));
  });

  // Any product name: the original had one list call per product (listBilloOrders.json, …). The
  // pattern starts after the fixed "list": Hono's RegExpRouter takes a pattern parameter only where no
  // other route branches off, and "/billousers/" is shared with the static account calls (with the
  // pattern right after it, the whole app would fall back to the slower TrieRouter).
  app.post('/billousers/list:product{[A-Za-z0-9]*Orders\\.json}', auth, async (c) => {
    const userId = requireUser(c);
    const { page, PageSize, lang } = parse(pageBody, await readBody(c));
    const { rows, count } = await listUserOrders(ctx.db, userId, page, PageSize);
    return ok(c, await accountSummaries(ctx.db, rows, lang ?? DEFAULT_LANG, brusselsToday(new Date())), {
      count,
      PageSize,
      page,
    } satisfies OrderListMeta);
  });

  app.post('/billousers/linkorder', auth, async (c) => {
    const userId = requireUser(c);
    const b = parse(linkBody, await readBody(c));
    const ecode = b.ecode || b['e-code'] || b.code;
    if (!ecode)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "ecode" (the booking code) is required.',
        'ecode',
      );
    if (!b.email)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "email" (the e-mail address the booking was made with) is required.',
        'email',
      );
    const id = await linkByPair(ctx.db, userId, clientAddress(c, proxyHops), ecode, b.email);
    // The booker's notice was owed with the link; the scheduler sends it now (issue 24).
    wakeOwedMails(ctx);
    const order = (await findOrderById(ctx.db, id))!;
    const [summary] = await accountSummaries(
      ctx.db,
      [order],
      b.lang ?? DEFAULT_LANG,
      brusselsToday(new Date()),
    );
    return ok(c, summary);
  });

  return new Hono().route('/', app);
}
