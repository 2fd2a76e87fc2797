/** The legs of an order on the manage page. */
import type { ManagedOrder } from '../data/orders/manage-orders-repo';

/** The booked legs of an order, departure first. */
export function legsOfOrder(o: Pick<ManagedOrder, 'heenterug'>): ('heen' | 'terug')[] {
  return (['heen', 'terug'] as const).filter((leg) =>
    leg === 'heen' ? o.heenterug !== 'T' : o.heenterug !== 'H',
  );
}
