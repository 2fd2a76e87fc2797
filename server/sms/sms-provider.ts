/**
 * The SMS channel (issue 26): one interface, {@link SmsProvider}, with the Twilio adapter
 * (./twilio-sms.ts) when an account is configured and the development outbox (./sms-outbox.ts)
 * otherwise. The settings are the deployment's (one operator per deployment), read from the
 * environment like SMTP_URL: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM, and TWILIO_API_URL for a
 * stand-in (docs/sms.md).
 */
import type { AppContext } from '../context';
import { outboxProvider } from './sms-outbox';
import type { SmsProvider } from './sms-types';
import { twilioProvider, type TwilioSettings } from './twilio-sms';

export type { SmsMessage, SmsProvider, SmsSent } from './sms-types';

/** The path (under the public URL) Twilio posts its delivery reports to. */
export const SMS_STATUS_PATH = '/api/sms/status';

/** The sender when SMS_FROM is unset: an alphanumeric sender id, allowed for Belgian numbers. */
const DEFAULT_FROM = 'Transfer';

/**
 * The Twilio settings of the environment, or null when no account is configured (the outbox is used).
 * Throws one sentence for the operator when the account is half configured.
 */
export function twilioSettings(ctx: AppContext): TwilioSettings | null {
  const env = ctx.config.env;
  const accountSid = env.TWILIO_ACCOUNT_SID ?? '';
  const authToken = env.TWILIO_AUTH_TOKEN ?? '';
  if (!accountSid && !authToken) return null;
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid) || !authToken) {
    throw new Error(
      'SMS: TWILIO_ACCOUNT_SID (AC followed by 32 hex digits) and TWILIO_AUTH_TOKEN go together.',
    );
  }
  const from = env.SMS_FROM || DEFAULT_FROM;
  const timeout = Number(env.SMS_TIMEOUT_MS || 10_000);
  return {
    apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
    accountSid,
    authToken,
    from,
    statusCallback: `${ctx.config.publicUrl.replace(/\/+$/, '')}${SMS_STATUS_PATH}`,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 10_000,
  };
}

/** The SMS channel of this server: Twilio when configured, else the outbox in the data folder. */
export function smsProvider(ctx: AppContext): SmsProvider {
  const twilio = twilioSettings(ctx);
  return twilio
    ? twilioProvider(twilio)
    : outboxProvider(ctx.config.dataDir, ctx.config.env.SMS_FROM || DEFAULT_FROM);
}
