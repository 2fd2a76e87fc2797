import { z } from 'zod';
import { LANGS, postalCodeFitsCountry, isValidBelgianVat, isValidEmail, normalizeVat } from '../../core';
import { freeText, idInput } from '../http/input';
import { isMobileNumber } from '../http/mobile-number';

/**
 * Request schemas of the billousers calls. Each field problem becomes a 400 naming the field, through
 * `parse()`. Password rules are not here: they come from core's validatePassword, applied by services.
 */

// Every text field here is free text: control characters and broken surrogate pairs are refused.
const text = (max: number) => freeText(z.string().trim().max(max));
const required = (max: number) => text(max).min(1, 'is required');

/** A flag as older clients send it: a boolean, 0/1 or the strings "true"/"false"/"0"/"1". */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** A positive record id, given as a number or a numeric string (not true, null or [3]). */
export const recordId = idInput;

/** nl, fr or en from a `lang` or `taal` value in any case (the order payload sends upper case). */
export const language = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(LANGS));

export const email = text(254).refine(isValidEmail, 'is not a valid e-mail address');
/**
 * An account's phone number: empty, or a mobile number by core's isMobilePhone, as the booking's phone
 * (SPEC 5 step 3). The account's number prefills the booking's, so a landline here would only come
 * back as an error at step 3.
 */
export const phone = text(30).refine((v) => v === '' || isMobileNumber(v), 'is not a valid mobile number');
export const vat = text(32)
  .refine(
    isValidBelgianVat,
    'must be a Belgian VAT number, BE0XXXXXXXXX or BE1XXXXXXXXX, with a valid check number',
  )
  .transform(normalizeVat);
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code');

/** `POST billousers/login`. user_type and user_id_ext are accepted for the original call's shape. */
export const LoginBody = z.object({
  user_name: required(254),
  user_password: z.string().min(1, 'is required').max(1024),
  user_type: text(40).optional(),
  user_id_ext: z.union([text(100), z.number()]).optional(),
});

/** `POST billousers/newuser`: a consumer or, with company and vat, a company account. */
export const NewUserBody = z.object({
  // Agent accounts are created by the operator for a licence (admin create-agent-user), never here.
  user_type: z
    .enum(['consumer', 'company'], 'must be consumer or company; agent accounts are made by the operator')
    .default('consumer'),
  username: required(254),
  email: email.optional(),
  password: z.string().max(1024),
  confirmPassword: z.string().max(1024).optional(),
  firstname: text(100).default(''),
  lastname: text(100).default(''),
  phone: phone.default(''),
  company: text(200).optional(),
  vat: vat.optional(),
  country: country.default('BE'),
  lang: language.optional(),
  taal: language.optional(),
});

/**
 * `POST billousers/edituser`: only the fields present change; `id` (or `idaccount`, as the original
 * calls send it), when sent, must be the caller. `password`, the current one, is needed to change the
 * e-mail address.
 */
export const EditUserBody = z.object({
  id: recordId.optional(),
  idaccount: recordId.optional(),
  password: z.string().max(1024).optional(),
  email: email.optional(),
  phone: phone.optional(),
  firstname: text(100).optional(),
  lastname: text(100).optional(),
  company: required(200).optional(),
  vat: vat.optional(),
  country: country.optional(),
  lang: language.optional(),
});

const zip = required(10);
const addressFields = {
  idaccount: recordId.optional(),
  street: required(200),
  streetnr: required(20),
  zip,
  city: required(100),
  country: country.default('BE'),
  defaultaddress: flag.default(false),
  billoaddress: flag.default(false),
};

/** A Belgian address needs a Belgian postal code; abroad any non-empty code is accepted. */
function belgianZip(
  a: { zip?: string | undefined; country?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (a.zip !== undefined && !postalCodeFitsCountry(a.zip, a.country)) {
    ctx.addIssue({ code: 'custom', path: ['zip'], message: 'is not a Belgian postal code' });
  }
}

/** `POST billousers/newaddress`; `idaccount`, when sent, must be the caller. */
export const NewAddressBody = z.object(addressFields).superRefine(belgianZip);

/** `POST billousers/editaddress`: the address id plus the fields that change. */
export const EditAddressBody = z
  .object({
    id: recordId,
    idaccount: recordId.optional(),
    street: addressFields.street.optional(),
    streetnr: addressFields.streetnr.optional(),
    zip: zip.optional(),
    city: addressFields.city.optional(),
    country: country.optional(),
    defaultaddress: flag.optional(),
    billoaddress: flag.optional(),
  })
  .superRefine(belgianZip);

/** `POST billousers/deladdress`. */
export const DeleteAddressBody = z.object({ id: recordId, idaccount: recordId.optional() });

/** `POST billousers/changepassword`: by reset code (username + code) or, logged in, by old password. */
export const ChangePasswordBody = z.object({
  username: text(254).optional(),
  code: text(100).optional(),
  oldPassword: z.string().max(1024).optional(),
  password: z.string().max(1024),
  confirmPassword: z.string().max(1024),
});

/** The reader's language of a read such as `leesuserid?lang=fr`: Belgian cities in that language. */
export const ReaderQuery = z.object({ lang: language.optional() });

/** `GET billousers/resetpasswordemail?email=&lang=`. */
export const ResetEmailQuery = z.object({ email, lang: language.optional(), taal: language.optional() });

/** `GET billousers/passwordresetvalid?username=&code=`. */
export const ResetValidQuery = z.object({ username: required(254), code: required(100) });

/**
 * `POST billousers/deleteuser`: the caller's own account (`id` or `idaccount`, when sent, must be the
 * caller), confirmed with its current `password`.
 */
export const DeleteUserBody = z.object({
  id: recordId.optional(),
  idaccount: recordId.optional(),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024),
});
