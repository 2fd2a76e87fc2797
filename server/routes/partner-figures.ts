/**
 * The partner figures of issue 28 (docs/prefill-attribution.md): settled bookings and revenue per
 * partner, campaign and month. `GET /api/backoffice/partner-figures` gives the operator every partner's
 * (and the bookings that named no known partner); `GET /api/agentportal/partner-figures` gives an agent
 * the figures of the partners under its own licence only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { brusselsToday } from '../../core';
import { agentOnly, type PortalEnv } from '../agent-portal/portal-access';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { partnerFigures } from '../data/orders/attribution-figures-repo';
import { ok, parse, queryOf } from '../http/envelope';
import { numberInput } from '../http/input';

/** The most months one answer covers. */
const MAX_MONTHS = 36;

const figuresQuery = z.object({
  months: numberInput(
    z.number().int('must be a whole number').min(1, 'at least 1').max(MAX_MONTHS, `at most ${MAX_MONTHS}`),
  ).default(12),
});

/** The first month of the last `months` months, this one included, as 'YYYY-MM' (Brussels). */
function firstMonth(now: Date, months: number): string {
  const [y, m] = brusselsToday(now).split('/').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The routes of the partner figures, for the back office and the agents' portal. */
export function partnerFigureRoutes(ctx: AppContext): Hono {
  const staff = new Hono<StaffEnv>();
  staff.get('/backoffice/partner-figures', staffOnly(ctx, 'operator'), async (c) => {
    const { months } = parse(figuresQuery, queryOf(c));
    const rows = await partnerFigures(ctx.db, { since: firstMonth(new Date(), months), licence: null });
    return ok(c, rows, { count: rows.length, months });
  });
  const portal = new Hono<PortalEnv>();
  portal.get('/agentportal/partner-figures', agentOnly(ctx), async (c) => {
    const { months } = parse(figuresQuery, queryOf(c));
    const since = firstMonth(new Date(), months);
    const rows = await partnerFigures(ctx.db, { since, licence: c.get('agent').licence });
    return ok(c, rows, { count: rows.length, months });
  });
  const app = new Hono();
  app.route('/', staff as unknown as Hono);
  app.route('/', portal as unknown as Hono);
  return app;
}
