/**
 * The SMS provider adapter: Twilio's Programmable Messaging REST API (docs/sms.md says why Twilio). A
 * send is `POST {api}/2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth (Account
 * SID, Auth Token) and a form body (To, From or MessagingServiceSid, Body, StatusCallback); Twilio
 * answers 201 with the message as JSON (`sid`, `status`). Its delivery reports come back to the
 * StatusCallback URL as a form post signed in `X-Twilio-Signature` (see {@link twilioSignature}).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SmsDeliveryStatus } from '../data/sms/owed-sms-repo';
import type { SmsMessage, SmsProvider, SmsSent } from './sms-types';

/** The Twilio account an operator configures (server/sms/sms-settings.ts). */
export interface TwilioSettings {
  /** Base URL of the API, `https://api.twilio.com` unless a stand-in is used (tests). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** An E.164 number, an alphanumeric sender id (11 characters at most) or a Messaging Service SID (MG…). */
  from: string;
  /** The public URL Twilio posts its delivery reports to. */
  statusCallback: string;
  timeoutMs: number;
}

/**
 * Twilio's request signature: HMAC-SHA1 keyed with the Auth Token over the full URL it called followed
 * by every posted parameter, sorted by name, as name then value; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's signature of a post of `params` to `url` (constant-time compare). */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string,
): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Twilio's message states, mapped onto the four the product keeps. */
export function twilioStatus(status: string): SmsDeliveryStatus | null {
  switch (status) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
    case 'sending':
      return 'queued';
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

/** The Twilio adapter of {@link SmsProvider}. */
export function twilioProvider(s: TwilioSettings): SmsProvider {
  return {
    name: 'twilio',
    async send(message: SmsMessage): Promise<SmsSent> {
      const form = new URLSearchParams({
        To: message.to,
        Body: message.body,
        StatusCallback: s.statusCallback,
      });
      form.set(s.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', s.from);
      const url = `${s.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(s.timeoutMs),
      });
      const text = await res.text();
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's error page): the status line says enough below.
      }
      if (res.status !== 201 && res.status !== 200) {
        const why = typeof json.message === 'string' ? `: ${json.code ?? ''} ${json.message}` : '';
        throw new Error(`Twilio answered HTTP ${res.status}${why}`);
      }
      if (typeof json.sid !== 'string' || !json.sid)
        throw new Error('Twilio answered without a message sid.');
      return { providerId: json.sid, status: twilioStatus(String(json.status)) ?? 'queued' };
    },
  };
}
