import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A complete, valid operator.json of a made-up company that no example value resembles. */
export const TEST_OPERATOR = {
  company: 'Taxi Test',
  legalForm: 'NV',
  vat: 'BE 0440.966.354',
  address: { street: 'Proefstraat 7', postal: '2000', city: 'Antwerpen' },
  registerCourt: 'Antwerpen, afdeling Antwerpen',
  phone: '03 201 22 33',
  premiumPhone: { number: '0903 12 345', eurosPerMinute: 0.75 },
  email: { contact: 'contact@taxitest.example', jobs: 'werk@taxitest.example' },
  mailFrom: { name: 'Taxi Test ritten', address: 'ritten@taxitest.example' },
};

/**
 * Writes `content` (default {@link TEST_OPERATOR}; an object is written as JSON, a string as is) to a
 * fresh operator.json and returns its path, for `OPERATOR_FILE`.
 */
export function writeOperatorFile(content: object | string = TEST_OPERATOR): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tb-operator-')), 'operator.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}
