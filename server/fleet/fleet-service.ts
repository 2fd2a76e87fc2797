/**
 * The operator's drivers and vehicles (issue 26): add, edit, disable or enable one, and give a driver a
 * login. The route (server/routes/backoffice-fleet.ts) has checked the shapes and the operator's role;
 * this holds the rules that need the database (a plate in use, a login given twice) and writes each
 * change with its audit entry in the caller's transaction. A refusal names the field
 * (server/service-refusal.ts).
 */
import type { BackofficeDriver, BackofficeVehicle, Lang } from '../../core';
import { RESET_MAIL } from '../accounts/account-mails';
import { hashPassword } from '../auth/password';
import { newSecret } from '../auth/secrets';
import { recordAudit } from '../backoffice/audit';
import type { Staff } from '../backoffice/staff';
import { insertUser, usernameTaken } from '../data/accounts/users-repo';
import type { Queryable } from '../data/database';
import {
  driverById,
  driverLoginId,
  insertDriver,
  updateDriver,
  writeDriverDisabled,
  writeDriverLogin,
  writeDriverPhoto,
  type DriverFields,
  type DriverPhoto,
} from '../data/fleet/drivers-repo';
import {
  insertVehicle,
  updateVehicle,
  vehicleById,
  vehicleIdByPlate,
  writeVehicleDisabled,
  type VehicleFields,
} from '../data/fleet/vehicles-repo';
import { oweMail } from '../mail/owed-mails';
import { ServiceRefusal } from '../service-refusal';

const noDriver = (id: number) => new ServiceRefusal('not_found', ['id'], `There is no driver ${id}.`);
const noVehicle = (id: number) => new ServiceRefusal('not_found', ['id'], `There is no vehicle ${id}.`);
const plateInUse = (plate: string) =>
  new ServiceRefusal('conflict', ['plate'], `The plate ${plate} belongs to another vehicle already.`);

/**
 * Adds a driver with `fields` (and `photo`, when given) as `by`; answers the driver. The mobile is
 * E.164 already (the route's schema normalised it).
 */
export async function createDriver(
  tx: Queryable,
  fields: DriverFields,
  photo: DriverPhoto | null,
  by: Staff,
): Promise<BackofficeDriver> {
  const id = await insertDriver(tx, fields);
  if (photo) await writeDriverPhoto(tx, id, photo);
  const after = (await driverById(tx, id))!;
  await recordAudit(tx, by, { action: 'driver.create', entity: 'driver', entityId: id, before: null, after });
  return after;
}

/**
 * Changes the given fields of driver `id` as `by`; `photo` null removes the photo, undefined keeps it.
 * Answers the driver; writes nothing when nothing changes.
 */
export async function editDriver(
  tx: Queryable,
  id: number,
  fields: Partial<DriverFields>,
  photo: DriverPhoto | null | undefined,
  by: Staff,
): Promise<BackofficeDriver> {
  const before = await driverById(tx, id, true);
  if (!before) throw noDriver(id);
  await updateDriver(tx, id, fields);
  if (photo !== undefined) await writeDriverPhoto(tx, id, photo);
  const after = (await driverById(tx, id))!;
  if (JSON.stringify(before) !== JSON.stringify(after) || photo !== undefined)
    await recordAudit(tx, by, {
      action: 'driver.edit',
      entity: 'driver',
      entityId: id,
      before,
      after: { ...after, ...(photo !== undefined ? { photo_changed: true } : {}) },
    });
  return after;
}

/** Disables (or enables again) driver `id` as `by`; answers the driver. */
export async function setDriverDisabled(
  tx: Queryable,
  id: number,
  disabled: boolean,
  by: Staff,
): Promise<BackofficeDriver> {
  const before = await driverById(tx, id, true);
  if (!before) throw noDriver(id);
  if (before.disabled === disabled) return before;
  await writeDriverDisabled(tx, id, disabled);
  const after = (await driverById(tx, id))!;
  await recordAudit(tx, by, {
    action: disabled ? 'driver.disable' : 'driver.enable',
    entity: 'driver',
    entityId: id,
    before: { disabled: before.disabled },
    after: { disabled },
  });
  return after;
}

/**
 * The password hash of a new driver's login: of a secret nobody keeps, so nobody can log in until the
 * driver chooses a password. The hash costs a memory-hard KDF's time, so the caller makes it before its
 * transaction rather than while holding the database.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(newSecret());
}

/**
 * Gives driver `id` a login with `email` as username and address, in `lang`, as `by`: a users row of
 * type 'driver' with `passwordHash` ({@link unusablePasswordHash}), and the product's password-reset
 * mail owed to it (server/accounts/account-mails.ts), through which the driver sets their own
 * password. The caller
 * wakes the owed mails after the commit. 409 when the driver has a login already or the address is in
 * use by another account.
 */
export async function giveDriverLogin(
  tx: Queryable,
  id: number,
  email: string,
  lang: Lang,
  by: Staff,
  passwordHash: string,
): Promise<BackofficeDriver> {
  const before = await driverById(tx, id, true);
  if (!before) throw noDriver(id);
  if ((await driverLoginId(tx, id)) !== null)
    throw new ServiceRefusal('conflict', ['email'], `Driver ${id} has a login already (${before.email}).`);
  if (await usernameTaken(tx, email))
    throw new ServiceRefusal('conflict', ['email'], `The address ${email} is in use by another account.`);
  const userId = await insertUser(tx, {
    username: email,
    email,
    // A password nobody knows (unusablePasswordHash): the driver chooses theirs through the reset mail.
    passwordHash,
    firstname: before.first_name,
    lastname: before.last_name,
    phone: before.mobile,
    company: null,
    vat: null,
    country: 'BE',
    userType: 'driver',
    lang,
  });
  if (userId === null)
    throw new ServiceRefusal('conflict', ['email'], `The address ${email} is in use by another account.`);
  await writeDriverLogin(tx, id, userId);
  await oweMail(tx, RESET_MAIL, null, { user_id: userId, lang });
  const after = (await driverById(tx, id))!;
  await recordAudit(tx, by, {
    action: 'driver.login',
    entity: 'driver',
    entityId: id,
    before: { email: '' },
    after: { email, user_id: userId },
  });
  return after;
}

/** Adds vehicle `fields` as `by`; answers it. 409 naming `plate` when the plate is taken. */
export async function createVehicle(
  tx: Queryable,
  fields: VehicleFields,
  by: Staff,
): Promise<BackofficeVehicle> {
  const id = await insertVehicle(tx, fields);
  if (id === null) throw plateInUse(fields.plate);
  const after = (await vehicleById(tx, id))!;
  await recordAudit(tx, by, {
    action: 'vehicle.create',
    entity: 'vehicle',
    entityId: id,
    before: null,
    after,
  });
  return after;
}

/** Changes the given fields of vehicle `id` as `by`; answers it. */
export async function editVehicle(
  tx: Queryable,
  id: number,
  fields: Partial<VehicleFields>,
  by: Staff,
): Promise<BackofficeVehicle> {
  const before = await vehicleById(tx, id, true);
  if (!before) throw noVehicle(id);
  if (fields.plate !== undefined && fields.plate !== before.plate) {
    const other = await vehicleIdByPlate(tx, fields.plate);
    if (other !== null && other !== id) throw plateInUse(fields.plate);
  }
  await updateVehicle(tx, id, fields);
  const after = (await vehicleById(tx, id))!;
  if (JSON.stringify(before) !== JSON.stringify(after))
    await recordAudit(tx, by, { action: 'vehicle.edit', entity: 'vehicle', entityId: id, before, after });
  return after;
}

/** Disables (or enables again) vehicle `id` as `by`; answers it. */
export async function setVehicleDisabled(
  tx: Queryable,
  id: number,
  disabled: boolean,
  by: Staff,
): Promise<BackofficeVehicle> {
  const before = await vehicleById(tx, id, true);
  if (!before) throw noVehicle(id);
  if (before.disabled === disabled) return before;
  await writeVehicleDisabled(tx, id, disabled);
  const after = (await vehicleById(tx, id))!;
  await recordAudit(tx, by, {
    action: disabled ? 'vehicle.disable' : 'vehicle.enable',
    entity: 'vehicle',
    entityId: id,
    before: { disabled: before.disabled },
    after: { disabled },
  });
  return after;
}
