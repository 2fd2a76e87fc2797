/**
 * Input rules of the back office's fleet calls (issue 26): the JSON shapes of a driver, a vehicle, a
 * driver's login and a leg's assignment, each refusal a 400 naming the field. The mobile is read with
 * libphonenumber-js's mobile metadata and stored E.164; the plate upper-cased without spaces; the photo
 * is a data URL of a JPEG or PNG whose bytes say so, at most core's MAX_DRIVER_PHOTO_BYTES.
 */
import metadata from 'libphonenumber-js/mobile/metadata';
import { z } from 'zod';
import {
  DRIVER_LANGUAGES,
  LANGS,
  MAX_DRIVER_PHOTO_BYTES,
  PLATE_MAX_LENGTH,
  PLATE_MIN_LENGTH,
  VEHICLE_TYPES,
  isValidEmail,
  mobileE164,
  normalizePlate,
} from '../../core';
import { flagInput, line, optionalLine, wholeNumber } from '../backoffice/catalogue-input';
import type { DriverPhoto } from '../data/fleet/drivers-repo';
import { freeText, idInput } from '../http/input';

const mobile = z
  .string({ error: 'is required' })
  .max(40, 'at most 40 characters')
  .transform((v, ctx) => {
    const e164 = mobileE164(v, metadata);
    if (!e164)
      ctx.addIssue({ code: 'custom', message: 'a valid mobile number is required, e.g. +32 470 12 34 56' });
    return e164 ?? '';
  });

const languages = z
  .array(
    z.enum(DRIVER_LANGUAGES, `language codes among ${DRIVER_LANGUAGES.join(', ')}`),
    'a list of language codes',
  )
  .max(DRIVER_LANGUAGES.length)
  .transform((v) => [...new Set(v)]);

const MAGIC: Record<DriverPhoto['type'], number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** A photo as a data URL ('data:image/jpeg;base64,...'), or null to remove it. */
const photo = z
  .string('a data URL of a JPEG or PNG image, or null')
  .max(Math.ceil(MAX_DRIVER_PHOTO_BYTES / 3) * 4 + 40, `at most ${MAX_DRIVER_PHOTO_BYTES / 1000} kB`)
  .transform((v, ctx): DriverPhoto => {
    const m = /^data:(image\/jpeg|image\/png);base64,([A-Za-z0-9+/]+={0,2})$/.exec(v);
    const bytes = m ? Buffer.from(m[2]!, 'base64') : null;
    const type = m?.[1] as DriverPhoto['type'] | undefined;
    if (!bytes || !type || !MAGIC[type].every((b, i) => bytes[i] === b)) {
      ctx.addIssue({ code: 'custom', message: 'a JPEG or PNG image is required' });
      return { bytes: new Uint8Array(), type: 'image/jpeg' };
    }
    if (bytes.length > MAX_DRIVER_PHOTO_BYTES)
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_DRIVER_PHOTO_BYTES / 1000} kB` });
    return { bytes: new Uint8Array(bytes), type };
  })
  .nullable();

/** A new driver. */
export const newDriverBody = z
  .object({
    first_name: line(80),
    last_name: optionalLine(80),
    mobile,
    languages: languages.default([]),
    photo: photo.optional(),
  })
  .strict();

/** A driver's changes: any of a new driver's fields. */
export const driverChangesBody = z
  .object({
    first_name: line(80).optional(),
    last_name: freeOptional(80),
    mobile: mobile.optional(),
    languages: languages.optional(),
    photo: photo.optional(),
  })
  .strict();

function freeOptional(max: number) {
  return freeText(z.string().trim().max(max, `at most ${max} characters`)).optional();
}

const plate = z
  .string({ error: 'is required' })
  .max(20, `at most ${PLATE_MAX_LENGTH} letters, digits and dashes`)
  .transform((v, ctx) => {
    const p = normalizePlate(v);
    if (!p)
      ctx.addIssue({
        code: 'custom',
        message: `${PLATE_MIN_LENGTH} to ${PLATE_MAX_LENGTH} letters, digits and dashes`,
      });
    return p ?? '';
  });

const vehicleFields = {
  plate,
  model: line(80),
  colour: optionalLine(40),
  seats: wholeNumber(1, 60),
  luggage_units: wholeNumber(0, 100),
  vehicle_type: z.enum(VEHICLE_TYPES, 'comfort, business or combinatie'),
  wheelchair_accessible: flagInput.default(false),
};

/** A new vehicle. */
export const newVehicleBody = z.object(vehicleFields).strict();

/** A vehicle's changes: any of a new vehicle's fields. */
export const vehicleChangesBody = z
  .object({
    plate: plate.optional(),
    model: line(80).optional(),
    colour: freeOptional(40),
    seats: vehicleFields.seats.optional(),
    luggage_units: vehicleFields.luggage_units.optional(),
    vehicle_type: vehicleFields.vehicle_type.optional(),
    wheelchair_accessible: flagInput.optional(),
  })
  .strict();

/** A driver's login: the address it is given and the language of its mails. */
export const driverLoginBody = z
  .object({
    email: z.string({ error: 'is required' }).trim().max(254).refine(isValidEmail, 'an e-mail address'),
    lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
  })
  .strict();

/** A leg's driver and vehicle; null (or absent) clears one. */
export const assignmentBody = z
  .object({
    driver_id: idInput.nullable().default(null),
    vehicle_id: idInput.nullable().default(null),
  })
  .strict();

/** `{disabled: true|false}`. */
export const disableBody = z.object({ disabled: flagInput }).strict();
