import { Hono } from 'hono';
import type { BookingSettings } from '../../core';
import { readBookingSettings } from '../pricing/booking-settings';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { okText } from '../http/envelope';

/**
 * How long browsers and caches may keep the settings answer. It holds no personal data, and an
 * operator's change reaches every wizard within this minute; the server checks every price and order
 * with the settings of that moment anyway.
 */
export const SETTINGS_HEADERS = { 'cache-control': 'public, max-age=60' } as const;

/**
 * `GET /api/settings` (an addition to SPEC 7): the booking settings the wizard needs at run time, read
 * by the one server function every price and order check reads (server/pricing/booking-settings.ts):
 * `{combiCutoff, combiLeadDays, earliestBookingDays}`. Public, like the airports: no token needed.
 */
export function settingsRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/settings', async (c) => {
    const settings = await readBookingSettings(ctx.db, ctx.config);
    // The caching rule goes with the answer's own headers: the /api answers are built as one record,
    // so a c.header call before them would be lost (server/http/api-headers.ts).
    return jsonAnswer(c, okText(settings satisfies BookingSettings), 200, SETTINGS_HEADERS);
  });
  return app;
}
