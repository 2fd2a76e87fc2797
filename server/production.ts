/**
 * What a live installation must not run with. Locally everything has a safe default (the payment
 * sandbox, the DEMO seed, mail to an outbox folder, http://localhost); with `NODE_ENV=production` each of
 * those defaults would take no money, hand out demo discounts, lose e-mail or send customers to an
 * unencrypted address, so the server refuses to start unless the operator says the installation is a
 * test one, variable by variable.
 */
import { ConfigError, type Config } from './config';
import { readProviderEnv } from './payment/payment-settings';

/** The variables that allow a production server one of the local defaults, and what each allows. */
export const PRODUCTION_ALLOWANCES = {
  /** Take payments through the embedded sandbox (no real money) instead of the provider. */
  sandbox: 'ALLOW_SANDBOX',
  /** Create the DEMO agents, PO numbers and coupons on a fresh database. */
  demoSeed: 'ALLOW_DEMO_SEED',
  /** Write e-mail to the outbox folder only, without an SMTP server. */
  outboxMail: 'ALLOW_OUTBOX_MAIL',
  /** Write text messages to the outbox folder only, without a Twilio account. */
  outboxSms: 'ALLOW_OUTBOX_SMS',
} as const;

/**
 * Whether `env` asks for production: `NODE_ENV` is `production` ignoring case and surrounding spaces, so
 * `NODE_ENV=Production` (or a value with a stray newline from a service file) gets every check below
 * instead of none. Every reader of `NODE_ENV` in server/ and scripts/ goes through this.
 */
export function isProduction(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}

function allowed(env: Config['env'], name: string): boolean {
  const value = env[name]?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'yes';
}

/**
 * Throws a {@link ConfigError} (one sentence naming the variable) when `NODE_ENV=production` meets a
 * setting only fit for trying the product: a PUBLIC_URL that is missing or not https, the payment
 * sandbox, the DEMO seed, the example operator identity, or mail or text messages that only reach the
 * outbox folder. Each but the address and the identity can be
 * allowed explicitly ({@link PRODUCTION_ALLOWANCES}) for a test installation. Other environments are
 * not checked.
 */
export function refuseUnsafeProduction(config: Config): void {
  const { env } = config;
  if (!isProduction(env)) return;
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL must be set to the https:// address customers use when NODE_ENV=production.',
    );
  }
  let protocol: string;
  try {
    protocol = new URL(publicUrl).protocol;
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an https:// address when NODE_ENV=production, not "${publicUrl}".`,
    );
  }
  if (protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with https:// when NODE_ENV=production, not ${protocol}//.`);
  }
  if (readProviderEnv(env) === null && !allowed(env, PRODUCTION_ALLOWANCES.sandbox)) {
    throw new ConfigError(
      `NODE_ENV=production takes no payments through the sandbox: set PAYMENT_URL, PAYMENT_PSPID, PAYMENT_SHA_IN and PAYMENT_SHA_OUT, or ${PRODUCTION_ALLOWANCES.sandbox}=1 for a test installation.`,
    );
  }
  if (env.SEED_DEMO !== '0' && !allowed(env, PRODUCTION_ALLOWANCES.demoSeed)) {
    throw new ConfigError(
      `SEED_DEMO must be 0 when NODE_ENV=production, since the DEMO agents, PO numbers and coupons give anyone a discount; set ${PRODUCTION_ALLOWANCES.demoSeed}=1 to keep them on a test installation.`,
    );
  }
  if (config.operator.example) {
    throw new ConfigError(
      `NODE_ENV=production does not start with the example company: write the operator's identity (company, VAT number, address, phones, e-mail, sender) in operator.json or in the file OPERATOR_FILE names, as README "Going live" shows.`,
    );
  }
  if (!env.SMTP_URL && !allowed(env, PRODUCTION_ALLOWANCES.outboxMail)) {
    throw new ConfigError(
      `SMTP_URL must be set when NODE_ENV=production, or no e-mail leaves the outbox folder; set ${PRODUCTION_ALLOWANCES.outboxMail}=1 to accept that.`,
    );
  }
  // The drivers' and customers' text messages (server/sms) go to the outbox folder without an account.
  if (!env.TWILIO_ACCOUNT_SID && !allowed(env, PRODUCTION_ALLOWANCES.outboxSms)) {
    throw new ConfigError(
      `TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set when NODE_ENV=production, or no text message reaches a customer or driver; set ${PRODUCTION_ALLOWANCES.outboxSms}=1 to accept that.`,
    );
  }
}
