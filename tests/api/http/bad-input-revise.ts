/**
 * Bad-input cases of the change in place (issue 27, docs/manage-api.md): `POST billomanage/{id}/revise/quote`
 * and `POST billomanage/{id}/revise`. They aim at a real order of the fixture's user, so a bad value
 * that slipped through would change it: each is refused with a 400 naming the field first.
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
import { orderPayload } from '../../support/payloads';
import { seedOrder } from '../../support/payment-helpers';

/** Builds the cases. */
export async function reviseCases(fx: Fixture): Promise<BadCase[]> {
  const { rows } = await fx.server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [fx.user.id],
  );
  const order = await seedOrder(fx.server, { tokenId: rows[0]!.id, userId: fx.user.id });
  const valid = { order: orderPayload({ totaleprijs: 100 }) };
  const withKey = { ...valid, idempotency_key: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b' };
  const quote: JsonRoute = {
    route: 'POST /api/billomanage/:id/revise/quote',
    path: `/api/billomanage/${order.id}/revise/quote`,
    auth: 'user',
  };
  const revise: JsonRoute = {
    route: 'POST /api/billomanage/:id/revise',
    path: `/api/billomanage/${order.id}/revise`,
    auth: 'user',
  };
  const inOrder = (r: JsonRoute, body: Record<string, unknown>): BadCase[] => [
    jsonCase(r, 'order missing', {}, 'order'),
    jsonCase(r, 'order=123', { ...body, order: 123 }, 'order'),
    jsonCase(r, 'order.pax=-1', { ...body, order: { ...valid.order, pax: -1 } }, 'order.pax'),
    jsonCase(
      r,
      'order.heenterug=X',
      { ...body, order: { ...valid.order, heenterug: 'X' } },
      'order.heenterug',
    ),
    jsonCase(
      r,
      'order.datumheen=2031/13/45',
      { ...body, order: { ...valid.order, datumheen: '2031/13/45' } },
      'order.datumheen',
    ),
  ];
  const settings: JsonRoute = {
    route: 'PUT /api/backoffice/change-settings',
    path: '/api/backoffice/change-settings',
    auth: 'operator',
  };
  const put = (cases: BadCase[]): BadCase[] => cases.map((c) => ({ ...c, method: 'PUT' }));
  const SETTINGS = { change_limit_hours: 24, change_refund: 'coupon' };
  return [
    // The operator's change settings: a whole number of hours 0-168, and coupon or card.
    {
      route: 'GET /api/backoffice/change-settings',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/change-settings',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...put(bodyShapeCases(settings)),
    ...put(
      fieldCases(settings, SETTINGS, [
        { name: 'change_limit_hours', kind: 'count' },
        { name: 'change_refund', kind: 'enum' },
      ]),
    ),
    ...put([
      jsonCase(
        settings,
        'change_limit_hours=169',
        { ...SETTINGS, change_limit_hours: 169 },
        'change_limit_hours',
      ),
      jsonCase(settings, 'no setting', {}, 'body'),
      jsonCase(settings, 'unknown field', { ...SETTINGS, cancel_fee: 5 }, 'cancel_fee'),
    ]),
    ...pathCases(
      'POST /api/billomanage/:id/revise/quote',
      '/api/billomanage/',
      BAD_IDS,
      'id',
      'user',
      '/revise/quote',
    ),
    ...bodyShapeCases(quote),
    ...inOrder(quote, valid),
    ...fieldCases(quote, valid, [{ name: 'lang', kind: 'enum' }]),
    ...pathCases('POST /api/billomanage/:id/revise', '/api/billomanage/', BAD_IDS, 'id', 'user', '/revise'),
    ...bodyShapeCases(revise),
    ...inOrder(revise, withKey),
    ...fieldCases(revise, withKey, [
      { name: 'idempotency_key', kind: 'string', required: true },
      { name: 'lang', kind: 'enum' },
    ]),
    jsonCase(revise, 'idempotency_key=not-a-uuid', { ...withKey, idempotency_key: 'abc' }, 'idempotency_key'),
  ];
}
