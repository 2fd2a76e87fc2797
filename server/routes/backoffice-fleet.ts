/**
 * The operator's drivers and vehicles and who drives each leg (issue 26, docs/backoffice-api.md
 * "Drivers and vehicles"): staff (operator and dispatcher) read the lists and assign a driver and a
 * vehicle to a leg; only the operator adds, edits, disables a driver or vehicle or gives a driver a
 * login. Every change is written to the audit log in its transaction (server/fleet/).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { asApiCall } from '../backoffice/catalogue-input';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import { listDrivers, readDriverPhoto } from '../data/fleet/drivers-repo';
import { assignmentViews } from '../data/fleet/leg-assignments-repo';
import { listVehicles } from '../data/fleet/vehicles-repo';
import { assignLeg } from '../fleet/assignment-service';
import {
  assignmentBody,
  disableBody,
  driverChangesBody,
  driverLoginBody,
  newDriverBody,
  newVehicleBody,
  vehicleChangesBody,
} from '../fleet/fleet-input';
import {
  createDriver,
  createVehicle,
  editDriver,
  editVehicle,
  giveDriverLogin,
  setDriverDisabled,
  setVehicleDisabled,
  unusablePasswordHash,
} from '../fleet/fleet-service';
import { ApiError, ok, paramsOf, parse, readBody } from '../http/envelope';
import { idInput } from '../http/input';
import { wakeOwedMails } from '../mail/owed-mails';
import { wakeDriverNotice } from '../messages/driver-notice';

const idParam = z.object({ id: idInput });
const legParam = z.object({ id: idInput, leg: z.enum(['H', 'T'], 'H (departure) or T (return)') });

/** Drops the keys whose value is undefined (the repositories write only what is given). */
const given = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

/** The fleet calls under `/api/backoffice/`. */
export function backofficeFleetRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();
  const staff = staffOnly(ctx, 'operator', 'dispatcher');
  const operator = staffOnly(ctx, 'operator');

  app.get('/backoffice/drivers', staff, async (c) => {
    const rows = await listDrivers(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/drivers', operator, async (c) => {
    const { photo, ...fields } = parse(newDriverBody, await readBody(c));
    const made = await ctx.db.transaction((tx) => createDriver(tx, fields, photo ?? null, c.get('staff')));
    return ok(c, made, undefined, 201);
  });

  app.put('/backoffice/drivers/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { photo, ...fields } = parse(driverChangesBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => editDriver(tx, id, given(fields), photo, c.get('staff'))),
    );
    return ok(c, after);
  });

  app.post('/backoffice/drivers/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => setDriverDisabled(tx, id, disabled, c.get('staff'))),
    );
    return ok(c, after);
  });

  app.post('/backoffice/drivers/:id/login', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { email, lang } = parse(driverLoginBody, await readBody(c));
    const hash = await unusablePasswordHash();
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => giveDriverLogin(tx, id, email, lang, c.get('staff'), hash)),
    );
    // The driver's set-your-password mail is the reset mail, owed in the transaction above.
    wakeOwedMails(ctx);
    return ok(c, after);
  });

  app.get('/backoffice/drivers/:id/photo', staff, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const photo = await readDriverPhoto(ctx.db, id);
    if (!photo) throw new ApiError(404, 'not_found', `Driver ${id} has no photo.`, 'id');
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': photo.type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  app.get('/backoffice/vehicles', staff, async (c) => {
    const rows = await listVehicles(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/vehicles', operator, async (c) => {
    const b = parse(newVehicleBody, await readBody(c));
    const made = await asApiCall(() => ctx.db.transaction((tx) => createVehicle(tx, b, c.get('staff'))));
    return ok(c, made, undefined, 201);
  });

  app.put('/backoffice/vehicles/:id', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(vehicleChangesBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => editVehicle(tx, id, given(b), c.get('staff'))),
    );
    return ok(c, after);
  });

  app.post('/backoffice/vehicles/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => setVehicleDisabled(tx, id, disabled, c.get('staff'))),
    );
    return ok(c, after);
  });

  // The order page's assignment controls start from what each leg has now.
  app.get('/backoffice/orders/:id/assignments', staff, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const views = await assignmentViews(ctx.db, [id]);
    return ok(c, { H: views.get(`${id}-H`) ?? null, T: views.get(`${id}-T`) ?? null });
  });

  app.put('/backoffice/orders/:id/legs/:leg/assignment', staff, async (c) => {
    const { id, leg } = parse(legParam, paramsOf(c));
    const b = parse(assignmentBody, await readBody(c));
    const saved = await assignLeg(
      ctx.db,
      c.get('staff'),
      id,
      leg,
      { driverId: b.driver_id, vehicleId: b.vehicle_id },
      new Date(),
    );
    if (saved.notice_owed) wakeDriverNotice(ctx);
    return ok(c, saved);
  });

  return app as unknown as Hono;
}
