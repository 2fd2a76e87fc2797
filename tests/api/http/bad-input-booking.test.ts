import { bookingCases } from './bad-input-booking';
import { sweep } from './bad-input-run';

sweep('bad input: lookups, price, order and order-list calls', bookingCases);
