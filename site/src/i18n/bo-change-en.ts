/** English texts of the back office's change settings; {@link BoChangeMessages} demands the Dutch keys. */
import type { BoChangeMessages } from './bo-change-nl';

export const boChangeEn: BoChangeMessages = {
  'change.title': 'Changing bookings',
  'change.hint':
    'A customer may change a booking online up to this many hours before pickup (by default {hours} hours). A lower price is given back as you choose here.',
  'change.limit': 'Changes possible until (hours before pickup)',
  'change.refund': 'Difference when the price is lower',
  'change.refund.coupon': 'as a coupon',
  'change.refund.card': 'refunded to the payment card',
  'change.save': 'Save',
  'change.saved': 'Saved.',
  'change.loading': 'Loading…',
  'change.failed': 'That did not work: {reason}',
};
