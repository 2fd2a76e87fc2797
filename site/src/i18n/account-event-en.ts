/** English texts of the account islands for an event order (issue 28); the keys are account-event-nl.ts's. */
import type { accountEventNl } from './account-event-nl';

export const accountEventEn: Readonly<Record<keyof typeof accountEventNl, string>> = {
  'acc.event.name': 'Event',
  'acc.event.leg.H': 'To the event',
  'acc.event.leg.T': 'Back from the event',
  'acc.event.time.H': 'Arrival time at the venue',
  'acc.event.time.T': 'Pickup time after the event',
  'acc.event.change': 'Change times or contact details',
  'acc.event.reviseHint':
    'Date, times, address, passengers, luggage, vehicle or remarks, or add or drop a ride. You see the old and the new price before you confirm.',
  'acc.event.field.uurvluchtheen': 'Arrival time at the venue (HH:MM)',
  'acc.event.field.uurvluchtterug': 'Pickup time after the event (HH:MM)',
};
