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
  // The customer's pickup-time wish (issue 27): staff list and answer it.
  {
    method: 'GET',
    route: '/backoffice/pickup-wishes/open',
    path: '/backoffice/pickup-wishes/open',
    allowed: STAFF,
  },
  {
    method: 'GET',
    route: '/backoffice/orders/:id/pickup-wishes',
    path: '/backoffice/orders/999999/pickup-wishes',
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/backoffice/pickup-wishes/:id/accept',
    path: '/backoffice/pickup-wishes/999999/accept',
    body: {},
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/backoffice/pickup-wishes/:id/refuse',
    path: '/backoffice/pickup-wishes/999999/refuse',
    body: { reason: 'vol' },
    allowed: STAFF,
  },
  // Late flights (issue 26): staff set a return leg's landing and read the waiting times; the operator sets them.
  {
    method: 'PUT',
    route: '/backoffice/orders/:id/legs/:leg/landing',
    path: '/backoffice/orders/999999/legs/T/landing',
    body: { landing_time: '15:30' },
    allowed: STAFF,
  },
  { method: 'GET', route: '/backoffice/waiting-times', path: '/backoffice/waiting-times', allowed: STAFF },
  // Issue 27: the change settings (limit in hours, coupon or card).
  {
    method: 'GET',
    route: '/backoffice/change-settings',
    path: '/backoffice/change-settings',
    allowed: STAFF,
  },
  {
    method: 'PUT',
    route: '/backoffice/change-settings',
    path: '/backoffice/change-settings',
    body: { change_limit_hours: 24 },
    allowed: OPERATOR,
  },
  {
    method: 'PUT',
    route: '/backoffice/waiting-times',
    path: '/backoffice/waiting-times',
    body: { after_landing_minutes: 30 },
    allowed: OPERATOR,
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
  // The operator sends an order's confirmation again (issue 24): given up, or cut short by a crash.
  {
    method: 'POST',
    route: '/backoffice/orders/:id/confirmation/resend',
    path: '/backoffice/orders/999999/confirmation/resend',
    body: {},
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
  {
    method: 'POST',
    route: '/agentportal/statement/link',
    path: '/agentportal/statement/link',
    body: { month: '2026-10', format: 'pdf' },
    allowed: ['agent'],
  },
  // Partner figures (issue 28): the operator's of every partner, an agent's of its own partners.
  {
    method: 'GET',
    route: '/backoffice/partner-figures',
    path: '/backoffice/partner-figures',
    allowed: OPERATOR,
  },
  {
    method: 'GET',
    route: '/agentportal/partner-figures',
    path: '/agentportal/partner-figures',
    allowed: ['agent'],
  },
  // Catalogue, partners, approvals, settings and staff accounts (issue 13, part B).
  { method: 'GET', route: '/backoffice/coupons', path: '/backoffice/coupons', allowed: OPERATOR },
  { method: 'POST', route: '/backoffice/coupons', path: '/backoffice/coupons', body: {}, allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/coupons/:id/disable',
    path: '/backoffice/coupons/999999/disable',
    body: { disabled: true },
    allowed: OPERATOR,
  },
  {
    method: 'GET',
    route: '/backoffice/coupons/:id/uses',
    path: '/backoffice/coupons/999999/uses',
    allowed: OPERATOR,
  },
  { method: 'GET', route: '/backoffice/agents', path: '/backoffice/agents', allowed: OPERATOR },
  { method: 'POST', route: '/backoffice/agents', path: '/backoffice/agents', body: {}, allowed: OPERATOR },
  { method: 'GET', route: '/backoffice/agents/:id', path: '/backoffice/agents/999999', allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/agents/:id',
    path: '/backoffice/agents/999999',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/agents/:id/accounts',
    path: '/backoffice/agents/999999/accounts',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/agents/:id/pos',
    path: '/backoffice/agents/999999/pos',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/pos/:id/disable',
    path: '/backoffice/pos/999999/disable',
    body: { disabled: true },
    allowed: OPERATOR,
  },
  { method: 'GET', route: '/backoffice/partners', path: '/backoffice/partners', allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/partners',
    path: '/backoffice/partners',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/partners/:id',
    path: '/backoffice/partners/999999',
    body: {},
    allowed: OPERATOR,
  },
  // A partner's allowed return origins (issue 28).
  {
    method: 'GET',
    route: '/backoffice/partners/:id/origins',
    path: '/backoffice/partners/999999/origins',
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/partners/:id/origins',
    path: '/backoffice/partners/999999/origins',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/partners/:id/origins/remove',
    path: '/backoffice/partners/999999/origins/remove',
    body: {},
    allowed: OPERATOR,
  },
  { method: 'GET', route: '/backoffice/organisers', path: '/backoffice/organisers', allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/organisers/:id/decision',
    path: '/backoffice/organisers/999999/decision',
    body: { decision: 'approved' },
    allowed: OPERATOR,
  },
  { method: 'GET', route: '/backoffice/feedback', path: '/backoffice/feedback', allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/feedback/:id/status',
    path: '/backoffice/feedback/999999/status',
    body: { status: 'approved' },
    allowed: OPERATOR,
  },
  // The meeting point of each airport (issue 26): operators only; ZZZ is no airport, so nothing is written.
  {
    method: 'GET',
    route: '/backoffice/meeting-points',
    path: '/backoffice/meeting-points',
    allowed: OPERATOR,
  },
  {
    method: 'PUT',
    route: '/backoffice/meeting-points/:airport',
    path: '/backoffice/meeting-points/ZZZ',
    body: { nl: '', fr: '', en: '' },
    allowed: OPERATOR,
  },
  { method: 'GET', route: '/backoffice/settings', path: '/backoffice/settings', allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/settings',
    path: '/backoffice/settings',
    body: {},
    allowed: OPERATOR,
  },
  { method: 'GET', route: '/backoffice/staff', path: '/backoffice/staff', allowed: OPERATOR },
  { method: 'POST', route: '/backoffice/staff', path: '/backoffice/staff', body: {}, allowed: OPERATOR },
  {
    method: 'POST',
    route: '/backoffice/staff/:id/disable',
    path: '/backoffice/staff/999999/disable',
    body: { disabled: true },
    allowed: OPERATOR,
  },
  // Drivers and vehicles (issue 26): staff read the lists and assign; only an operator changes the fleet.
  { method: 'GET', route: '/backoffice/drivers', path: '/backoffice/drivers', allowed: STAFF },
  { method: 'POST', route: '/backoffice/drivers', path: '/backoffice/drivers', body: {}, allowed: OPERATOR },
  {
    method: 'PUT',
    route: '/backoffice/drivers/:id',
    path: '/backoffice/drivers/999999',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/drivers/:id/disable',
    path: '/backoffice/drivers/999999/disable',
    body: { disabled: true },
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/drivers/:id/login',
    path: '/backoffice/drivers/999999/login',
    body: { email: 'driver@example.be' },
    allowed: OPERATOR,
  },
  {
    method: 'GET',
    route: '/backoffice/drivers/:id/photo',
    path: '/backoffice/drivers/999999/photo',
    allowed: STAFF,
  },
  { method: 'GET', route: '/backoffice/vehicles', path: '/backoffice/vehicles', allowed: STAFF },
  {
    method: 'POST',
    route: '/backoffice/vehicles',
    path: '/backoffice/vehicles',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'PUT',
    route: '/backoffice/vehicles/:id',
    path: '/backoffice/vehicles/999999',
    body: {},
    allowed: OPERATOR,
  },
  {
    method: 'POST',
    route: '/backoffice/vehicles/:id/disable',
    path: '/backoffice/vehicles/999999/disable',
    body: { disabled: true },
    allowed: OPERATOR,
  },
  {
    method: 'GET',
    route: '/backoffice/orders/:id/assignments',
    path: '/backoffice/orders/999999/assignments',
    allowed: STAFF,
  },
  {
    method: 'PUT',
    route: '/backoffice/orders/:id/legs/:leg/assignment',
    path: '/backoffice/orders/999999/legs/H/assignment',
    body: { driver_id: null, vehicle_id: null },
    allowed: STAFF,
  },
];
