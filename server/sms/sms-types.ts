/** The SMS channel's interface (issue 26), apart so that the provider selection and its adapters share it. */
import type { SmsDeliveryStatus } from '../data/sms/owed-sms-repo';

/** One SMS to send: the E.164 recipient and the text. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** What the provider took: its id of the message and the message's first state. */
export interface SmsSent {
  providerId: string;
  status: SmsDeliveryStatus;
}

/** An SMS channel; `send` throws when the provider refused or could not be reached. */
export interface SmsProvider {
  name: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<SmsSent>;
}
