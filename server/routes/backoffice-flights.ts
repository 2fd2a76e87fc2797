import { Hono } from 'hono';
import { z } from 'zod';
import {
  MAX_WAITING_MINUTES,
  brusselsInstant,
  readDate,
  type BackofficeLandingSaved,
  type BackofficeWaitingTimes,
  type WaitingTimes,
} from '../../core';
import { asApiCall, wholeNumber } from '../backoffice/catalogue-input';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { findReturnLegLanding } from '../data/flights/flight-landings-repo';
import { recordLanding } from '../flights/landing-service';
import { changeWaitingTimes, readWaitingTimes } from '../flights/waiting-times';
import { ApiError, ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';
import { wakeDriverPickupMoved } from '../flights/driver-pickup-moved';

const legParam = z.object({
  id: idInput,
  leg: z.literal('T', 'T: only a return leg meets a landing flight'),
});
const landingBody = z
  .object({
    landing_time: z
      .string({ error: 'is required' })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time HH:mm is required'),
    // The landing's day when it is not the ride's own (a flight landing after midnight).
    landing_date: z
      .string()
      .trim()
      .transform((v, ctx) => {
        const date = readDate(v);
        if (!date) ctx.addIssue({ code: 'custom', message: 'a date YYYY-MM-DD is required' });
        return date ?? '';
      })
      .optional(),
    landed: z.boolean('true or false').default(true),
  })
  .strict();
const waitingBody = z
  .object({
    after_landing_minutes: wholeNumber(0, MAX_WAITING_MINUTES).optional(),
    at_home_minutes: wholeNumber(0, MAX_WAITING_MINUTES).optional(),
  })
  .strict();

/** The waiting times as the API names them. */
const waitingAnswer = (w: WaitingTimes): BackofficeWaitingTimes => ({
  after_landing_minutes: w.afterLandingMinutes,
  at_home_minutes: w.atHomeMinutes,
});

/**
 * Late flights in the back office (issue 26, docs/flights.md): the driver's free waiting times (read
 * by staff, set by the operator), and the landing time of a return leg's flight that the dispatcher
 * sets by hand (operator and dispatcher), which moves the pickup as the flight-status provider's
 * answer would.
 */
export function backofficeFlightRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();
  const staff = staffOnly(ctx, 'operator', 'dispatcher');

  app.get('/backoffice/waiting-times', staff, async (c) =>
    ok(c, waitingAnswer(await readWaitingTimes(ctx.db))),
  );

  app.put('/backoffice/waiting-times', staffOnly(ctx, 'operator'), async (c) => {
    const b = parse(waitingBody, await readBody(c));
    if (b.after_landing_minutes === undefined && b.at_home_minutes === undefined)
      throw new ApiError(400, 'invalid_request', 'The request changes no waiting time.', 'body');
    const after = await changeWaitingTimes(
      ctx.db,
      {
        ...(b.after_landing_minutes !== undefined ? { afterLandingMinutes: b.after_landing_minutes } : {}),
        ...(b.at_home_minutes !== undefined ? { atHomeMinutes: b.at_home_minutes } : {}),
      },
      c.get('staff'),
    );
    return ok(c, waitingAnswer(after));
  });

  app.put('/backoffice/orders/:id/legs/:leg/landing', staff, async (c) => {
    const { id } = parse(legParam, paramsOf(c));
    const b = parse(landingBody, await readBody(c));
    const leg = await findReturnLegLanding(ctx.db, id);
    if (!leg) throw new ApiError(404, 'not_found', `There is no order ${id}.`, 'id');
    if (leg.heenterug === 'H') throw new ApiError(404, 'not_found', `Order ${id} has no return leg.`, 'leg');
    const landingAt = brusselsInstant(b.landing_date ?? leg.date, b.landing_time);
    if (!landingAt)
      throw new ApiError(
        400,
        'invalid_request',
        `Order ${id} has no return date to set a landing on.`,
        'landing_date',
      );
    const done = await asApiCall(() =>
      recordLanding(ctx.db, {
        orderId: id,
        landingAt,
        landed: b.landed,
        source: 'dispatcher',
        actor: c.get('staff'),
        now: new Date(),
      }),
    );
    if (done.driverTold) wakeDriverPickupMoved(ctx);
    return ok(c, {
      id,
      leg: 'T',
      ...done.landing,
      driver_told: done.driverTold,
    } satisfies BackofficeLandingSaved);
  });

  return app as unknown as Hono;
}
