/** English texts of the server's SMS; the same keys and placeholders as sms-nl.ts. */
import type { SmsMessages } from './sms-nl';

const en: SmsMessages = {
  'driverNotice.departure':
    '{today}Ride {bonnr} on {date} at {time}: your driver {driver} ({mobile}) picks you up at {address}. Car: {car}, {plate}.',
  'driverNotice.return':
    '{today}Ride {bonnr} on {date} from {time}: your driver {driver} ({mobile}) meets you. {meeting} Car: {car}, {plate}.',
  'driverNotice.today': 'Today. ',
  'driverNotice.timeLater': 'time to follow',
  driverMove:
    'Ride {bonnr}: flight {flight} lands at {landing} ({airport}). Pickup of {name} moves from {from} to {to}. Free waiting time: {minutes} min.',
  'meetingPoint.default':
    'Arrivals hall {airport}: your driver waits at the exit of baggage claim with a name sign.',
};

export default en;
