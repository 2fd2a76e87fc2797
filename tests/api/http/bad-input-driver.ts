/**
 * Bad-input cases of the driver's day (issue 26; docs/driver.md): the list of a driver's legs and the
 * state they report of one. The state call is sent with a real driver's token, so each bad field is
 * refused with a 400 naming it, not stopped earlier by the role check.
 */
import { driverLogin, insertDriver } from '../../support/fleet-rows';
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

const STATE = { state: 'on_the_way' };

/** Builds the cases, after making the driver whose token they send. */
export async function driverCases(fx: Fixture): Promise<BadCase[]> {
  fx.driver ??= await driverLogin(fx.server, await insertDriver(fx.server));
  const report: JsonRoute = {
    route: 'POST /api/driver/legs/:order/:leg/state',
    path: '/api/driver/legs/1/H/state',
    auth: 'driver',
  };
  return [
    // The list takes no input: the token is the only thing a caller can get wrong.
    {
      route: 'GET /api/driver/legs',
      name: 'no token',
      method: 'GET',
      path: '/api/driver/legs',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...bodyShapeCases(report),
    ...fieldCases(report, STATE, [{ name: 'state', kind: 'enum', required: true }]),
    ...['ON_THE_WAY', 'delivered', ''].map((v) => jsonCase(report, `state=${v}`, { state: v }, 'state')),
    jsonCase(report, 'unknown field', { ...STATE, driver_id: 2 }, 'driver_id'),
    ...pathCases(report.route, '/api/driver/legs/', BAD_IDS, 'order', 'driver', '/H/state').map((c) => ({
      ...c,
      body: JSON.stringify(STATE),
    })),
    ...['X', 'h', 'HT', '%00'].map((leg): BadCase => ({
      route: report.route,
      name: `leg=${leg}`,
      method: 'POST',
      path: `/api/driver/legs/1/${leg}/state`,
      body: JSON.stringify(STATE),
      auth: 'driver',
      shape: 'envelope',
      field: 'leg',
    })),
  ];
}
