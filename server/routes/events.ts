import { Hono } from 'hono';
import { z } from 'zod';
import {
  DEFAULT_LANG,
  LANGS,
  brusselsToday,
  isBelgianPostalCode,
  isBookingDeadlinePassed,
  isOrganiserSlug,
  pageOriginOf,
  type OrganiserAccount,
  type OrganiserRegistered,
} from '../../core';
import { accountSettings } from '../accounts/account-settings';
import { authenticate, requireUser } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import { findPostcode } from '../data/geo/geo-repo';
import { orderPayloadSchema } from '../orders/order-schema';
import { placeOrder } from '../orders/order-service';
import type { AppContext } from '../context';
import { eventOrFail, orderEvent, refuseUnbookable } from '../events/event-orders';
import { eventInfo } from '../events/event-views';
import { findEvent, listPublishedEvents } from '../data/events/events-repo';
import { OrganiserRequestBody, registerOrganiser } from '../events/organiser-service';
import { findApprovedBySlug, findOrganiser } from '../data/events/organisers-repo';
import { jsonAnswer } from '../http/api-headers';
import { clientAddress } from '../http/client-address';
import { ApiError, ok, okText, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { idInput } from '../http/input';
import { codeGuard } from '../pricing/code-throttle';
import { greatCircleKm } from '../pricing/estimator';
import { parsePriceRequest } from '../pricing/request';
import { priceResult } from '../pricing/result';
import { quoteTrip } from '../pricing/quote';
import { createRouter } from '../pricing/router';

const taal = z
  .string()
  .transform((v) => v.trim().slice(0, 2).toLowerCase())
  .pipe(z.enum(LANGS, 'must be nl, fr or en'))
  .optional();
const listQuery = z.object({
  taal,
  userid: idInput.optional(),
  organiser: z.string().refine(isOrganiserSlug, 'is not an organiser slug').optional(),
  location_id: z.string().trim().refine(isBelgianPostalCode, 'must be a Belgian postal code').optional(),
});
const idParam = z.object({ id: idInput });
const langQuery = z.object({ taal });
const eventRef = z.object({ idevent: idInput });
const keyHeader = z.string().trim().min(1).max(100, 'at most 100 characters').optional();

/**
 * The events calls of SPEC 7 under `billoevents/` and `billoeventaccounts/` (shapes in
 * docs/events-api.md; the organisers' own calls are in ./my-events.ts). Every call needs an access
 * token; the organiser account is read by its owner only.
 */
export function eventRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  const router = createRouter(ctx.config.env);
  const { proxyHops } = accountSettings(ctx.config);
  const { db } = ctx;

  app.post('/billoevents/registration', auth, async (c) => {
    const body = parse(OrganiserRequestBody, await readBody(c));
    const organiser = await registerOrganiser(ctx, body, clientAddress(c, proxyHops));
    return ok(
      c,
      {
        id: organiser.user_id,
        username: organiser.username,
        status: organiser.status,
        slug: organiser.slug,
      } satisfies OrganiserRegistered,
      undefined,
      201,
    );
  });

  app.get('/billoevents/leesevents', auth, async (c) => {
    const q = parse(listQuery, queryOf(c));
    const lang = q.taal ?? DEFAULT_LANG;
    const today = brusselsToday(new Date());
    let organiserId = q.userid;
    if (q.organiser !== undefined) {
      const organiser = await findApprovedBySlug(db, q.organiser);
      if (!organiser)
        throw new ApiError(404, 'not_found', 'There is no organiser with this slug.', 'organiser');
      organiserId = organiser.user_id;
    }
    const rows = (await listPublishedEvents(db, today, organiserId)).filter(
      (e) => !isBookingDeadlinePassed(e.booking_deadline, today),
    );
    if (q.location_id === undefined) {
      return ok(
        c,
        rows.map((e) => eventInfo(e, lang, today)),
        { count: rows.length },
      );
    }
    const pc = await findPostcode(db, Number(q.location_id));
    if (!pc)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "location_id" is no postal code we know.',
        'location_id',
      );
    const near = rows
      .map((e) => eventInfo(e, lang, today, greatCircleKm(pc, e)))
      .sort((a, b) => (a.AFSTAND ?? 0) - (b.AFSTAND ?? 0));
    return ok(c, near, { count: near.length });
  });

  app.get('/billoevents/leeseventdata/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { taal: lang } = parse(langQuery, queryOf(c));
    const event = await findEvent(db, id);
    const organiser = event ? await findOrganiser(db, event.organiser_id) : null;
    // A draft, or an event of an organiser no longer approved, is seen by its organiser alone.
    const visible =
      event &&
      ((event.status !== 'draft' && organiser?.status === 'approved') ||
        c.get('auth').userId === event.organiser_id);
    if (!event || !visible) throw new ApiError(404, 'event_not_found', `There is no event ${id}.`, 'id');
    return ok(c, eventInfo(event, lang ?? DEFAULT_LANG, brusselsToday(new Date())));
  });

  app.get('/billoeventaccounts/leesuserid/:id', auth, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    requireUser(c, id);
    const o = await findOrganiser(db, id);
    if (!o) throw new ApiError(404, 'not_found', `User ${id} has no organiser account.`, 'id');
    return ok(c, {
      id: o.user_id,
      username: o.username,
      organisation: o.organisation,
      contact: o.contact_name,
      phone: o.phone,
      website: o.website,
      slug: o.slug,
      status: o.status,
      lang: o.lang,
    } satisfies OrganiserAccount);
  });

  app.post('/billoevents/berekenprijs', auth, async (c) => {
    const body = await readBody(c);
    const { idevent } = parse(eventRef, body);
    const event = await eventOrFail(db, idevent);
    const now = new Date();
    refuseUnbookable(event, now);
    const venue = { venue: { lat: event.lat, lon: event.lon, eventId: event.id } };
    const request = { ...parsePriceRequest(body, now, venue), callerUserId: c.get('auth').userId };
    const guard = codeGuard(db, () => clientAddress(c, proxyHops));
    const quote = await quoteTrip(ctx, router, request, now, 'lenient', guard);
    return jsonAnswer(c, okText(priceResult(quote)), 200);
  });

  app.post('/billoevents/neworder', auth, async (c) => {
    const body = await readBody(c);
    const { idevent } = parse(eventRef, body);
    const payload = parse(orderPayloadSchema, body);
    const header = parse(z.object({ 'idempotency-key': keyHeader }), {
      'idempotency-key': c.req.header('idempotency-key'),
    });
    const key = header['idempotency-key'] ?? (payload.idempotency_key || null);
    const event = await eventOrFail(db, idevent);
    const guard = codeGuard(db, () => clientAddress(c, proxyHops));
    const placed = await placeOrder(
      ctx,
      router,
      c.get('auth'),
      payload,
      key,
      new Date(),
      guard,
      orderEvent(event),
      // Issue 28: the page the booking call came from, as for an airport order.
      pageOriginOf(c.req.header('origin')),
    );
    const { replayed, ...data } = placed;
    return jsonAnswer(c, JSON.stringify({ status: true, ID: data.ID, data }), replayed ? 200 : 201);
  });

  return new Hono().route('/', app);
}
