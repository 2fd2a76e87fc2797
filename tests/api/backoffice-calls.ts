/**
 * Every back-office and agent-portal call with the roles it allows (issue 13). The role test
 * (backoffice-roles.test.ts) tries each one with every caller, and fails when the server has a call
 * under /api/backoffice/ or /api/agentportal/ that this table does not list. A new call adds its row
 * here: `route` as the server declares it, `path` a concrete address for it (ids that need not exist:
 * an allowed caller may get 400 or 404, a refused one must get 401 or 403 before anything is read).
 */

/** The callers the role test tries. */
export const CALLERS = [
  'none',
  'anonymous',
  'customer',
  'agent',
  'organiser',
  'dispatcher',
  'operator',
] as const;

/** A caller of the role test. */
export type Caller = (typeof CALLERS)[number];

/** One call of the back office or the agents' portal. */
export interface BackofficeCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as declared, e.g. `/backoffice/orders/:id`. */
  route: string;
  /** A concrete path for the route, under /api. */
  path: string;
  /** A body for POST, PUT and PATCH (any: refusal comes before the body is read). */
  body?: unknown;
  /** The callers that pass the role check. */
  allowed: readonly Caller[];
}

const STAFF = ['dispatcher', 'operator'] as const;
const OPERATOR = ['operator'] as const;

/** The table. */
export const BACKOFFICE_CALLS: readonly BackofficeCall[] = [
  { method: 'GET', route: '/backoffice/me', path: '/backoffice/me', allowed: STAFF },
  { method: 'GET', route: '/backoffice/audit', path: '/backoffice/audit', allowed: OPERATOR },

  // Orders and dispatch (issue 13, part A): staff read and plan; only an operator cancels.
  { method: 'GET', route: '/backoffice/orders', path: '/backoffice/orders', allowed: STAFF },
  { method: 'GET', route: '/backoffice/orders/:id', path: '/backoffice/orders/999999', allowed: STAFF },
  {
    method: 'GET',
    route: '/backoffice/dispatch',
    path: '/backoffice/dispatch?date=2031-03-14',
    allowed: STAFF,
  },
  {
    method: 'GET',
    route: '/backoffice/dispatch/csv',
    path: '/backoffice/dispatch/csv?date=2031-03-14',
    allowed: STAFF,
  },
  { method: 'GET', route: '/backoffice/unscheduled', path: '/backoffice/unscheduled', allowed: STAFF },
  {
    method: 'PUT',
    route: '/backoffice/orders/:id/legs/:leg/pickup-time',
    path: '/backoffice/orders/999999/legs/H/pickup-time',
    body: { pickup_time: '06:00' },
    allowed: STAFF,
  },
  {
    method: 'PUT',
    route: '/backoffice/orders/:id/legs/:leg/outcome',
    path: '/backoffice/orders/999999/legs/H/outcome',
    body: { outcome: 'done' },
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/backoffice/orders/:id/cancel',
    path: '/backoffice/orders/999999/cancel',
    body: { refund: 'terms' },
    allowed: OPERATOR,
  },
  // portal: the travel agents' portal (server/routes/agent-portal.ts), for agent accounts only.
  { method: 'GET', route: '/agentportal/me', path: '/agentportal/me', allowed: ['agent'] },
  { method: 'GET', route: '/agentportal/orders', path: '/agentportal/orders', allowed: ['agent'] },
  { method: 'GET', route: '/agentportal/orders/:id', path: '/agentportal/orders/1', allowed: ['agent'] },
  {
    method: 'GET',
    route: '/agentportal/statement',
    path: '/agentportal/statement?month=2026-10&format=csv',
    allowed: ['agent'],
  },
];
