/**
 * The message a driver is owed when the pickup of their return leg moves by more than 15 minutes
 * because the flight lands at another time (issue 26): an SMS to the driver's mobile and, when the
 * driver has a login, an e-mail to it (drivers.user_id → users.email), each owed once per leg and
 * landing in the transaction that moved the pickup (owed_sms, owed_mails), in the driver's language.
 */
import { brusselsDateTime, formatLetterDate, isScheduled, langOf, type Lang } from '../../core';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import {
  findReturnLegLanding,
  returnLegDriver,
  type LegDriverLogin,
} from '../data/flights/flight-landings-repo';
import { mailText } from '../mail/mail-texts';
import { sendMail } from '../mail/mailer';
import { oweMailOnce, wakeOwedMails, type OwedMailSender } from '../mail/owed-mails';
import { oweSms, wakeOwedSms, type OwedSmsComposer } from '../sms/owed-sms';
import { smsText } from '../sms/sms-texts';
import { readWaitingTimes } from './waiting-times';

/** The owed-mail kind of the driver's message. */
export const DRIVER_PICKUP_MOVED_MAIL = 'driver_pickup_moved';

/** What moved. */
export interface PickupMove {
  orderId: number;
  flight: string;
  /** The landing that moved the pickup. */
  landingAt: Date;
  /** The pickup the driver had been told, and the new one. */
  from: Date;
  to: Date;
}

/** The driver's language: their login's, else the first of theirs the product writes, else Dutch. */
function driverLang(d: LegDriverLogin): Lang {
  const spoken = d.languages.find((l) => l === 'nl' || l === 'fr' || l === 'en');
  return langOf(d.lang || spoken || 'nl');
}

/**
 * Owes, in the transaction `tx` that moved the pickup, the message of `move` to the driver of the
 * order's return leg, once per leg and landing (a flight check run twice owes it once). Answers
 * whether a driver with a login is assigned to be told; none is told when there is none yet (their
 * day shows the new pickup once they are assigned).
 */
export async function oweDriverPickupMoved(tx: Queryable, move: PickupMove): Promise<boolean> {
  const driver = await returnLegDriver(tx, move.orderId);
  if (!driver) return false;
  const params = {
    driver_id: driver.driver_id,
    flight: move.flight,
    landing_at: move.landingAt.toISOString(),
    from: move.from.toISOString(),
    to: move.to.toISOString(),
  };
  const onceKey = `${DRIVER_PICKUP_MOVED_MAIL}:${move.orderId}:T:${move.landingAt.toISOString()}`;
  if (driver.email) await oweMailOnce(tx, DRIVER_PICKUP_MOVED_MAIL, move.orderId, params, onceKey);
  await oweSms(tx, {
    orderId: move.orderId,
    kind: DRIVER_PICKUP_MOVED_MAIL,
    to: driver.mobile,
    params,
    onceKey,
  });
  return true;
}

/** What the driver's message says, read when it is sent: the leg as it is, the driver now assigned. */
async function moveFacts(ctx: AppContext, orderId: number | null, params: Record<string, unknown>) {
  if (orderId === null) return null;
  const leg = await findReturnLegLanding(ctx.db, orderId);
  const driver = await returnLegDriver(ctx.db, orderId);
  // The leg cancelled or no longer driven by anyone: nothing to tell.
  if (!leg || !isScheduled(leg.status) || !driver) return null;
  const time = (iso: unknown) => brusselsDateTime(new Date(String(iso))).time;
  const { afterLandingMinutes } = await readWaitingTimes(ctx.db);
  const values = {
    flight: String(params.flight ?? leg.flight),
    landing: time(params.landing_at),
    airport: leg.airport,
    name: leg.name,
    from: time(params.from),
    to: time(params.to),
  };
  return { leg, driver, lang: driverLang(driver), values, minutes: afterLandingMinutes };
}

/**
 * Sends the owed e-mail to the driver now assigned to the leg (skipped when the leg no longer rides
 * or has no driver with a login), in their language.
 */
export const sendDriverPickupMovedOwed: OwedMailSender = async (ctx, orderId, params) => {
  const facts = await moveFacts(ctx, orderId, params);
  if (!facts?.driver.email) return 'skipped';
  const { leg, driver, lang, values, minutes } = facts;
  const t = mailText(lang);
  const text = [
    t('mail.greeting', { name: driver.first_name }),
    '',
    t('driverMove.body', values),
    t('driverMove.wait', { minutes }),
  ].join('\n');
  await sendMail(ctx, {
    to: driver.email,
    lang,
    subject: t('driverMove.subject', { bonnr: leg.bonnr, date: formatLetterDate(leg.date, lang) }),
    text: `${text}\n`,
  });
  return 'sent';
};

/**
 * Composes the owed SMS of a moved pickup for the driver now assigned to the leg, in their language;
 * null (nothing to send) when the leg no longer rides or has no driver.
 */
export const composeDriverPickupMovedSms: OwedSmsComposer = async (ctx, orderId, params) => {
  const facts = await moveFacts(ctx, orderId, params);
  if (!facts) return null;
  return smsText(facts.lang)('driverMove', {
    ...facts.values,
    bonnr: facts.leg.bonnr,
    minutes: facts.minutes,
  });
};

/** Wakes the senders of the driver's e-mail and SMS right after the commit that owed them. */
export function wakeDriverPickupMoved(ctx: AppContext): void {
  wakeOwedMails(ctx);
  wakeOwedSms(ctx);
}
