/**
 * The operator's identity file (issue 13): a valid file gives the identity in the forms the pages,
 * e-mails and receipts print; every invalid field gives its own sentence naming the file and field.
 */
import metadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_OPERATOR,
  enterpriseNumber,
  formatVat,
  isValidBelgianVat,
  operatorLegalName,
  readOperatorIdentity,
} from '../../../core';
import { TEST_OPERATOR } from '../../support/operator-file';

const read = (content: unknown) =>
  readOperatorIdentity(
    typeof content === 'string' ? content : JSON.stringify(content),
    'operator.json',
    metadata,
  );

/** TEST_OPERATOR with one field (a dotted path) replaced. */
function withField(path: string, value: unknown): unknown {
  const copy = structuredClone(TEST_OPERATOR) as Record<string, any>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((o, k) => o[k], copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

function errorsOf(content: unknown): string[] {
  const r = read(content);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.errors;
}

describe('readOperatorIdentity()', () => {
  it('reads a valid file into the printed forms', () => {
    const r = read(TEST_OPERATOR);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const op = r.identity;
    expect(op.example).toBe(false);
    expect(operatorLegalName(op)).toBe('Taxi Test NV');
    expect(op.vat).toBe('BE0440966354');
    expect(formatVat(op.vat)).toBe('BE 0440.966.354');
    expect(op.phone).toEqual({ dial: '+3232012233', display: '03 201 22 33' });
    expect(op.premiumPhone).toEqual({ dial: '+3290312345', display: '0903 12 345', eurosPerMinute: 0.75 });
    expect(op.email).toBe('contact@taxitest.example');
    expect(op.jobsEmail).toBe('werk@taxitest.example');
    expect(op.mailFrom).toEqual({ name: 'Taxi Test ritten', address: 'ritten@taxitest.example' });
    expect(op.address).toEqual({ street: 'Proefstraat 7', postal: '2000', city: 'Antwerpen' });
    expect(op.registerCourt).toBe('Antwerpen, afdeling Antwerpen');
    expect(enterpriseNumber(op.vat)).toBe('0440.966.354');
  });

  it('gives the example identity, marked as such, when there is no file', () => {
    expect(readOperatorIdentity(undefined, 'operator.json', metadata)).toEqual({
      ok: true,
      identity: EXAMPLE_OPERATOR,
    });
    expect(EXAMPLE_OPERATOR.example).toBe(true);
    // Every reader relies on a valid identity, the example included.
    expect(isValidBelgianVat(EXAMPLE_OPERATOR.vat)).toBe(true);
  });

  const CASES: [string, string, unknown, string][] = [
    [
      'an invalid VAT checksum',
      'vat',
      'BE0440.966.355',
      'operator.json: "vat" is not a valid Belgian VAT number',
    ],
    ['a VAT number of another country', 'vat', 'NL123456789B01', '"vat" is not a valid Belgian VAT number'],
    ['a missing company', 'company', undefined, 'operator.json: "company" must be a non-empty text.'],
    ['a missing register court', 'registerCourt', undefined, '"registerCourt" must be a non-empty text.'],
    [
      'a register number instead of the court',
      'registerCourt',
      'RPR 0440.966.354',
      '"registerCourt" must name the seat of the enterprise court',
    ],
    ['an empty street', 'address.street', ' ', '"address.street" must be a non-empty text.'],
    [
      'a postal code that is not Belgian',
      'address.postal',
      '75001',
      '"address.postal" is not a Belgian postal code',
    ],
    ['an invalid phone', 'phone', '03 201', '"phone" is not a valid phone number: "03 201".'],
    ['a premium number as the normal phone', 'phone', '0903 12 345', '"phone" must be an ordinary number'],
    [
      'an ordinary number as the premium phone',
      'premiumPhone.number',
      '03 201 22 33',
      '"premiumPhone.number" must be a premium-rate number',
    ],
    [
      'a missing premium rate',
      'premiumPhone.eurosPerMinute',
      undefined,
      '"premiumPhone.eurosPerMinute" must be the price per minute',
    ],
    [
      'a premium rate as text',
      'premiumPhone.eurosPerMinute',
      '0,50',
      '"premiumPhone.eurosPerMinute" must be the price per minute',
    ],
    [
      'an invalid contact e-mail',
      'email.contact',
      'info@taxitest',
      '"email.contact" is not an e-mail address: "info@taxitest".',
    ],
    [
      'an invalid jobs e-mail',
      'email.jobs',
      'werk at taxitest.example',
      '"email.jobs" is not an e-mail address',
    ],
    [
      'an invalid sender address',
      'mailFrom.address',
      'ritten',
      '"mailFrom.address" is not an e-mail address',
    ],
    ['a missing sender name', 'mailFrom.name', undefined, '"mailFrom.name" must be a non-empty text.'],
    ['a logo that is no image', 'logo', 'logo.pdf', '"logo" must name a .png, .jpg or .svg file'],
  ];

  it.each(CASES)('refuses %s with one sentence naming %s', (_what, path, value, sentence) => {
    const errors = errorsOf(withField(path, value));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(sentence);
    expect(errors[0]).toMatch(/^operator\.json: ".+\.$/);
  });

  it('lists every invalid field at once, one sentence each', () => {
    const bad = withField('vat', 'BE0000000000') as Record<string, any>;
    bad.email.contact = 'nope';
    bad.address.postal = '0999';
    expect(errorsOf(bad)).toHaveLength(3);
  });

  it('refuses a file that is not JSON, or not an object', () => {
    expect(errorsOf('{ "company": ')).toEqual([
      'operator.json is not valid JSON; compare it with operator.example.json.',
    ]);
    expect(errorsOf('[]')).toEqual(['operator.json must hold one JSON object.']);
  });
});
