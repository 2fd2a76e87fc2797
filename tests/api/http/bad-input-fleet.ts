/**
 * Bad-input cases of the back office's fleet calls (issue 26; docs/backoffice-api.md "Drivers and
 * vehicles"): drivers, vehicles, a driver's login and a leg's assignment. Each bad field is refused with
 * a 400 naming it, before anything is read or written.
 */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  type BadCase,
  type FieldSpec,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const route = (method: 'POST' | 'PUT', r: string, path = r): JsonRoute => ({
  route: `${method} /api/backoffice${r}`,
  path: `/api/backoffice${path}`,
  auth: 'operator',
});

// PUT routes share the POST cases' shapes; pathCases writes POST or GET, so the method is set here.
const put = (cases: BadCase[]): BadCase[] => cases.map((c) => ({ ...c, method: 'PUT' }));

const DRIVER = { first_name: 'Jan', last_name: 'Peeters', mobile: '+32470123456', languages: ['nl'] };
const VEHICLE = {
  plate: '1-ABC-234',
  model: 'Skoda Superb',
  colour: 'black',
  seats: 4,
  luggage_units: 4,
  vehicle_type: 'comfort',
  wheelchair_accessible: false,
};
const DRIVER_FIELDS: FieldSpec[] = [
  { name: 'first_name', kind: 'string', required: true },
  { name: 'last_name', kind: 'string' },
  { name: 'mobile', kind: 'string', required: true },
  { name: 'languages', kind: 'list' },
];
const VEHICLE_FIELDS: FieldSpec[] = [
  { name: 'plate', kind: 'string', required: true },
  { name: 'model', kind: 'string', required: true },
  { name: 'colour', kind: 'string' },
  { name: 'seats', kind: 'count', required: true },
  { name: 'luggage_units', kind: 'count', required: true },
  { name: 'vehicle_type', kind: 'enum', required: true },
  { name: 'wheelchair_accessible', kind: 'flag' },
];
const PNG_HEADER = 'iVBORw0KGgo';

/** The bad values of a field that are refused whatever the record: each as one case. */
function values(r: JsonRoute, valid: Record<string, unknown>, field: string, bad: unknown[]): BadCase[] {
  return bad.map((v) =>
    jsonCase(r, `${field}=${JSON.stringify(v).slice(0, 30)}`, { ...valid, [field]: v }, field),
  );
}

/** Builds the cases. */
export async function fleetCases(_fx: Fixture): Promise<BadCase[]> {
  const newDriver = route('POST', '/drivers');
  const editDriver = route('PUT', '/drivers/:id', '/drivers/999999');
  const newVehicle = route('POST', '/vehicles');
  const editVehicle = route('PUT', '/vehicles/:id', '/vehicles/999999');
  const login = route('POST', '/drivers/:id/login', '/drivers/999999/login');
  const assign = route('PUT', '/orders/:id/legs/:leg/assignment', '/orders/1/legs/H/assignment');
  const disable = [{ name: 'disabled', kind: 'flag', required: true }] as FieldSpec[];
  const idPaths = (r: string, suffix: string, method: 'POST' | 'PUT' | 'GET', body?: string) =>
    pathCases(
      `${method} /api/backoffice${r}`,
      `/api/backoffice${r.split(':id')[0]}`,
      BAD_IDS,
      'id',
      'operator',
      suffix,
    ).map((c) => ({ ...c, method, ...(body ? { body } : {}) }));
  // The lists take no input: the token is the only thing a caller can get wrong.
  const noToken = (path: string): BadCase => ({
    route: `GET /api/backoffice${path}`,
    name: 'no token',
    method: 'GET',
    path: `/api/backoffice${path}`,
    auth: 'none',
    shape: 'envelope',
    status: 401,
  });
  return [
    noToken('/drivers'),
    noToken('/vehicles'),
    ...bodyShapeCases(newDriver),
    ...fieldCases(newDriver, DRIVER, DRIVER_FIELDS),
    ...values(newDriver, DRIVER, 'mobile', ['012345', '+3223456789', 'abc', '']),
    ...values(newDriver, DRIVER, 'languages', [['xx'], 'nl']),
    ...values(newDriver, DRIVER, 'photo', [
      'data:image/gif;base64,R0lGODlh',
      `data:image/jpeg;base64,${PNG_HEADER}`,
      'not a data url',
      `data:image/png;base64,${'A'.repeat(220_000)}`,
      123,
    ]),
    jsonCase(newDriver, 'unknown field', { ...DRIVER, email: 'x@y.be' }, 'email'),
    ...put(bodyShapeCases(editDriver)),
    ...put(
      fieldCases(
        editDriver,
        DRIVER,
        DRIVER_FIELDS.map((f) => ({ ...f, required: false })),
      ),
    ),
    ...idPaths('/drivers/:id', '', 'PUT', JSON.stringify(DRIVER)),
    ...bodyShapeCases(route('POST', '/drivers/:id/disable', '/drivers/999999/disable')),
    ...fieldCases(
      route('POST', '/drivers/:id/disable', '/drivers/999999/disable'),
      { disabled: true },
      disable,
    ),
    ...idPaths('/drivers/:id/disable', '/disable', 'POST', '{"disabled":true}'),
    ...bodyShapeCases(login),
    ...fieldCases(login, { email: 'jan@driver.be', lang: 'nl' }, [
      { name: 'email', kind: 'string', required: true },
      { name: 'lang', kind: 'enum' },
    ]),
    ...values(login, { email: 'jan@driver.be' }, 'email', ['not-an-address', '']),
    ...idPaths('/drivers/:id/login', '/login', 'POST', '{"email":"jan@driver.be"}'),
    ...idPaths('/drivers/:id/photo', '/photo', 'GET'),
    ...pathCases(
      'GET /api/backoffice/orders/:id/assignments',
      '/api/backoffice/orders/',
      BAD_IDS,
      'id',
      'operator',
      '/assignments',
    ),
    ...bodyShapeCases(newVehicle),
    ...fieldCases(newVehicle, VEHICLE, VEHICLE_FIELDS),
    ...values(newVehicle, VEHICLE, 'plate', ['A', '1 ABC 234 567 890', 'AB_12', '']),
    ...values(newVehicle, VEHICLE, 'seats', [0, 61]),
    ...values(newVehicle, VEHICLE, 'luggage_units', [101]),
    ...values(newVehicle, VEHICLE, 'vehicle_type', ['van', 'Comfort']),
    ...put(bodyShapeCases(editVehicle)),
    ...put(
      fieldCases(
        editVehicle,
        VEHICLE,
        VEHICLE_FIELDS.map((f) => ({ ...f, required: false })),
      ),
    ),
    ...idPaths('/vehicles/:id', '', 'PUT', JSON.stringify(VEHICLE)),
    ...bodyShapeCases(route('POST', '/vehicles/:id/disable', '/vehicles/999999/disable')),
    ...fieldCases(
      route('POST', '/vehicles/:id/disable', '/vehicles/999999/disable'),
      { disabled: true },
      disable,
    ),
    ...idPaths('/vehicles/:id/disable', '/disable', 'POST', '{"disabled":true}'),
    ...put(bodyShapeCases(assign)),
    // null clears the driver or the vehicle, so it is no bad value here.
    ...put(
      fieldCases(assign, { driver_id: 1, vehicle_id: 1 }, [
        { name: 'driver_id', kind: 'id' },
        { name: 'vehicle_id', kind: 'id' },
      ]).filter((c) => !c.name.endsWith('=null')),
    ),
    ...put([jsonCase(assign, 'unknown field', { driver_id: 1, driver: 'Jan' }, 'driver')]),
    ...['X', 'h', 'HT'].map((leg): BadCase => ({
      route: assign.route,
      name: `leg=${leg}`,
      method: 'PUT',
      path: `/api/backoffice/orders/1/legs/${leg}/assignment`,
      body: '{"driver_id":null}',
      auth: 'operator',
      shape: 'envelope',
      field: 'leg',
    })),
  ];
}
