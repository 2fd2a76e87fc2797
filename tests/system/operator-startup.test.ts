/**
 * The operator's identity is checked before anything starts (issue 13): an invalid field of
 * operator.json, or an OPERATOR_FILE that names no file, stops the server with one sentence, before
 * the database is opened.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { TEST_OPERATOR, writeOperatorFile } from '../support/operator-file';
import { oneSentence, runMain } from '../support/run-main';

describe('starting with operator.json', () => {
  it('stops on an invalid Belgian VAT number with one sentence naming the field', async () => {
    const file = writeOperatorFile({ ...TEST_OPERATOR, vat: 'BE0440.966.355' });
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-operator-start-'));
    const line = oneSentence(await runMain({ OPERATOR_FILE: file, DATA_DIR: dataDir }));
    expect(line).toBe(
      `Cannot start: ${file}: "vat" is not a valid Belgian VAT number (BE0 and nine digits with a valid checksum): "BE0440.966.355".`,
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('refuses an OPERATOR_FILE that names no file, rather than falling back to the example', () => {
    expect(() => loadConfig({ OPERATOR_FILE: '/nonexistent/operator.json' })).toThrow(
      new ConfigError('OPERATOR_FILE names /nonexistent/operator.json, which does not exist.'),
    );
  });

  it('refuses a logo that is not there', () => {
    const file = writeOperatorFile({ ...TEST_OPERATOR, logo: 'missing.png' });
    expect(() => loadConfig({ OPERATOR_FILE: file })).toThrow(
      /"logo" names .+missing\.png, which does not exist\.$/,
    );
  });

  it('accepts the template operator.example.json as it is shipped', () => {
    const config = loadConfig({ OPERATOR_FILE: 'operator.example.json' });
    expect(config.operator.example).toBe(false);
    expect(config.operatorLogo).toMatch(/site\/public\/favicon\.svg$/);
  });

  it('reads a valid file into the configuration', () => {
    const config = loadConfig({ OPERATOR_FILE: writeOperatorFile() });
    expect(config.operator).toMatchObject({ example: false, company: 'Taxi Test', vat: 'BE0440966354' });
    expect(config.operatorLogo).toBeUndefined();
  });
});
