/**
 * The words of the customer's who-comes message (issue 26) for one leg, by e-mail and by SMS, in the
 * order's language: the driver's first name and mobile, the car's model, colour and plate, the pickup
 * day and time, and the meeting point (the home address for a departure, the airport's meeting-point
 * text for a return).
 */
import { formatLetterDate, langOf, type Lang } from '../../core';
import type { NoticeLegRow } from '../data/notify/driver-notice-repo';
import { labelLine, mailText } from '../mail/mail-texts';
import { gsmFold, smsText } from '../sms/sms-texts';

/** The message of one leg in one language: the e-mail's subject and text, and the SMS. */
export interface DriverNoticeText {
  lang: Lang;
  subject: string;
  text: string;
  sms: string;
}

/**
 * Composes the message of leg `leg`; `meeting` is the airport's meeting-point text in the order's
 * language (used for a return leg), `today` words it for the ride day itself.
 */
export function composeDriverNotice(leg: NoticeLegRow, meeting: string, today: boolean): DriverNoticeText {
  const lang = langOf(leg.taal);
  const t = mailText(lang);
  const s = smsText(lang);
  const date = formatLetterDate(leg.date, lang);
  // A return leg's driver is there from the landing unless a pickup time was set.
  const time = leg.pickup_time || (leg.leg === 'T' ? leg.flight_time : '');
  const car = [leg.vehicle_model, leg.vehicle_colour].filter(Boolean).join(', ');
  const home = leg.leg === 'H';
  const lines = [
    t('mail.greeting', { name: `${leg.voornaam} ${leg.naam}`.trim() }),
    '',
    today ? t('driverNotice.todayIntro') : t('driverNotice.intro', { date }),
    '',
    labelLine(t, 'driverNotice.driver', `${leg.driver_first_name}, ${leg.driver_mobile}`),
    labelLine(t, 'driverNotice.car', `${car}, ${leg.vehicle_plate}`),
    home
      ? labelLine(
          t,
          'driverNotice.pickupHome',
          t('driverNotice.pickupHomeValue', {
            date,
            time: time || t('driverNotice.timeLater'),
            address: leg.address,
          }),
        )
      : labelLine(
          t,
          'driverNotice.meeting',
          t('driverNotice.meetingValue', { date, time: time || t('driverNotice.timeLater'), meeting }),
        ),
    '',
    t('driverNotice.contact'),
  ];
  const smsArgs = {
    today: today ? s('driverNotice.today') : '',
    bonnr: leg.bonnr,
    date,
    time: time || s('driverNotice.timeLater'),
    driver: leg.driver_first_name,
    mobile: leg.driver_mobile,
    car,
    plate: leg.vehicle_plate,
  };
  return {
    lang,
    subject: today
      ? t('driverNotice.todaySubject', { code: leg.ecode })
      : t('driverNotice.subject', { date, code: leg.ecode }),
    text: `${lines.join('\n')}\n`,
    sms: gsmFold(
      home
        ? s('driverNotice.departure', { ...smsArgs, address: leg.address })
        : s('driverNotice.return', { ...smsArgs, meeting }),
    ),
  };
}
