import { Hono } from 'hono';
import type { AppContext } from '../context';
import { servedAirports } from '../data/airports/served-airports-repo';
import { jsonAnswer } from '../http/api-headers';
import { okText } from '../http/envelope';

/** `GET /api/airports`: the served airports, nearest-first by their order in the data file. */
export function airportRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/airports', async (c) => {
    const rows = await servedAirports(ctx.db);
    return jsonAnswer(c, okText(rows), 200, { 'cache-control': 'public, max-age=300' });
  });
  return app;
}
