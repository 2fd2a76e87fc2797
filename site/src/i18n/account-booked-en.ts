/** English texts of what a booking shows back (issue 31); the keys are account-booked-nl.ts's. */
import type { accountBookedNl } from './account-booked-nl';

export const accountBookedEn: Readonly<Record<keyof typeof accountBookedNl, string>> = {
  'acc.outcome.emailSent': 'Your confirmation e-mail with the booking code is on its way.',
  'acc.outcome.notSent':
    'No confirmation has been sent yet: it is sent only once the payment has gone through.',
  'acc.outcome.manageHint':
    'To change or cancel the booking, you need the booking code and the e-mail address from your confirmation e-mail.',
  'acc.outcome.back': 'Back to {partner}',
  'acc.outcome.backSoon':
    'You will be taken back to {partner} automatically in {seconds, plural, one {# second} other {# seconds}}.',
  'acc.outcome.backStop': 'Stay on this page',
  'acc.outcome.backStopped': 'You stay on this page. The link takes you back to {partner} whenever you like.',
  'acc.outcome.summary': 'Your booking',
  // Issue 31: everything booked, listed back (core/booked-extras.ts), and paying again after a refusal.
  'acc.manage.extra.koffers': 'Suitcases',
  'acc.manage.extra.seatSmall': 'Child seats {childSeatAge1}-{childSeatAge2} years',
  'acc.manage.extra.seatMedium': 'Child seats {childSeatAge2}-{childSeatAge3} years',
  'acc.manage.extra.seatLarge': 'Child seats over {childSeatAge3} years',
  'acc.manage.extra.rolstoelen': 'Folding wheelchairs',
  'acc.manage.extra.rollators': 'Rollators',
  'acc.manage.extra.fietskoffers': 'Bicycle cases',
  'acc.manage.extra.skis': 'Skis',
  'acc.manage.extra.golfbags': 'Golf bags',
  'acc.manage.extra.kinderwagens': 'Pushchairs',
  'acc.manage.extra.huisdieren': 'Pets',
  'acc.outcome.payAgain': 'Pay again by {methods}',
  'acc.outcome.toForm': 'Back to the booking form',
  'acc.outcome.payUnavailable':
    'The payment page cannot be reached at the moment. Please try again in a few minutes; your booking is kept.',
};
