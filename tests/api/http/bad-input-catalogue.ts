/**
 * Bad-input cases of the back office's catalogue calls (issue 13, part B; docs/backoffice-api.md
 * "Catalogue"): coupons, agents and PO numbers, partners, approvals, settings and staff accounts.
 * Every bad field is refused before anything is read or written (no audit entry either).
 */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  queryCases,
  type BadCase,
  type FieldSpec,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const r = (route: string, path: string): JsonRoute => ({
  route: `POST /api/backoffice${route}`,
  path: `/api/backoffice${path}`,
  auth: 'operator',
});

/** The body-shape, field and path cases of a POST route with an `:id` in its path. */
function postCases(
  route: string,
  path: string,
  valid: Record<string, unknown>,
  fields: FieldSpec[],
): BadCase[] {
  const call = r(route, path.replace(':id', '999999'));
  const cases = [...bodyShapeCases(call), ...fieldCases(call, valid, fields)];
  if (!route.includes(':id')) return cases;
  const [prefix, suffix = ''] = `/api/backoffice${path}`.split(':id') as [string, string?];
  return [...cases, ...pathCases(`POST /api/backoffice${route}`, prefix, BAD_IDS, 'id', 'operator', suffix)];
}

/** The cases of a GET route with an `:id` in its path. */
function getIdCases(route: string, path: string): BadCase[] {
  const [prefix, suffix = ''] = `/api/backoffice${path}`.split(':id') as [string, string?];
  return pathCases(`GET /api/backoffice${route}`, prefix, BAD_IDS, 'id', 'operator', suffix);
}

const LIMIT = { name: 'limit', bad: ['abc', '0', '-1', '201', '1.5'] };

/** Builds the cases. */
export async function catalogueCases(_fx: Fixture): Promise<BadCase[]> {
  const coupon = { code: 'BADIN1', campaign: 'TEST', amount: 5 };
  const agent = { licence: 'TA-BAD', name: 'Bad Input', email: 'bad@agent.be', payment_method: 'ONLINE' };
  const partner = { name: 'Bad Input', talic: 'TA-1', code: 'BADIN' };
  const disable = [{ name: 'disabled', kind: 'flag', required: true }] as FieldSpec[];
  return [
    ...queryCases(
      'GET /api/backoffice/coupons',
      '/api/backoffice/coupons',
      { kind: 'campaign' },
      [
        { name: 'kind', bad: ['zzz', ''] },
        LIMIT,
        { name: 'before', bad: ['abc', '0'] },
        { name: 'search', bad: [''] },
      ],
      'operator',
    ),
    ...postCases('/coupons', '/coupons', coupon, [
      { name: 'code', kind: 'string', required: true },
      { name: 'campaign', kind: 'string', required: true },
      { name: 'amount', kind: 'number' },
      { name: 'percent', kind: 'count' },
      { name: 'valid_from', kind: 'date' },
      { name: 'valid_until', kind: 'date' },
      { name: 'max_uses', kind: 'count' },
    ]),
    jsonCase(r('/coupons', '/coupons'), 'amount with three decimals', { ...coupon, amount: 1.005 }, 'amount'),
    jsonCase(r('/coupons', '/coupons'), 'code with a space', { ...coupon, code: 'A B' }, 'code'),
    jsonCase(r('/coupons', '/coupons'), 'unknown field', { ...coupon, kind: 'refund' }, 'kind'),
    ...postCases('/coupons/:id/disable', '/coupons/:id/disable', { disabled: true }, disable),
    ...getIdCases('/coupons/:id/uses', '/coupons/:id/uses'),
    ...queryCases(
      'GET /api/backoffice/coupons/:id/uses',
      '/api/backoffice/coupons/1/uses',
      {},
      [{ name: 'limit', bad: ['abc', '0', '-1', '501', '1.5'] }],
      'operator',
    ),

    {
      route: 'GET /api/backoffice/agents',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/agents',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...getIdCases('/agents/:id', '/agents/:id'),
    ...postCases('/agents', '/agents', agent, [
      { name: 'licence', kind: 'string', required: true },
      { name: 'name', kind: 'string', required: true },
      { name: 'email', kind: 'string', required: true },
      { name: 'payment_method', kind: 'enum', required: true },
      { name: 'campaign', kind: 'string' },
    ]),
    ...postCases(
      '/agents/:id',
      '/agents/:id',
      { name: 'X', email: 'x@agent.be', payment_method: 'INVOICE' },
      [
        { name: 'name', kind: 'string', required: true },
        { name: 'payment_method', kind: 'enum', required: true },
      ],
    ),
    ...postCases('/agents/:id/accounts', '/agents/:id/accounts', { email: 'a@b.be', password: 'p' }, [
      { name: 'email', kind: 'string', required: true },
      { name: 'password', kind: 'string', required: true },
      { name: 'lang', kind: 'enum' },
      { name: 'firstname', kind: 'string' },
    ]),
    ...postCases('/agents/:id/pos', '/agents/:id/pos', { code: 'PO-BAD' }, [
      { name: 'code', kind: 'string', required: true },
      { name: 'paid_by_agent', kind: 'flag' },
      { name: 'business', kind: 'count' },
      { name: 'comfort', kind: 'count' },
      { name: 'valid_from', kind: 'date' },
      { name: 'valid_until', kind: 'date' },
    ]),
    jsonCase(
      r('/agents/:id/pos', '/agents/999999/pos'),
      'comfort 101',
      { code: 'PO-BAD', comfort: 101 },
      'comfort',
    ),
    ...postCases('/pos/:id/disable', '/pos/:id/disable', { disabled: true }, disable),

    {
      route: 'GET /api/backoffice/partners',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/partners',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...postCases('/partners', '/partners', partner, [
      { name: 'name', kind: 'string', required: true },
      { name: 'talic', kind: 'string', required: true },
      { name: 'code', kind: 'string', required: true },
      { name: 'active', kind: 'flag' },
    ]),
    jsonCase(r('/partners', '/partners'), 'name without letters', { ...partner, name: '---' }, 'name'),
    ...postCases('/partners/:id', '/partners/:id', partner, [
      { name: 'name', kind: 'string', required: true },
    ]),
    {
      route: 'GET /api/partners',
      name: 'wrong method',
      method: 'POST',
      path: '/api/partners',
      body: '{}',
      auth: 'none',
      shape: 'envelope',
    },

    ...queryCases(
      'GET /api/backoffice/organisers',
      '/api/backoffice/organisers',
      {},
      [{ name: 'status', bad: ['zzz', ''] }],
      'operator',
    ),
    ...postCases('/organisers/:id/decision', '/organisers/:id/decision', { decision: 'approved' }, [
      { name: 'decision', kind: 'enum', required: true },
      { name: 'reason', kind: 'string' },
    ]),
    ...queryCases(
      'GET /api/backoffice/feedback',
      '/api/backoffice/feedback',
      {},
      [{ name: 'status', bad: ['zzz', ''] }, LIMIT],
      'operator',
    ),
    ...postCases('/feedback/:id/status', '/feedback/:id/status', { status: 'hidden' }, [
      { name: 'status', kind: 'enum', required: true },
    ]),

    {
      route: 'GET /api/backoffice/settings',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/settings',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...postCases('/settings', '/settings', { earliest_booking_days: 3 }, [
      { name: 'combi_cutoff', kind: 'date' },
      { name: 'combi_lead_days', kind: 'count' },
      { name: 'earliest_booking_days', kind: 'count' },
      { name: 'airports_served', kind: 'list' },
    ]),
    jsonCase(
      r('/settings', '/settings'),
      'earliest 366 days',
      { earliest_booking_days: 366 },
      'earliest_booking_days',
    ),
    jsonCase(r('/settings', '/settings'), 'no airport', { airports_served: [] }, 'airports_served'),
    jsonCase(r('/settings', '/settings'), 'unknown airport', { airports_served: ['ZZZ'] }, 'airports_served'),
    jsonCase(r('/settings', '/settings'), 'nothing to change', {}, 'body'),

    {
      route: 'GET /api/backoffice/staff',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/staff',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...postCases('/staff', '/staff', { email: 'x@operator.example', password: 'p', role: 'dispatcher' }, [
      { name: 'email', kind: 'string', required: true },
      { name: 'password', kind: 'string', required: true },
      { name: 'role', kind: 'enum', required: true },
      { name: 'lang', kind: 'enum' },
    ]),
    jsonCase(
      r('/staff', '/staff'),
      'weak password',
      { email: 'x@operator.example', password: 'password', role: 'operator' },
      'password',
    ),
    ...postCases('/staff/:id/disable', '/staff/:id/disable', { disabled: true }, disable),
  ];
}
