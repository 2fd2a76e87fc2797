/** English texts of the widget's change mode; the ids and their placeholders are revise-nl.ts's. */
import type { Catalogue } from '../../core';
import type { ReviseId } from './revise-nl';

const reviseEn: Catalogue<ReviseId> = {
  'revise.title': 'Old and new price',
  'revise.caption': 'The price of your booking now and after the change',
  'revise.colRide': 'Ride',
  'revise.colOld': 'Now',
  'revise.colNew': 'After the change',
  'revise.legH': 'Outbound ride',
  'revise.legT': 'Return ride',
  'revise.noRide': 'no ride',
  'revise.total': 'Total',
  'revise.difference': 'Difference',
  'revise.loading': 'Calculating the new price…',
  'revise.openUntil': 'This change can be made until {date}.',
  'revise.settle.pay':
    'You pay the difference of {amount} on the payment page. The change takes effect once the difference is paid; until then your booking stays as it was.',
  'revise.settle.coupon':
    'You will get the difference of {amount} back as a discount coupon for a future ride.',
  'revise.settle.card': 'We refund the difference of {amount} to the card you paid with.',
  'revise.settle.invoice':
    'We adjust the invoice: a credit note for the old invoice and a new invoice for the new amount.',
  'revise.settle.none': 'There is no difference to pay or to give back.',
  'revise.settle.unpaid':
    'Your booking has not been paid yet: when you pay it, the new total of {amount} applies.',
  'revise.moved': 'The price has changed in the meantime. Please check the new price and confirm again.',
  'revise.retry': 'Calculate the price again',
  'revise.error.too_late':
    'Too late to change: {field} is too close to the pickup. Please call us if something still needs to change.',
  'revise.error.order_closed': 'This booking is cancelled and can no longer be changed.',
  'revise.error.nothing_changed':
    'You have not changed anything yet. Go back to an earlier step to make your change.',
  'revise.error.revision_pending':
    'An earlier change of this booking is still waiting for payment. Please finish it first or try again later.',
  'revise.error.not_changeable':
    'This change cannot be made online (a ride to an event, or a free booking that would get a price). Please book the new ride or call us.',
  'revise.error.field': 'Please check {field}: we cannot accept that value.',
  'revise.error.failed': 'The change could not be calculated or saved. Please try again.',
  'revise.field':
    '{name, select, date {the date} flightTime {the flight time} flight {the flight number} postal {the postcode} street {the street} nr {the house number} city {the town} airport {the airport} origin {where the flight comes from} pax {the number of passengers} luggage {the luggage} type {the type of transport} name {your name} phone {your mobile number} email {your e-mail address} remarks {the notes for the driver} price {the price} po {the PO number} coupon {the coupon} other {one of the details}}{leg, select, H { of the outbound ride} T { of the return ride} other {}}',
  'revise.changesTitle': 'What changes',
  'revise.change': '{field}: {before} → {after}',
  'revise.done.title': 'Your change is confirmed',
  'revise.done.total': 'New total: {amount} (before: {old}).',
  'revise.done.coupon': 'Your coupon for the difference: {code}.',
  'revise.done.mail': 'You will receive a confirmation by e-mail, with the new rides for your calendar.',
  'revise.done.back': 'Back to your booking',
};

export default reviseEn;
