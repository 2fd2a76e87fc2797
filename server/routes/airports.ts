import { Hono } from 'hono';
import type { Airport } from '../../core';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { okText } from '../http/envelope';
import { SERVED_NOW } from '../booking/geo-repo';

/** `GET /api/airports`: the served airports, nearest-first by their order in the data file. */
export function airportRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/airports', async (c) => {
    const { rows } = await ctx.db.query<Airport>(
      `SELECT id AS "ID", name AS "NAME", municipality || ', ' || country AS "ADRES", country AS "COUNTRY",
              lat AS "LAT", lon AS "LON"
         FROM airports WHERE ${SERVED_NOW} ORDER BY core DESC, (lat - 50.85) ^ 2 + (lon - 4.35) ^ 2`,
    );
    return jsonAnswer(c, okText(rows), 200, { 'cache-control': 'public, max-age=300' });
  });
  return app;
}
