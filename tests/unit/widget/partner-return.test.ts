/** Issue 28: the element reads the outcome values of a return to the partner's page. */
import { describe, expect, it } from 'vitest';
import { readReturnedBooking } from '../../../widget/session/partner-return';

const query = (q: string) => new URLSearchParams(q);

describe('readReturnedBooking', () => {
  it("reads a paid return as tb-booked's detail, compatible with the booking's", () => {
    expect(
      readReturnedBooking(query('from=x&tb_booking=TB100016&tb_outcome=paid&tb_order=16&tb_total=89.50')),
    ).toEqual({
      orderId: 16,
      route: 'payment',
      total: 89.5,
      bookingNumber: 'TB100016',
      outcome: 'paid',
      returned: true,
    });
    expect(readReturnedBooking(query('tb_booking=TB1&tb_outcome=invoice&tb_order=1&tb_total=0'))?.route).toBe(
      'invoice',
    );
    expect(readReturnedBooking(query('tb_booking=TB1&tb_outcome=free&tb_order=1&tb_total=0'))?.route).toBe(
      'free',
    );
  });

  it('ignores an address without a return or with odd values', () => {
    for (const q of [
      'from=x',
      'tb_booking=TB1&tb_outcome=stolen&tb_order=1&tb_total=1',
      'tb_booking=<img>&tb_outcome=paid&tb_order=1&tb_total=1',
      'tb_booking=TB1&tb_outcome=paid&tb_order=-1&tb_total=1',
      'tb_booking=TB1&tb_outcome=paid&tb_order=1&tb_total=abc',
      'tb_booking=TB1&tb_outcome=paid',
    ]) {
      expect(readReturnedBooking(query(q)), q).toBeNull();
    }
  });
});
