/**
 * Bad-input cases of the flight calls: the back office's late-flight calls (issue 26; docs/flights.md),
 * the driver's free waiting times and the landing time a dispatcher sets on a return leg, and the
 * public flight look-up of step 1 (issue 31). Each bad field is refused with a 400 naming it, before
 * anything is read, written or asked.
 */
import { addDays, brusselsToday, FLIGHT_LOOKUP_DAYS_AHEAD, MAX_WAITING_MINUTES } from '../../../core';
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  queryCases,
  type BadCase,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

// PUT routes share the POST cases' shapes; pathCases writes POST or GET, so the method is set here.
const put = (cases: BadCase[]): BadCase[] => cases.map((c) => ({ ...c, method: 'PUT' }));

const WAITING = { after_landing_minutes: 30, at_home_minutes: 10 };
const TOO_LONG = MAX_WAITING_MINUTES + 1;
const LANDING = { landing_time: '14:35', landing_date: '2031-03-14', landed: true };

/** The bad values of a field that are refused whatever the record: each as one case. */
function values(r: JsonRoute, valid: Record<string, unknown>, field: string, bad: unknown[]): BadCase[] {
  return bad.map((v) =>
    jsonCase(r, `${field}=${JSON.stringify(v).slice(0, 30)}`, { ...valid, [field]: v }, field),
  );
}

/** Builds the cases. */
export async function flightCases(_fx: Fixture): Promise<BadCase[]> {
  const waiting: JsonRoute = {
    route: 'PUT /api/backoffice/waiting-times',
    path: '/api/backoffice/waiting-times',
    auth: 'operator',
  };
  const landing: JsonRoute = {
    route: 'PUT /api/backoffice/orders/:id/legs/:leg/landing',
    path: '/api/backoffice/orders/1/legs/T/landing',
    auth: 'operator',
  };
  const today = brusselsToday(new Date());
  const dash = (days: number) => addDays(today, days).replaceAll('/', '-');
  return [
    ...queryCases(
      'GET /api/flights/schedule',
      '/api/flights/schedule',
      { flight: 'SN2153', date: dash(10), role: 'departure', airport: 'BRU' },
      [
        { name: 'flight', bad: ['', 'S', 'SNABCD', '12345', 'SN%2012345'], required: true },
        {
          name: 'date',
          bad: ['', '2031-02-30', '14/03/2031', dash(-1), dash(FLIGHT_LOOKUP_DAYS_AHEAD + 1)],
          required: true,
        },
        { name: 'role', bad: ['', 'both', 'Departure'], required: true },
        { name: 'airport', bad: ['', 'BR', 'B1U', 'BRUX'], required: true },
      ],
      'none',
    ),
    // Reading the waiting times takes no input: the token is the only thing a caller can get wrong.
    {
      route: 'GET /api/backoffice/waiting-times',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/waiting-times',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...put(bodyShapeCases(waiting)),
    ...put(
      fieldCases(waiting, WAITING, [
        { name: 'after_landing_minutes', kind: 'count' },
        { name: 'at_home_minutes', kind: 'count' },
      ]),
    ),
    ...put(values(waiting, WAITING, 'after_landing_minutes', [TOO_LONG, String(TOO_LONG)])),
    ...put(values(waiting, WAITING, 'at_home_minutes', [TOO_LONG])),
    // A body that changes nothing is refused as a whole.
    ...put([jsonCase(waiting, 'no waiting time', {}, 'body')]),
    ...put([jsonCase(waiting, 'unknown field', { ...WAITING, free_minutes: 5 }, 'free_minutes')]),
    ...put(bodyShapeCases(landing)),
    ...put(
      fieldCases(landing, LANDING, [
        { name: 'landing_time', kind: 'string', required: true },
        { name: 'landing_date', kind: 'date' },
        { name: 'landed', kind: 'flag' },
      ]),
    ),
    ...put(values(landing, LANDING, 'landing_time', ['24:00', '9:30', '12:60', '14:35:00', ''])),
    ...put(values(landing, LANDING, 'landing_date', ['2031-02-30', '14/03/2031', ''])),
    ...put([jsonCase(landing, 'unknown field', { ...LANDING, flight: 'SN2153' }, 'flight')]),
    ...pathCases(landing.route, '/api/backoffice/orders/', BAD_IDS, 'id', 'operator', '/legs/T/landing').map(
      (c) => ({ ...c, method: 'PUT' as const, body: JSON.stringify(LANDING) }),
    ),
    // Only a return leg meets a landing flight.
    ...['H', 'X', 't', 'TT', '%00'].map((leg): BadCase => ({
      route: landing.route,
      name: `leg=${leg}`,
      method: 'PUT',
      path: `/api/backoffice/orders/1/legs/${leg}/landing`,
      body: JSON.stringify(LANDING),
      auth: 'operator',
      shape: 'envelope',
      field: 'leg',
    })),
  ];
}
