/**
 * Bad-input cases of the back office's orders and dispatch (issue 13, part A; docs/backoffice-api.md):
 * every bad query parameter, path parameter and body field is refused with a 400 naming it, before any
 * order is read or changed (so no audit row is written).
 */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  pathCases,
  queryCases,
  type BadCase,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const BAD_DATES = ['2031-13-45', 'tomorrow', '14/03/2031', ''];

/** Builds the cases. */
export async function orderCases(_fx: Fixture): Promise<BadCase[]> {
  const pickup: JsonRoute = {
    route: 'PUT /api/backoffice/orders/:id/legs/:leg/pickup-time',
    path: '/api/backoffice/orders/1/legs/H/pickup-time',
    auth: 'operator',
  };
  const outcome: JsonRoute = {
    route: 'PUT /api/backoffice/orders/:id/legs/:leg/outcome',
    path: '/api/backoffice/orders/1/legs/H/outcome',
    auth: 'operator',
  };
  const cancel: JsonRoute = {
    route: 'POST /api/backoffice/orders/:id/cancel',
    path: '/api/backoffice/orders/1/cancel',
    auth: 'operator',
  };
  const put = (c: BadCase[]) => c.map((x) => ({ ...x, method: 'PUT' as const }));
  return [
    ...queryCases(
      'GET /api/backoffice/orders',
      '/api/backoffice/orders',
      { q: 'Peeters', limit: '20' },
      [
        { name: 'q', bad: ['', '%07'] },
        { name: 'from', bad: BAD_DATES },
        { name: 'to', bad: BAD_DATES },
        { name: 'status', bad: ['zzz', 'PAID'] },
        { name: 'vehicle', bad: ['bus'] },
        { name: 'agent', bad: [''] },
        { name: 'event', bad: ['abc', '0', '-1'] },
        { name: 'limit', bad: ['abc', '0', '201', '1.5'] },
        { name: 'offset', bad: ['abc', '-1', '100001'] },
      ],
      'operator',
    ),
    ...pathCases('GET /api/backoffice/orders/:id', '/api/backoffice/orders/', BAD_IDS, 'id', 'operator'),
    ...queryCases(
      'GET /api/backoffice/dispatch',
      '/api/backoffice/dispatch',
      { date: '2031-03-14' },
      [{ name: 'date', bad: BAD_DATES, required: true }],
      'operator',
    ),
    ...queryCases(
      'GET /api/backoffice/dispatch/csv',
      '/api/backoffice/dispatch/csv',
      { date: '2031-03-14' },
      [{ name: 'date', bad: BAD_DATES, required: true }],
      'operator',
    ),
    {
      route: 'GET /api/backoffice/unscheduled',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/unscheduled',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...put(bodyShapeCases(pickup)),
    ...put(
      fieldCases(pickup, { pickup_time: '06:00' }, [{ name: 'pickup_time', kind: 'string', required: true }]),
    ),
    ...put(
      pathCases(
        pickup.route,
        '/api/backoffice/orders/',
        BAD_IDS,
        'id',
        'operator',
        '/legs/H/pickup-time',
      ).filter((c) => c.field),
    ).map((c) => ({ ...c, body: '{"pickup_time":"06:00"}' })),
    ...put(
      ['X', 'h', 'HT', '%00'].map((leg): BadCase => ({
        route: pickup.route,
        name: `leg=${leg}`,
        method: 'PUT',
        path: `/api/backoffice/orders/1/legs/${leg}/pickup-time`,
        body: '{"pickup_time":"06:00"}',
        auth: 'operator',
        shape: 'envelope',
        field: 'leg',
      })),
    ),
    ...put(bodyShapeCases(outcome)),
    ...put(fieldCases(outcome, { outcome: 'done' }, [{ name: 'outcome', kind: 'enum', required: true }])),
    ...bodyShapeCases(cancel),
    ...fieldCases(cancel, { refund: 'chosen', refund_cents: 100 }, [
      { name: 'refund', kind: 'enum' },
      { name: 'refund_cents', kind: 'number' },
    ]),
    ...pathCases(cancel.route, '/api/backoffice/orders/', BAD_IDS, 'id', 'operator', '/cancel'),
    // The operator's resend of a confirmation (issue 24) reads no body: the id is its only input.
    ...pathCases(
      'POST /api/backoffice/orders/:id/confirmation/resend',
      '/api/backoffice/orders/',
      BAD_IDS,
      'id',
      'operator',
      '/confirmation/resend',
    ),
  ];
}
