import { Hono } from 'hono';
import { z } from 'zod';
import { LEG_STATES, type DriverDayMeta, type DriverStateSaved } from '../../core';
import type { AppContext } from '../context';
import { driverOnly, type DriverEnv } from '../driver/driver-access';
import { driverDay, driverDays, reportLegState } from '../driver/driver-day';
import { ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';

const legParam = z.object({
  order: idInput,
  leg: z.enum(['H', 'T'], 'H (departure) or T (return)'),
});
const stateBody = z
  .object({
    state: z.enum(LEG_STATES, { error: `one of ${LEG_STATES.join(', ')}` }),
  })
  // A field the call does not know is refused, as the back office's bodies do, not quietly dropped.
  .strict();

/**
 * The driver's day under `/api/driver/` (docs/driver.md), for a logged-in driver only: their own legs
 * of today and tomorrow, and the state they report of one of them. Every other leg is 404.
 */
export function driverRoutes(ctx: AppContext): Hono {
  const app = new Hono<DriverEnv>();
  const driver = driverOnly(ctx);

  app.get('/driver/legs', driver, async (c) => {
    const now = new Date();
    const legs = await driverDay(ctx.db, c.get('driver').id, now);
    const [today, tomorrow] = driverDays(now);
    const me = c.get('driver');
    return ok(c, legs, {
      today,
      tomorrow,
      count: legs.length,
      driver: { first_name: me.first_name, last_name: me.last_name },
    } satisfies DriverDayMeta);
  });

  app.post('/driver/legs/:order/:leg/state', driver, async (c) => {
    const { order, leg } = parse(legParam, paramsOf(c));
    const { state } = parse(stateBody, await readBody(c));
    const done = await reportLegState(ctx.db, c.get('driver').id, order, leg, state, new Date());
    return ok(c, { order_id: order, leg, state, changed: done.changed } satisfies DriverStateSaved);
  });

  return app as unknown as Hono;
}
