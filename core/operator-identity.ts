/**
 * The operator's identity (issue 13): who runs the service, as the pages, e-mails and receipts name
 * it. It is set in one file, operator.json (README "Going live"); this module reads the file's text
 * and checks every field with core's own rules (Belgian VAT checksum, e-mail format, Belgian postal
 * code, libphonenumber's plan for phones), so the server's start and the site's build agree on what is
 * valid. Without a file, the example identity stands in, marked as such wherever it shows.
 */
import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { isBelgianPostalCode, isValidBelgianVat, isValidEmail, normalizeVat } from './formats';
import { PHONE_DEFAULT_COUNTRY } from './phone';

/** A phone number as dialled (E.164, for tel: links) and as printed (the national form). */
export interface OperatorPhone {
  dial: string;
  display: string;
}

/** Everything the product says about the operator. */
export interface OperatorIdentity {
  /** True while no operator.json is set: every place that shows the identity marks it as an example. */
  example: boolean;
  /** The trading name, without the legal form ("Airport Transfer"). */
  company: string;
  /** The legal form ("BV", "NV", "SRL"); may be empty for a sole trader. */
  legalForm: string;
  /** The Belgian VAT (company) number in its stored form, BE + 10 digits. */
  vat: string;
  /** The postal address; the country (Belgium) is translated where it is shown. */
  address: { street: string; postal: string; city: string };
  /**
   * The seat of the enterprise court whose register of legal entities (RPR/RPM) holds the company,
   * as invoices must name it ("Antwerpen, afdeling Antwerpen"); Companies Code art. 2:20.
   */
  registerCourt: string;
  /** The customer service number. */
  phone: OperatorPhone;
  /** The premium-rate call-centre number and what it costs per minute (SPEC 9). */
  premiumPhone: OperatorPhone & { eurosPerMinute: number };
  /** The contact e-mail address (also where customer changes are reported). */
  email: string;
  /** The e-mail address for job applications. */
  jobsEmail: string;
  /** The sender of every e-mail the product sends. */
  mailFrom: { name: string; address: string };
  /** The logo file as written in operator.json (PNG, JPEG or SVG, relative to that file), if any. */
  logo?: string;
}

/**
 * EXAMPLE VALUES, not a real company: the identity of a fresh install until operator.json is set. The
 * VAT number passes the checksum so that every reader can rely on a valid identity; production mode
 * refuses to start with it (server/production.ts).
 */
export const EXAMPLE_OPERATOR: OperatorIdentity = {
  example: true,
  company: 'Example company',
  legalForm: 'BV',
  vat: 'BE0123456749',
  address: { street: 'Voorbeeldstraat 1', postal: '1000', city: 'Brussel' },
  registerCourt: 'Brussel',
  phone: { dial: '+3225551234', display: '02 555 12 34' },
  premiumPhone: { dial: '+3290300500', display: '0903 00 500', eurosPerMinute: 0.5 },
  email: 'info@example.be',
  jobsEmail: 'jobs@example.be',
  mailFrom: { name: 'Example company', address: 'no-reply@example.be' },
};

/** The mark shown beside the example identity, in the three languages at once (pages and e-mails). */
export const EXAMPLE_OPERATOR_MARK =
  'Voorbeeldbedrijf — stel de identiteit van de uitbater in · Entreprise d’exemple — configurez l’identité de l’exploitant · Example company — set the operator’s identity';

/** The company's name with its legal form, as a receipt or footer names it ("Airport Transfer BV"). */
export function operatorLegalName(op: OperatorIdentity): string {
  return op.legalForm ? `${op.company} ${op.legalForm}` : op.company;
}

/** The address on one line, without the country ("Luchthavenlaan 1, 1800 Vilvoorde"). */
export function operatorAddressLine(op: OperatorIdentity): string {
  return `${op.address.street}, ${op.address.postal} ${op.address.city}`;
}

/** The VAT number as Belgian documents print it, BE 0123.456.749. */
export function formatVat(vat: string): string {
  const d = vat.slice(2);
  return `BE ${d.slice(0, 4)}.${d.slice(4, 7)}.${d.slice(7)}`;
}

/**
 * The enterprise number (ondernemingsnummer / numéro d'entreprise) as invoices print it, 0123.456.749:
 * a Belgian company's VAT number is its enterprise number behind the country code.
 */
export function enterpriseNumber(vat: string): string {
  const d = vat.slice(2);
  return `${d.slice(0, 4)}.${d.slice(4, 7)}.${d.slice(7)}`;
}

/** The outcome of reading operator.json: the identity, or one sentence per invalid field. */
export type OperatorReading = { ok: true; identity: OperatorIdentity } | { ok: false; errors: string[] };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads the text of operator.json (`name` is the file as the errors name it). `text` undefined means no
 * file: the {@link EXAMPLE_OPERATOR}. Every field is checked, and each problem is one sentence naming the
 * file and the field, so the operator fixes them all at once. `metadata` is libphonenumber's full
 * metadata (`libphonenumber-js/max/metadata`), which knows premium-rate numbers.
 */
export function readOperatorIdentity(
  text: string | undefined,
  name: string,
  metadata: MetadataJson,
): OperatorReading {
  if (text === undefined) return { ok: true, identity: EXAMPLE_OPERATOR };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, errors: [`${name} is not valid JSON; compare it with operator.example.json.`] };
  }
  if (!isObject(raw)) return { ok: false, errors: [`${name} must hold one JSON object.`] };
  const errors: string[] = [];
  const field = (path: string) => `${name}: "${path}"`;
  const at = (path: string): unknown =>
    path.split('.').reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), raw);
  const text_ = (path: string, optional = false): string => {
    const v = at(path);
    if (typeof v === 'string' && (v.trim() !== '' || optional)) return v.trim();
    if (v === undefined && optional) return '';
    errors.push(`${field(path)} must be a non-empty text.`);
    return '';
  };
  const email = (path: string): string => {
    const v = text_(path);
    if (v && !isValidEmail(v)) errors.push(`${field(path)} is not an e-mail address: "${v}".`);
    return v;
  };
  const phone = (path: string, premium: boolean): OperatorPhone => {
    const v = text_(path);
    if (!v) return { dial: '', display: '' };
    const parsed = parsePhoneNumberFromString(v, { defaultCountry: PHONE_DEFAULT_COUNTRY }, metadata);
    if (!parsed || !parsed.isValid()) {
      errors.push(`${field(path)} is not a valid phone number: "${v}".`);
    } else if (premium !== (parsed.getType() === 'PREMIUM_RATE')) {
      errors.push(
        premium
          ? `${field(path)} must be a premium-rate number (such as 0903 …), not "${v}".`
          : `${field(path)} must be an ordinary number, not the premium-rate "${v}".`,
      );
    } else {
      const national = parsed.country === PHONE_DEFAULT_COUNTRY;
      return {
        dial: parsed.number,
        display: national ? parsed.formatNational() : parsed.formatInternational(),
      };
    }
    return { dial: '', display: '' };
  };

  const company = text_('company');
  const legalForm = text_('legalForm', true);
  const vatText = text_('vat');
  const vat = normalizeVat(vatText);
  if (vatText && !isValidBelgianVat(vat)) {
    errors.push(
      `${field('vat')} is not a valid Belgian VAT number (BE0 and nine digits with a valid checksum): "${vatText}".`,
    );
  }
  const address = {
    street: text_('address.street'),
    postal: text_('address.postal'),
    city: text_('address.city'),
  };
  if (address.postal && !isBelgianPostalCode(address.postal)) {
    errors.push(
      `${field('address.postal')} is not a Belgian postal code (four digits): "${address.postal}".`,
    );
  }
  const registerCourt = text_('registerCourt');
  // A court seat is a place name, not a sentence or a register number typed in the wrong field.
  if (registerCourt && !/^[\p{L}][\p{L} ,.'’()-]{1,79}$/u.test(registerCourt)) {
    errors.push(
      `${field('registerCourt')} must name the seat of the enterprise court (such as "Antwerpen, afdeling Antwerpen"), not "${registerCourt}".`,
    );
  }
  const perMinute = at('premiumPhone.eurosPerMinute');
  if (typeof perMinute !== 'number' || !(perMinute > 0) || perMinute > 10) {
    errors.push(
      `${field('premiumPhone.eurosPerMinute')} must be the price per minute in euros, a number above 0 and at most 10.`,
    );
  }
  const logo = text_('logo', true);
  if (logo && !/\.(png|jpe?g|svg)$/i.test(logo)) {
    errors.push(`${field('logo')} must name a .png, .jpg or .svg file, not "${logo}".`);
  }
  const identity: OperatorIdentity = {
    example: false,
    company,
    legalForm,
    vat,
    address,
    registerCourt,
    phone: phone('phone', false),
    premiumPhone: { ...phone('premiumPhone.number', true), eurosPerMinute: Number(perMinute) },
    email: email('email.contact'),
    jobsEmail: email('email.jobs'),
    mailFrom: { name: text_('mailFrom.name'), address: email('mailFrom.address') },
    ...(logo ? { logo } : {}),
  };
  return errors.length ? { ok: false, errors } : { ok: true, identity };
}
