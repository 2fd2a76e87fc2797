import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS, brusselsToday, type MyEventsMeta } from '../../core';
import { authenticate } from '../auth/middleware';
import type { AuthEnv } from '../auth/types';
import type { AppContext } from '../context';
import { eventFields, EditEventBody, NewEventBody } from '../events/event-input';
import { organiserEvent } from '../events/event-views';
import {
  findEvent,
  insertEvent,
  listOrganiserEvents,
  updateEvent,
  withdrawEvent,
} from '../data/events/events-repo';
import { rideCounts } from '../data/orders/event-ride-counts-repo';
import { requireApprovedOrganiser } from '../events/organiser-service';
import { ApiError, ok, parse, queryOf, readBody } from '../http/envelope';
import { idInput } from '../http/input';

const taal = z
  .string()
  .transform((v) => v.trim().slice(0, 2).toLowerCase())
  .pipe(z.enum(LANGS, 'must be nl, fr or en'))
  .optional();
const langQuery = z.object({ taal });
const idBody = z.object({ id: idInput, taal });

/**
 * The organisers' My-Events calls under `billoevents/` (docs/events-api.md): list, create, edit and
 * withdraw their own events, with the rides booked counted. Each needs an approved organiser's token
 * (events/organiser-service.ts); another organiser's event answers as a missing one, and no answer
 * carries a customer's name, e-mail address, phone or address.
 */
export function myEventRoutes(ctx: AppContext): Hono {
  const app = new Hono<AuthEnv>();
  const auth = authenticate(ctx);
  const { db } = ctx;

  app.get('/billoevents/myevents', auth, async (c) => {
    const organiser = await requireApprovedOrganiser(db, c.get('auth').userId);
    const { taal: lang } = parse(langQuery, queryOf(c));
    const rows = await listOrganiserEvents(db, organiser.user_id);
    const counts = await rideCounts(
      db,
      rows.map((e) => e.id),
    );
    const today = brusselsToday(new Date());
    return ok(
      c,
      rows.map((e) => organiserEvent(e, lang ?? organiser.lang, today, counts.get(e.id) ?? [])),
      { count: rows.length, slug: organiser.slug } satisfies MyEventsMeta,
    );
  });

  app.post('/billoevents/newevent', auth, async (c) => {
    const organiser = await requireApprovedOrganiser(db, c.get('auth').userId);
    const today = brusselsToday(new Date());
    const fields = await eventFields(db, parse(NewEventBody, await readBody(c)), today);
    const id = await insertEvent(db, organiser.user_id, fields);
    const event = (await findEvent(db, id))!;
    return ok(c, organiserEvent(event, organiser.lang, today, []), undefined, 201);
  });

  app.post('/billoevents/editevent', auth, async (c) => {
    const organiser = await requireApprovedOrganiser(db, c.get('auth').userId);
    const b = parse(EditEventBody, await readBody(c));
    const today = brusselsToday(new Date());
    const own = await findEvent(db, b.id);
    // Another organiser's event answers exactly as a missing one.
    if (!own || own.organiser_id !== organiser.user_id)
      throw new ApiError(404, 'event_not_found', `There is no event ${b.id}.`, 'id');
    if (own.status === 'withdrawn')
      throw new ApiError(409, 'event_withdrawn', 'A withdrawn event cannot be changed.', 'id');
    await updateEvent(db, b.id, organiser.user_id, await eventFields(db, b, today));
    const counts = await rideCounts(db, [b.id]);
    return ok(c, organiserEvent((await findEvent(db, b.id))!, organiser.lang, today, counts.get(b.id) ?? []));
  });

  app.post('/billoevents/withdrawevent', auth, async (c) => {
    const organiser = await requireApprovedOrganiser(db, c.get('auth').userId);
    const b = parse(idBody, await readBody(c));
    if (!(await withdrawEvent(db, b.id, organiser.user_id)))
      throw new ApiError(404, 'event_not_found', `There is no event ${b.id}.`, 'id');
    const today = brusselsToday(new Date());
    const counts = await rideCounts(db, [b.id]);
    return ok(
      c,
      organiserEvent((await findEvent(db, b.id))!, b.taal ?? organiser.lang, today, counts.get(b.id) ?? []),
    );
  });

  return new Hono().route('/', app);
}
