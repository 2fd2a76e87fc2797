import { Hono } from 'hono';
import { z } from 'zod';
import { brusselsToday, toEuros, type PriceWithTypesResult, type TypePriceResult } from '../../core';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { ApiError, ok, okText, parse, queryOf, readBody } from '../http/envelope';
import { freeText } from '../http/input';
import { parsePriceRequest } from '../pricing/request';
import { priceResult } from '../pricing/result';
import { poRequest, quoteTrip } from '../pricing/quote';
import { poNeedsAgencyLogin } from '../pricing/po-agency-login';
import { todayInBrussels } from '../pricing/today';
import { quoteAllTypes, quoteEveryTypeOf, type TypeQuote } from '../pricing/type-quotes';
import { createRouter } from '../pricing/router';
import { codeGuard } from '../pricing/code-throttle';
import { checkCoupon } from '../pricing/code-terms';
import { clientAddress } from '../http/client-address';
import { accountSettings } from '../accounts/account-settings';

const couponQuery = z.object({
  coupon: freeText(z.string().trim().min(1, 'a coupon code is required').max(40, 'at most 40 characters')),
});

const COUPON_REFUSALS = {
  unknown: 'This coupon code is not known.',
  not_yet_valid: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  used_up: 'This coupon has already been used.',
} as const;

/**
 * The price call's query (issue 29): `soorten=1` asks the prices of every transport type with the price,
 * for the wizard's vehicle cards. Other query parameters are ignored, as they always were.
 */
const priceQuery = z.object({ soorten: z.enum(['0', '1']).optional() });

function refusal(reason: keyof typeof COUPON_REFUSALS): ApiError {
  return new ApiError(404, `coupon_${reason}`, COUPON_REFUSALS[reason], 'coupon');
}

/** The type quotes in the answer's names: the items of `billoprice/types` and of `SOORTEN`. */
function typePriceResults(types: TypeQuote[]): TypePriceResult[] {
  return types.map((t) => ({
    SOORTVERVOER: t.type.toLowerCase(),
    BESCHIKBAAR: t.available,
    REDEN: t.available ? null : t.reason,
    PRIJS: t.available ? priceResult(t.quote) : null,
  }));
}

/**
 * The price call of SPEC 7 without its HTTP framing: a parsed JSON or form body and the caller's
 * address (asked only when the request carries a PO or coupon code, for the look-up throttle) in, the
 * serialised success envelope of the price result out (400 naming the field for bad input, 429 after
 * too many unknown codes). With `withTypes` (issue 29) the answer also carries `SOORTEN`, every type
 * priced from the same quote's routes and codes.
 */
function priceCall(
  ctx: AppContext,
): (body: unknown, client: () => string, callerUserId: number | null, withTypes: boolean) => Promise<string> {
  const router = createRouter(ctx.config.env);
  return async (body, client, callerUserId, withTypes) => {
    const now = new Date();
    const request = { ...parsePriceRequest(body, now), callerUserId };
    const quote = await quoteTrip(ctx, router, request, now, 'lenient', codeGuard(ctx.db, client));
    const result = priceResult(quote);
    // A PO that gave nothing because its agency must book it logged in says so (issue 28).
    const agencyLogin =
      result.PO === '' &&
      poNeedsAgencyLogin(ctx.db, poRequest(request, quote.licenceKnown), todayInBrussels(now));
    if (agencyLogin !== false && (await agencyLogin)) result.POAGENTLOGIN = true;
    if (!withTypes) return okText(result);
    const withSoorten: PriceWithTypesResult = {
      ...result,
      SOORTEN: typePriceResults(await quoteEveryTypeOf(ctx, quote, now)),
    };
    return okText(withSoorten);
  };
}

/**
 * The price of every transport type for one draft (issue 17): the body of the price call (its
 * soortvervoer is ignored) in, a list of {@link TypePriceResult}s out, cheapest type first. The PO and
 * coupon codes pass the same look-up throttle as the price call, once for all three types.
 */
function typesCall(
  ctx: AppContext,
): (body: unknown, client: () => string, callerUserId: number | null) => Promise<string> {
  const router = createRouter(ctx.config.env);
  return async (body, client, callerUserId) => {
    const now = new Date();
    // Any type parses; the call prices all three. A body that is no object is refused by the parse.
    const sent = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : body;
    if (sent !== body) Object.assign(sent as object, { soortvervoer: 'COMFORT' });
    const request = { ...parsePriceRequest(sent, now), callerUserId };
    const types = await quoteAllTypes(ctx, router, request, now, codeGuard(ctx.db, client));
    return okText(typePriceResults(types));
  };
}

/**
 * The price calls of SPEC 7: `POST /api/billoprice` (price request → price result, see
 * docs/booking-api.md) and `GET /api/billoprice/checkcoupon?coupon=`. Both need an access token
 * (anonymous is enough), and both count the caller's unknown PO and coupon codes
 * (server/pricing/code-throttle.ts).
 */
export function priceRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  const price = priceCall(ctx);
  const { proxyHops } = accountSettings(ctx.config);

  // A price depends on the moment it is asked, so it is never kept (no-store, the API's default).
  app.post('/billoprice', auth, async (c) => {
    const withTypes = parse(priceQuery, queryOf(c)).soorten === '1';
    const answer = await price(
      await readBody(c),
      () => clientAddress(c, proxyHops),
      c.get('auth').userId,
      withTypes,
    );
    return jsonAnswer(c, answer, 200);
  });

  const types = typesCall(ctx);
  app.post('/billoprice/types', auth, async (c) =>
    jsonAnswer(
      c,
      await types(await readBody(c), () => clientAddress(c, proxyHops), c.get('auth').userId),
      200,
    ),
  );

  app.get('/billoprice/checkcoupon', auth, async (c) => {
    const { coupon: code } = parse(couponQuery, queryOf(c));
    const guard = codeGuard(ctx.db, () => clientAddress(c, proxyHops));
    const { coupon, state } = await checkCoupon(ctx.db, code, brusselsToday(new Date()), guard);
    if (!coupon) throw refusal('unknown');
    if (state !== 'valid') throw refusal(state);
    return ok(c, {
      valid: true,
      COUPON: coupon.code,
      CAMPAGNE: coupon.campaign,
      BEDRAG: coupon.amountCents === null ? null : toEuros(coupon.amountCents),
      PERCENTAGE: coupon.percent,
      GELDIGTOT: coupon.validUntil,
    });
  });
  return new Hono().route('/', app);
}
