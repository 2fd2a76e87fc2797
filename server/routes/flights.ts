import { Hono } from 'hono';
import { z } from 'zod';
import {
  FLIGHT_LOOKUP_DAYS_AHEAD,
  FLIGHT_ROLES,
  isFlightLookupDate,
  isValidFlightNumber,
  normalizeFlightNumber,
  readDate,
} from '../../core';
import { accountSettings } from '../accounts/account-settings';
import type { AppContext } from '../context';
import { flightStatusSource } from '../flights/flight-status-source';
import { lookUpSchedule } from '../flights/schedule-lookup';
import { clientAddress } from '../http/client-address';
import { ApiError, ok, parse, queryOf } from '../http/envelope';

const scheduleQuery = z.object({
  flight: z
    .string({ error: 'is required' })
    .max(20, 'a flight number like AB1234 is required')
    .transform(normalizeFlightNumber)
    .refine(isValidFlightNumber, 'a flight number like AB1234 is required'),
  date: z.string({ error: 'is required' }).transform((v, ctx) => {
    const date = readDate(v);
    if (!date) ctx.addIssue({ code: 'custom', message: 'a date YYYY-MM-DD is required' });
    return date ?? '';
  }),
  role: z.enum(FLIGHT_ROLES, 'departure (the flight takes off at our airport) or arrival (it lands there)'),
  airport: z
    .string({ error: 'is required' })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => /^[A-Z]{3}$/.test(v), 'an IATA airport code of three letters is required'),
});

/**
 * `GET /api/flights/schedule?flight=SN2153&date=2031-03-14&role=departure&airport=BRU` (issue 31):
 * the scheduled time of a flight at our airport and the airport at its other end, for step 1 of the
 * wizard (server/flights/schedule-lookup.ts). Public like the street look-up; bad input is a 400
 * naming the field before anything is asked; `data.state` is `found`, `not_found` or `unavailable`
 * (no provider configured, or it could not answer), and a caller who made the provider answer too
 * many questions gets a 429.
 */
export function flightRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const source = flightStatusSource(ctx.config);
  const { proxyHops } = accountSettings(ctx.config);
  app.get('/flights/schedule', async (c) => {
    const q = parse(scheduleQuery, queryOf(c));
    if (!isFlightLookupDate(q.date, new Date()))
      throw new ApiError(
        400,
        'invalid_request',
        `The field "date" is invalid: a flight can be looked up from today to ${FLIGHT_LOOKUP_DAYS_AHEAD} days ahead.`,
        'date',
      );
    const answer = await lookUpSchedule(
      { db: ctx.db, source, client: () => clientAddress(c, proxyHops), now: Date.now },
      q,
    );
    return ok(c, answer);
  });
  return app;
}
