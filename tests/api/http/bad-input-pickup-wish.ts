/**
 * Bad-input cases of the pickup-time wish (issue 27; docs/manage-api.md "Pickup-time wish",
 * docs/backoffice-api.md): every bad path parameter and body field is refused with a 400 naming it,
 * before a wish is stored or answered.
 */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  type BadCase,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';
import { seedOrder } from '../../support/payment-helpers';

/** Builds the cases; the customer's call aims at a real order of the fixture's user. */
export async function pickupWishCases(fx: Fixture): Promise<BadCase[]> {
  const { rows } = await fx.server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [fx.user.id],
  );
  const order = await seedOrder(fx.server, { tokenId: rows[0]!.id, userId: fx.user.id });
  const wish: JsonRoute = {
    route: 'POST /api/billomanage/:id/pickup-wish',
    path: `/api/billomanage/${order.id}/pickup-wish`,
    auth: 'user',
  };
  const refuse: JsonRoute = {
    route: 'POST /api/backoffice/pickup-wishes/:id/refuse',
    path: '/api/backoffice/pickup-wishes/1/refuse',
    auth: 'operator',
  };
  return [
    ...bodyShapeCases(wish),
    ...fieldCases(wish, { leg: 'H', pickup_time: '08:30' }, [
      { name: 'leg', kind: 'enum', required: true },
      { name: 'pickup_time', kind: 'string', required: true },
      { name: 'note', kind: 'string' },
    ]),
    jsonCase(wish, 'pickup_time=8:30', { leg: 'H', pickup_time: '8:30' }, 'pickup_time'),
    jsonCase(
      wish,
      'note of 201 characters',
      { leg: 'H', pickup_time: '08:30', note: 'x'.repeat(201) },
      'note',
    ),
    ...pathCases(wish.route, '/api/billomanage/', BAD_IDS, 'id', 'user', '/pickup-wish'),
    ...pathCases(
      'GET /api/billomanage/:id/pickup-wishes',
      '/api/billomanage/',
      BAD_IDS,
      'id',
      'user',
      '/pickup-wishes',
    ),
    ...pathCases(
      'GET /api/backoffice/orders/:id/pickup-wishes',
      '/api/backoffice/orders/',
      BAD_IDS,
      'id',
      'operator',
      '/pickup-wishes',
    ),
    ...pathCases(
      'POST /api/backoffice/pickup-wishes/:id/accept',
      '/api/backoffice/pickup-wishes/',
      BAD_IDS,
      'id',
      'operator',
      '/accept',
    ),
    ...bodyShapeCases(refuse),
    ...fieldCases(refuse, { reason: 'Alle chauffeurs zijn dan onderweg.' }, [
      { name: 'reason', kind: 'string', required: true },
    ]),
    jsonCase(refuse, 'reason blank', { reason: '   ' }, 'reason'),
    ...pathCases(refuse.route, '/api/backoffice/pickup-wishes/', BAD_IDS, 'id', 'operator', '/refuse'),
    // No input but the token: listed here so the coverage test sees every route.
    {
      route: 'GET /api/backoffice/pickup-wishes/open',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/pickup-wishes/open',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
  ];
}
