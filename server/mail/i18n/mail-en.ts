/** English texts of the server's e-mails; the same keys and placeholders as mail-nl.ts. */
import type { MailMessages } from './mail-nl';

const en: MailMessages = {
  'mail.greeting': 'Dear {name},',

  'confirmation.subject': 'Confirmation of your booking {code}',
  'confirmation.received': 'Thank you for your booking, which we have received.',
  'confirmation.bookingCode': 'Booking code',
  'confirmation.bookingCodeHint':
    'You can use this code and your e-mail address to add the booking to your account (My account > Add a booking).',
  'confirmation.settlement.paid': 'Paid: {amount}',
  'confirmation.settlement.invoiced': 'Total: {amount}, invoiced to your travel agency.',
  'confirmation.settlement.free': 'No payment is needed for this booking.',
  'confirmation.transport': 'Vehicle',
  'confirmation.passengers': 'Passengers',
  'confirmation.departure': 'Outbound',
  'confirmation.return': 'Return',
  'confirmation.flight': 'Flight {flight} on {date} at {time}',
  'confirmation.landing': 'Flight {flight} from {origin}, landing on {date} at {time}',
  'confirmation.pickup':
    'Provisional pickup time: {time}. The final pickup time will be sent about a week before the ride.',
  'confirmation.eventArrival': 'To {event}, arriving on {date} at {time}',
  'confirmation.eventPickup': 'After {event}, pickup on {date} at {time}',
  'confirmation.toEvent': 'Ride to {event}',
  'confirmation.fromEvent': 'Ride from {event} to your home',
  'confirmation.from': 'From',
  'confirmation.to': 'To',
  'confirmation.calendar': 'The rides are in the attached calendar file (.ics).',
  'confirmation.closing': 'Have a good trip!',
  'confirmation.toAirport': 'Airport transfer to {airport}',
  'confirmation.fromAirport': 'Airport transfer from {airport} to your home',
  'confirmation.eventPickupNote':
    'Provisional pickup time; the final time will be sent about a week before the ride.',
  'confirmation.eventReturnNote': 'The driver will wait up to {minutes} minutes after landing.',
  'confirmation.type.combinatie': 'Combi (shared)',
  'confirmation.type.comfort': 'Comfort',
  'confirmation.type.business': 'Business',
  'confirmation.pets': 'Pets: {count} ({price} per pet per ride)',
  'confirmation.remarks': 'Your notes for the driver',
  // Issue 31: everything booked besides the passengers, listed back (core/booked-extras.ts).
  'extras.koffers': 'Suitcases',
  'extras.seatSmall': 'Child seats {childSeatAge1}-{childSeatAge2} years',
  'extras.seatMedium': 'Child seats {childSeatAge2}-{childSeatAge3} years',
  'extras.seatLarge': 'Child seats over {childSeatAge3} years',
  'extras.rolstoelen': 'Folding wheelchairs',
  'extras.rollators': 'Rollators',
  'extras.fietskoffers': 'Bicycle cases',
  'extras.skis': 'Skis',
  'extras.golfbags': 'Golf bags',
  'extras.kinderwagens': 'Pushchairs',
  'extras.huisdieren': 'Pets',

  'reminder.week.subject': 'Your ride on {date}: booking {code}',
  'reminder.week.pickup': 'Your ride on {date} ({route}) is planned. We will pick you up at {time}.',
  'reminder.week.pickupLater':
    'Your ride on {date} ({route}) is planned. We will send you your pickup time as soon as it is set; you will also see it on your booking’s page.',
  'reminder.week.vary':
    'The pickup time may shift by up to {pickupShiftMinutes} minutes, because we plan the rides {planningHours} hours ahead.',
  'reminder.dayBefore.subject': 'Tomorrow: your ride (booking {code})',
  'reminder.dayBefore.body': 'Your ride tomorrow, {date}: {route}.',
  'reminder.today.subject': 'Today: your ride (booking {code})',
  'reminder.today.body': 'Your ride today, {date}: {route}.',
  'reminder.dayBefore.pickupTime': 'Your pickup time: {time}.',
  'reminder.dayBefore.pickupWait':
    'Please be ready at the pickup time: the driver will wait {minutes} minutes at your address.',
  'reminder.dayBefore.landingWait':
    'At the airport, the driver will wait up to {minutes} minutes after landing.',
  'reminder.manage': 'View or change your booking here: {url}',

  'feedbackRequest.subject': 'How was your ride? Share your feedback on booking {code}',
  'feedbackRequest.body':
    'Thank you for travelling with us. We would like to hear how your ride went: give a rating from {minRating} to {maxRating} and a few words using this link:',
  'feedbackRequest.expiry':
    'The link stays valid for {days} days. Once reviewed, your feedback will appear on our site with your first name and the initial of your surname.',
  'confirmation.manage': 'View, change or cancel your booking here: {url}',

  'cancel.subject': 'Cancellation of your booking {code}',
  'cancel.body': 'Your booking {bonnr} has been cancelled.',
  'cancel.refund':
    'We have refunded {amount} as discount coupon {code}. You can use it once, for a new booking, until {date} inclusive.',
  'cancel.couponUse':
    'To use the coupon, book a new ride at {url} and enter the code in the last step of the booking.',
  'cancel.scale.title': 'What cancelling costs, the same rules for every booking:',
  'cancel.scale.first': '{lower} or more before pickup: {charge}',
  'cancel.scale.between': 'less than {upper} and at least {lower} before pickup: {charge}',
  'cancel.scale.last': 'less than {upper} before pickup: {charge}',
  'cancel.scale.free': 'no charge (refunded as a discount coupon)',
  'cancel.scale.fee': 'a cancellation fee of {amount}',
  'cancel.scale.share': '{percent}% of the price, at least {minimum}',
  'cancel.scale.full': 'the full price',
  'cancel.scale.days': '{n, plural, one {# day} other {# days}}',
  'cancel.scale.hours': '{n, plural, one {# hour} other {# hours}}',
  'cancel.noRefund': 'Under our cancellation terms, nothing is refunded for this booking.',

  'refundChoice.subject': 'We have had to cancel your booking {code}: choose your refund',
  'refundChoice.body':
    'We are sorry: we have had to cancel your booking {bonnr} ourselves. You pay nothing for it and get back everything you paid.',
  'refundChoice.options':
    'Use the link below to choose how you would like your {amount} back: refunded to the card you paid with, or as a discount coupon of {amount} for a new booking, valid for one year.',
  'refundChoice.expiry':
    'The link can be used once and stays valid for {days} days. If you have not chosen by then, please contact us.',

  'refundCard.subject': 'Refund of your booking {code}',
  'refundCard.body':
    'We are refunding {amount} of your cancelled booking {bonnr} to the card you paid with. The amount reaches your account within a few working days.',

  'pickup.subject': 'Your pickup time for booking {code}',
  'pickup.body': 'We will pick you up on {date} at {time} ({route}).',
  'pickup.changed': 'This replaces the pickup time given earlier, {before}.',
  'pickup.manage': 'View your booking here: {url}',
  'pickupWish.subject': 'Your request for another pickup time for booking {code}',
  'pickupWish.accepted':
    'Good news: we will pick you up on {date} at {time} instead of {before}, as you asked.',
  'pickupWish.refused':
    'We are sorry: we cannot pick you up on {date} at {time}. Your pickup time stays {before}.',
  'pickupWish.reason': 'Our planners’ reason: {reason}',

  'change.subject': 'Change to booking {bonnr}',
  'change.body': 'The customer changed booking {bonnr} ({name}):',
  'change.line': '{field}: {before} → {after}',
  'change.field.vluchtnrheen': 'Outbound flight number',
  'change.field.uurvluchtheen': 'Flight departure time (outbound)',
  'change.field.heennr': 'House number of the pickup address',
  'change.field.vluchtnrterug': 'Return flight number',
  'change.field.uurvluchtterug': 'Landing time (return)',
  'change.field.terugnr': 'House number of the drop-off address',
  'change.field.telklant': 'Mobile number',
  'change.field.voornaam': 'First name',
  'change.field.naam': 'Surname',

  'reset.subject': 'Set a new password',
  'reset.body':
    'We received a request to change the password of your account. Choose a new password with this link:',
  'reset.expiry': 'The link is valid for {minutes} minutes and works once.',
  'reset.ignore': 'Didn’t request this? You can ignore this e-mail; your password will not change.',

  'resetUnknown.subject': 'No account with this e-mail address',
  'resetUnknown.greeting': 'Hello,',
  'resetUnknown.body':
    'We received a request for a new password for {email}. However, there is no account with this e-mail address.',
  'resetUnknown.register': 'Don’t have an account yet? You can register here:',
  'resetUnknown.otherAddress':
    'Do you have an account with another e-mail address? Then request a new password with that address:',
  'resetUnknown.ignore': 'Didn’t request this? You can ignore this e-mail; nothing will change.',

  'emailChange.subject': 'The e-mail address of your account was changed',
  'emailChange.body':
    'The e-mail address of your account {username} has just been changed from {from} to {to}.',
  'emailChange.ok': 'If you made this change, there is nothing you need to do.',
  'emailChange.notYou':
    'If you did not, someone else may have access to your account. Please contact us immediately:',
  'link.subject': 'Your booking {code} was added to an account',
  'link.body':
    'Your booking {bonnr} was added to a customer account on {date}, with the booking code and your e-mail address. Whoever logs in to that account can view, change and cancel the booking.',
  'link.ok': 'If you added it yourself, there is nothing you need to do.',
  'link.notYou':
    'If you did not, please contact us straight away and we will remove the booking from that account:',
  'organiser.requested.subject': 'Your My-Events request has been received',
  'organiser.requested.body':
    'We have received the organiser account request from {organisation}. We will review it and let you know by e-mail whether it has been approved.',
  'organiser.approved.subject': 'Your organiser account has been approved',
  'organiser.approved.body':
    'The request from {organisation} has been approved. Log in with {username} and manage your events in My-Events:',
  'organiser.approved.page': 'Your events are listed at:',
  'organiser.refused.subject': 'Your My-Events request',
  'organiser.refused.body':
    'Unfortunately we cannot approve the organiser account request from {organisation}.',
  'organiser.refused.reason': 'Reason: {reason}',
  'mail.closing': 'Kind regards,',
  'mail.team': 'The {company} team',
  'mail.label': '{label}:',
  'dispatchDay.subject': 'Rides for {date}: {count, plural, one {# ride} other {# rides}}',
  'dispatchDay.intro': 'These are the rides for {date}, with everything the customer told us.',
  'dispatchDay.none': 'There are no rides on {date}.',
  'dispatchDay.noPickup': 'pickup time not yet planned',
  'dispatchDay.leg.H': 'Outbound',
  'dispatchDay.leg.T': 'Return',
  'dispatchDay.flight': 'Flight {flight} at {time}, {airport}',
  'dispatchDay.margin': 'airport margin {hours} h',
  'dispatchDay.riders':
    '{pax, plural, one {# passenger} other {# passengers}}, {luggage, plural, one {# suitcase} other {# suitcases}}',
  'dispatchDay.pets': '{count, plural, one {# pet} other {# pets}}',
  'dispatchDay.cargo': 'cargo {cargo} of {max}',
  'dispatchDay.agency': 'Travel agency: {name}',
  'dispatchDay.event': 'Event: {name}',
  'dispatchDay.remarks': 'The customer’s remarks:',
  'sheet.seat.small': 'Child seat {childSeatAge1}-{childSeatAge2} years',
  'sheet.seat.medium': 'Child seat {childSeatAge2}-{childSeatAge3} years',
  'sheet.seat.large': 'Child seat over {childSeatAge3} years',
  'sheet.item.rolstoelen': 'Folding wheelchair',
  'sheet.item.rollators': 'Rollator',
  'sheet.item.fietskoffers': 'Bicycle case',
  'sheet.item.skis': 'Skis',
  'sheet.item.golfbags': 'Golf bag',
  'sheet.item.kinderwagens': 'Pushchair',
  'driverMove.subject': 'Pickup moved: {bonnr}, {date}',
  'driverMove.body':
    'Flight {flight} lands at {landing} ({airport}). The pickup of {name} moves from {from} to {to}.',
  'driverMove.wait': 'Free waiting time after landing: {minutes} minutes.',

  // Issue 26: who comes for a leg (server/messages/driver-notice-mail.ts).
  'driverNotice.subject': 'Your driver for {date} (booking {code})',
  'driverNotice.todaySubject': 'Today: your driver (booking {code})',
  'driverNotice.intro': 'For your ride on {date}, this is your driver:',
  'driverNotice.todayIntro': 'Your ride is today; this is your driver:',
  'driverNotice.driver': 'Driver',
  'driverNotice.car': 'Car',
  'driverNotice.pickupHome': 'Pickup',
  'driverNotice.pickupHomeValue': '{date} at {time}, at {address}',
  'driverNotice.meeting': 'Meeting point',
  'driverNotice.meetingValue': '{date} from {time}. {meeting}',
  'driverNotice.timeLater': 'time to follow',
  'driverNotice.contact':
    'Is your flight delayed or has anything changed? Feel free to call or text your driver.',
  // Issue 27: a booking changed in place (server/manage/revision-mails.ts).
  'revision.subject': 'Your changed booking {code}',
  'revision.body': 'Your booking {bonnr} has been changed. This is what changed:',
  'revision.line': '{label}: {before} → {after}',
  'revision.empty': 'none',
  'revision.price': 'Price: {before} before, {after} now.',
  'revision.settlement.pay': 'You paid the difference of {amount} online.',
  'revision.settlement.coupon':
    'We have refunded the difference of {amount} as discount coupon {code}. You can use it once, for a new booking, until {date} inclusive.',
  'revision.settlement.card': 'We refund the difference of {amount} to the card you paid with.',
  'revision.settlement.invoice': 'The difference of {amount} goes on your travel agency’s invoice.',
  'revision.settlement.none': 'There is nothing to pay and nothing to refund.',
  'revision.calendar': 'The attached calendar file (.ics) replaces the previous one.',
  'revision.trip.H': 'Outbound ride only',
  'revision.trip.T': 'Return ride only',
  'revision.trip.HT': 'Outbound and return rides',
  'revision.hours': '{hours} h before the flight',
  'revision.field.price': 'Price',
  'revision.field.heenterug': 'Rides',
  'revision.field.soortvervoer': 'Vehicle',
  'revision.field.pax': 'Passengers',
  'revision.field.koffers': 'Suitcases',
  'revision.field.huisdieren': 'Pets',
  'revision.field.childSeats': 'Child seats',
  'revision.field.remarks': 'Notes for the driver',
  'revision.field.datumheen': 'Date of the outbound ride',
  'revision.field.uurvluchtheen': 'Flight departure time',
  'revision.field.vluchtnrheen': 'Outbound flight',
  'revision.field.idluchthavenheen': 'Outbound airport',
  'revision.field.vroegeropluchthaven': 'Arrival at the airport',
  'revision.field.heenadres': 'Pickup address',
  'revision.field.datumterug': 'Date of the return ride',
  'revision.field.uurvluchtterug': 'Landing time',
  'revision.field.vluchtnrterug': 'Return flight',
  'revision.field.idluchthaventerug': 'Return airport',
  'revision.field.terugherkomst': 'Return flight from',
  'revision.field.terugadres': 'Drop-off address',
  'revisionFailed.subject': 'Your change to booking {code} was not made',
  'revisionFailed.body':
    'We received your payment of {amount} for the change to booking {bonnr}, but the booking had been changed or cancelled in the meantime, so the change was not made.',
  'revisionFailed.coupon':
    'We have refunded {amount} as discount coupon {code}. You can use it once, for a new booking, until {date} inclusive.',
  'revisionDispatch.subject': 'Plan again: booking {bonnr}, {leg}',
  'revisionDispatch.body':
    'The customer changed booking {bonnr} ({name}). The pickup time and driver of the {leg} are cleared: plan that ride again.',
  'revisionDispatch.when': '{leg}: {date}, flight at {time}',
  'revisionDispatch.leg.H': 'outbound ride',
  'revisionDispatch.leg.T': 'return ride',
};

export default en;
