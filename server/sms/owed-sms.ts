/**
 * SMS the product owes a person (issue 26), as scheduled work like owed_mails: each is a row of
 * `owed_sms` (migration 033) written in the transaction of the change that owes it ({@link oweSms}),
 * and sent by the scheduler's kind 'owed-sms' (server/jobs/owed-sms-job.ts): `sending_at` before the
 * provider call and `sent_at` after, a failure retried with a doubling wait, a send cut short marked
 * uncertain and never sent again on its own. A failed SMS fails nothing else: the change that owed it
 * was committed before.
 */
import metadata from 'libphonenumber-js/mobile/metadata';
import { mobileE164 } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { insertOwedSms } from '../data/sms/owed-sms-repo';

/** The kind name of the owed SMS in `job_units` and for the scheduler's wake. */
export const OWED_SMS_KIND = 'owed-sms';

/**
 * How long one send may take at most (the adapter gives up after SMS_TIMEOUT_MS, 10 s by default), so
 * a send begun longer ago with no outcome belongs to a process that died during it; also the lease.
 */
export const SMS_SEND_TIMEOUT_MS = 5 * 60_000;

/** Attempts at one SMS, the first included: 30 s, 1, 2, 4 … minutes apart, about two hours in all. */
export const SMS_MAX_ATTEMPTS = 8;

/** The wait before attempt n + 1 after attempt n failed: 30 s, 1 min, 2 min, 4 min … */
export function smsBackoffMs(attempt: number): number {
  return 30_000 * 2 ** (attempt - 1);
}

/**
 * Composes the text of one kind of owed SMS from its parameters at send time, or answers null when
 * there is nothing to send any more (the order erased or cancelled, the leg's driver removed).
 */
export type OwedSmsComposer = (
  ctx: AppContext,
  orderId: number | null,
  params: Record<string, unknown>,
) => Promise<string | null>;

/** What {@link oweSms} takes. */
export interface OweSmsInput {
  orderId: number | null;
  kind: string;
  /** The recipient's mobile as stored (any form libphonenumber-js reads; Belgian when no country). */
  to: string;
  params: Record<string, unknown>;
  /** Owes the SMS once under this key: a second call with the same key owes nothing. */
  onceKey?: string;
}

/** `phone` in E.164 ('+32470123456') when it is a valid mobile number, else null (core's rule). */
export function e164Mobile(phone: string): string | null {
  return mobileE164(phone, metadata);
}

/**
 * Writes, in the owing transaction `tx`, that SMS `kind` to `to` is owed. Answers false and owes
 * nothing when `to` is no mobile number (an SMS cannot reach it; the e-mail still goes), or when an SMS
 * was owed under `onceKey` already.
 */
export async function oweSms(tx: Queryable, input: OweSmsInput): Promise<boolean> {
  const to = e164Mobile(input.to);
  if (!to) return false;
  return insertOwedSms(tx, { ...input, to });
}

/** Wakes the scheduler's owed-SMS kind right after the commit of a change that owes an SMS. */
export function wakeOwedSms(ctx: AppContext): void {
  ctx.jobs?.wake(OWED_SMS_KIND);
}
