import { createHash, timingSafeEqual } from 'node:crypto';

/** The digest the provider's account is set to; SHA-512 unless the operator chose otherwise. */
export type ShaAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** The algorithms the provider offers, for validating `PAYMENT_SHA_ALGORITHM`. */
export const SHA_ALGORITHMS: readonly ShaAlgorithm[] = ['sha1', 'sha256', 'sha512'];

/**
 * The parameters the provider (Ingenico/Worldline e-Commerce, "Ogone") includes in its SHA-OUT
 * signature, from its published "List of parameters to be included in SHA-OUT calculation". Anything
 * else on a return URL (for example our own TALIC or AGENT query values) is not signed and must not be
 * trusted as if it were.
 */
export const SHA_OUT_PARAMETERS: ReadonlySet<string> = new Set([
  'AAVADDRESS',
  'AAVCHECK',
  'AAVMAIL',
  'AAVNAME',
  'AAVPHONE',
  'AAVZIP',
  'ACCEPTANCE',
  'ALIAS',
  'AMOUNT',
  'BIC',
  'BIN',
  'BRAND',
  'CARDNO',
  'CCCTY',
  'CN',
  'COLLECTOR_BIC',
  'COLLECTOR_IBAN',
  'COMPLUS',
  'CREATION_STATUS',
  'CREDITDEBIT',
  'CURRENCY',
  'CVCCHECK',
  'DCC_COMMPERCENTAGE',
  'DCC_CONVAMOUNT',
  'DCC_CONVCCY',
  'DCC_EXCHRATE',
  'DCC_EXCHRATESOURCE',
  'DCC_EXCHRATETS',
  'DCC_INDICATOR',
  'DCC_MARGINPERCENTAGE',
  'DCC_VALIDHOURS',
  'DEVICEID',
  'DIGESTCARDNO',
  'ECI',
  'ED',
  'EMAIL',
  'ENCCARDNO',
  'FXAMOUNT',
  'FXCURRENCY',
  'IP',
  'IPCTY',
  'MANDATEID',
  'MOBILEMODE',
  'NBREMAILUSAGE',
  'NBRIPUSAGE',
  'NBRIPUSAGE_ALLTX',
  'NBRUSAGE',
  'NCERROR',
  'ORDERID',
  'PAYID',
  'PAYIDSUB',
  'PAYMENT_REFERENCE',
  'PM',
  'SCO_CATEGORY',
  'SCORING',
  'SEQUENCETYPE',
  'SIGNDATE',
  'STATUS',
  'SUBBRAND',
  'SUBSCRIPTION_ID',
  'TICKET',
  'TRXDATE',
  'VC',
]);

/**
 * Builds the string the provider hashes: every parameter name upper-cased, sorted by name, empty values
 * left out, and each `NAME=value` followed by the passphrase. `SHASIGN` itself never takes part.
 * When `only` is given, names outside it are skipped (SHA-OUT signs only its published list).
 *
 * @example shaString({ AMOUNT: '1500', CURRENCY: 'EUR' }, 'pw') // 'AMOUNT=1500pwCURRENCY=EURpw'
 */
export function shaString(
  params: Readonly<Record<string, string>>,
  passphrase: string,
  only?: ReadonlySet<string>,
): string {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    const upper = name.toUpperCase();
    if (upper === 'SHASIGN' || value === '') continue;
    if (only && !only.has(upper)) continue;
    entries.push([upper, value]);
  }
  // Ordinal order of the upper-cased names, as the provider's own list is ordered.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([name, value]) => `${name}=${value}${passphrase}`).join('');
}

/** Hashes a {@link shaString} with `algorithm` over its UTF-8 bytes and writes it as upper-case hex. */
export function digest(text: string, algorithm: ShaAlgorithm): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex').toUpperCase();
}

/**
 * Computes the SHA-IN signature (SHASIGN) of the fields posted to the provider's payment page: all
 * fields are signed. Only the server calls this; the passphrase never leaves it.
 */
export function signShaIn(
  fields: Readonly<Record<string, string>>,
  passphrase: string,
  algorithm: ShaAlgorithm,
): string {
  return digest(shaString(fields, passphrase), algorithm);
}

/** Computes the SHA-OUT signature of the parameters the provider sends back, over its SHA-OUT list only. */
export function signShaOut(
  params: Readonly<Record<string, string>>,
  passphrase: string,
  algorithm: ShaAlgorithm,
): string {
  return digest(shaString(params, passphrase, SHA_OUT_PARAMETERS), algorithm);
}

/**
 * Tells whether `params` carry a SHASIGN that matches their SHA-OUT signature. Upper or lower-case hex
 * is accepted; the comparison takes constant time so a forger learns nothing from timing.
 */
export function verifyShaOut(
  params: Readonly<Record<string, string>>,
  passphrase: string,
  algorithm: ShaAlgorithm,
): boolean {
  const given = Object.entries(params).find(([k]) => k.toUpperCase() === 'SHASIGN')?.[1];
  if (!given) return false;
  return sameSignature(given, signShaOut(params, passphrase, algorithm));
}

/** Compares a presented signature with the expected one in time independent of where they differ. */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toUpperCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Tells whether posted fields carry a SHASIGN matching their SHA-IN signature (the sandbox's check). */
export function verifyShaIn(
  fields: Readonly<Record<string, string>>,
  passphrase: string,
  algorithm: ShaAlgorithm,
): boolean {
  const given = Object.entries(fields).find(([k]) => k.toUpperCase() === 'SHASIGN')?.[1];
  if (!given) return false;
  return sameSignature(given, signShaIn(fields, passphrase, algorithm));
}
