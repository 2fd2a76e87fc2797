import { Hono } from 'hono';
import { z } from 'zod';
import {
  DEFAULT_LANG,
  MAX_FEEDBACK_LENGTH,
  MAX_RATING,
  MIN_RATING,
  averageRating,
  feedbackTextProblem,
  isRating,
  type FeedbackListMeta,
} from '../../core';
import { language } from '../accounts/schemas';
import { authenticate, requireUser } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { orderNotFound } from '../orders/order-ownership';
import type { AppContext } from '../context';
import { listApproved } from '../data/feedback/feedback-repo';
import { checkLinkToken } from '../feedback/feedback-link';
import { leaveFeedback, linkInfo, loadFeedbackOrder, type FeedbackInput } from '../feedback/feedback-service';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { idInput, numberInput } from '../http/input';

const TEXT_MESSAGES = {
  required: 'is required',
  too_long: `at most ${MAX_FEEDBACK_LENGTH} characters`,
  control: 'must not contain control characters other than line breaks',
  surrogate: 'must be well-formed text (it holds half of a character such as an emoji)',
} as const;

// The rules are core's (core/feedback.ts); the schema only names the field that breaks one.
const feedbackFields = {
  rating: numberInput(z.number().refine(isRating, `a whole number from ${MIN_RATING} to ${MAX_RATING}`)),
  text: z.string({ error: 'is required' }).superRefine((value, check) => {
    const problem = feedbackTextProblem(value);
    if (problem) check.addIssue({ code: 'custom', message: TEXT_MESSAGES[problem] });
  }),
  lang: language,
};
/** `POST feedback/newfeedback`: core's FeedbackEntry and the order it is about. */
export const accountFeedbackBody = z.object({ orderid: idInput, ...feedbackFields });
/** `POST feedback/link/{token}`: core's FeedbackEntry. */
export const linkFeedbackBody = z.object(feedbackFields);
const pageBody = z.object({
  // SPEC 7 sends the caller's account with the listing; the public listing is the same for everyone.
  idaccount: z.union([z.string().max(20), z.number()]).optional(),
  page: numberInput(z.number().int('a whole number is required').min(1, 'at least 1').max(100_000)).default(
    1,
  ),
  PageSize: numberInput(
    z.number().int('a whole number is required').min(1, 'at least 1').max(100, 'at most 100'),
  ).default(10),
});
const tokenParam = z.object({ token: z.string().max(200, 'is not a feedback link') });
const readerQuery = z.object({ lang: language.optional() });

/** The answer for a link that is not ours, or names another order than it was made for. */
const invalidLink = () =>
  new ApiError(404, 'invalid_link', 'This feedback link is not valid; use the link of the e-mail.', 'token');

/**
 * The feedback calls (issue 11; docs/feedback-api.md). All need an access token (an anonymous one is
 * enough): `POST feedback/findFeedback` lists approved reviews; `POST feedback/newfeedback` is the
 * logged-in owner's; `GET`/`POST feedback/link/{token}` are authorised by the link's signature alone.
 */
export function feedbackRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);

  /** The order of a link token, or the 404 / 410 a bad or old link gets. */
  async function linkedOrder(token: string, now: Date) {
    const check = await checkLinkToken(ctx, token, now);
    if (!check.ok) {
      if (check.reason === 'expired') {
        throw new ApiError(410, 'link_expired', 'This feedback link has expired.', 'token');
      }
      throw invalidLink();
    }
    const order = await loadFeedbackOrder(ctx, check.orderId);
    if (!order) throw invalidLink();
    return order;
  }

  app.post('/feedback/findFeedback', auth, async (c) => {
    const { page, PageSize } = parse(pageBody, await readBody(c));
    const { rows, count, sum } = await listApproved(ctx.db, page, PageSize);
    return ok(c, rows, {
      count,
      PageSize,
      page,
      average: averageRating(sum, count),
    } satisfies FeedbackListMeta);
  });

  app.post('/feedback/newfeedback', auth, async (c) => {
    const userId = requireUser(c);
    const { orderid, ...input } = parse(accountFeedbackBody, await readBody(c));
    const order = await loadFeedbackOrder(ctx, orderid);
    // Someone else's order answers exactly as a missing one, so order ids cannot be probed.
    if (!order || order.user_id !== userId) throw orderNotFound(orderid);
    const id = await leaveFeedback(ctx, order, input as FeedbackInput, 'account', new Date());
    return ok(c, { id, status: 'pending' }, undefined, 201);
  });

  app.get('/feedback/link/:token', auth, async (c) => {
    const { token } = parse(tokenParam, paramsOf(c));
    const { lang } = parse(readerQuery, queryOf(c));
    const order = await linkedOrder(token, new Date());
    return ok(c, await linkInfo(ctx, order, lang ?? DEFAULT_LANG));
  });

  app.post('/feedback/link/:token', auth, async (c) => {
    const { token } = parse(tokenParam, paramsOf(c));
    const input = parse(linkFeedbackBody, await readBody(c));
    const now = new Date();
    const order = await linkedOrder(token, now);
    const id = await leaveFeedback(ctx, order, input as FeedbackInput, 'link', now);
    return ok(c, { id, status: 'pending' }, undefined, 201);
  });

  return new Hono().route('/', app);
}
