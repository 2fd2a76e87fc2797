/**
 * A fresh `npm start` is made for trying the product: payments through the sandbox, DEMO coupons that
 * anyone may use, mail to a folder, plain http. With NODE_ENV=production each of these is refused at
 * start with one sentence naming the variable, unless the operator allows it for a test installation.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { isProduction, refuseUnsafeProduction } from '../../server/production';
import { writeOperatorFile } from '../support/operator-file';
import { oneSentence, runMain } from '../support/run-main';
import { templateDir } from '../support/template';

const tmp = mkdtempSync(join(tmpdir(), 'tb-production-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmp, 'data-'));
  cpSync(templateDir(), join(dir, 'pglite'), { recursive: true });
  return dir;
}

/**
 * A complete live configuration: the operator's identity, the real provider, an SMTP server, https, no
 * demo data.
 */
const LIVE: Record<string, string> = {
  NODE_ENV: 'production',
  OPERATOR_FILE: writeOperatorFile(),
  PUBLIC_URL: 'https://booking.example',
  PAYMENT_URL: 'https://payments.example/ncol/prod/orderstandard.asp',
  PAYMENT_PSPID: 'operator',
  PAYMENT_SHA_IN: 'in-passphrase-of-the-operator',
  PAYMENT_SHA_OUT: 'out-passphrase-of-the-operator',
  SEED_DEMO: '0',
  // Only contacted when a mail is sent, which a start does not do.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ALLOW_SANDBOX: '',
  ALLOW_DEMO_SEED: '',
  ALLOW_OUTBOX_MAIL: '',
  // Only contacted when a text message is sent, which a start does not do.
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'auth-token-of-the-operator',
  ALLOW_OUTBOX_SMS: '',
};

const SANDBOX = { PAYMENT_URL: '', PAYMENT_PSPID: '', PAYMENT_SHA_IN: '', PAYMENT_SHA_OUT: '' };

/** Each refusal: what differs from {@link LIVE}, the variable the sentence names, and its allowance. */
const REFUSALS: [string, string, Record<string, string>, Record<string, string> | null][] = [
  ['a missing PUBLIC_URL', 'PUBLIC_URL', { PUBLIC_URL: '' }, null],
  ['an http PUBLIC_URL', 'PUBLIC_URL', { PUBLIC_URL: 'http://booking.example' }, null],
  ['a PUBLIC_URL that is no URL', 'PUBLIC_URL', { PUBLIC_URL: 'booking.example' }, null],
  ['the payment sandbox', 'ALLOW_SANDBOX', SANDBOX, { ALLOW_SANDBOX: '1' }],
  ['the DEMO seed', 'SEED_DEMO', { SEED_DEMO: '' }, { ALLOW_DEMO_SEED: '1' }],
  ['mail only to the outbox folder', 'SMTP_URL', { SMTP_URL: '' }, { ALLOW_OUTBOX_MAIL: '1' }],
  [
    'text messages only to the outbox folder',
    'TWILIO_ACCOUNT_SID',
    { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '' },
    { ALLOW_OUTBOX_SMS: '1' },
  ],
  // No OPERATOR_FILE and no operator.json in the project: the example company.
  ['the example operator identity', 'operator.json', { OPERATOR_FILE: '' }, null],
];

describe('NODE_ENV=production at start', () => {
  it.each(REFUSALS)('refuses %s with one sentence naming %s', async (_what, variable, change) => {
    const dataDir = mkdtempSync(join(tmp, 'refused-'));
    const line = oneSentence(await runMain({ ...LIVE, DATA_DIR: dataDir, ...change }));
    expect(line).toContain(variable);
    // Refused before the database is opened: nothing was created.
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('serves with a complete live configuration', async () => {
    const run = await runMain({ ...LIVE, DATA_DIR: freshDataDir() });
    expect(run.err).toBe('');
    expect(run.out).toMatch(/Serving on http:\/\/localhost:\d+/);
    expect(run.code).toBe(0);
  }, 60_000);

  it('serves a test installation that allows the sandbox, the DEMO seed and the outboxes', async () => {
    const run = await runMain({
      ...LIVE,
      ...SANDBOX,
      SEED_DEMO: '',
      SMTP_URL: '',
      ALLOW_SANDBOX: '1',
      ALLOW_DEMO_SEED: '1',
      ALLOW_OUTBOX_MAIL: '1',
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
      ALLOW_OUTBOX_SMS: '1',
      DATA_DIR: freshDataDir(),
    });
    expect(run.out).toMatch(/Serving on/);
    expect(run.code).toBe(0);
  }, 60_000);
});

describe('refuseUnsafeProduction()', () => {
  const check = (env: Record<string, string>) => () => refuseUnsafeProduction(loadConfig(env));

  it.each(REFUSALS.filter((r) => r[3] !== null))(
    'lets %s through when allowed, and only by its own allowance',
    (_what, variable, change, allowance) => {
      expect(check({ ...LIVE, ...change })).toThrow(ConfigError);
      expect(check({ ...LIVE, ...change })).toThrow(variable);
      expect(check({ ...LIVE, ...change, ...allowance })).not.toThrow();
      const others = REFUSALS.filter((r) => r[3] !== null && r[3] !== allowance).map((r) => r[3]);
      for (const other of others) expect(check({ ...LIVE, ...change, ...other })).toThrow(variable);
    },
  );

  it('has no allowance for a PUBLIC_URL that is not https', () => {
    const all = { ALLOW_SANDBOX: '1', ALLOW_DEMO_SEED: '1', ALLOW_OUTBOX_MAIL: '1', ALLOW_OUTBOX_SMS: '1' };
    expect(check({ ...LIVE, ...all, PUBLIC_URL: 'http://booking.example' })).toThrow('PUBLIC_URL');
  });

  it('has no allowance for the example operator identity', () => {
    const all = { ALLOW_SANDBOX: '1', ALLOW_DEMO_SEED: '1', ALLOW_OUTBOX_MAIL: '1', ALLOW_OUTBOX_SMS: '1' };
    expect(check({ ...LIVE, ...all, OPERATOR_FILE: '' })).toThrow(
      /^NODE_ENV=production does not start with the example company: write the operator's identity .+ in operator\.json/,
    );
  });

  // Issue 23: `NODE_ENV=Production` skipped every check. The value is read ignoring case and spaces.
  it.each(['Production', 'PRODUCTION', ' production ', 'production\n'])(
    'reads NODE_ENV=%j as production',
    (value) => {
      expect(check({ ...LIVE, NODE_ENV: value, PUBLIC_URL: '' })).toThrow('PUBLIC_URL');
      expect(check({ ...LIVE, NODE_ENV: value, OPERATOR_FILE: '' })).toThrow(/example company/);
      expect(isProduction({ NODE_ENV: value })).toBe(true);
    },
  );

  it('checks nothing outside production', () => {
    expect(isProduction({ NODE_ENV: 'productions' })).toBe(false);
    expect(isProduction({})).toBe(false);
    expect(check({ NODE_ENV: 'development' })).not.toThrow();
    expect(check({})).not.toThrow();
  });
});
