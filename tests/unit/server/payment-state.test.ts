import { describe, expect, it } from 'vitest';
import { isFinal, type OrderStatus } from '../../../core';
import { canTransition } from '../../../server/payment/state';
import {
  amountToCents,
  centsToAmount,
  classifyStatus,
  targetStatus,
} from '../../../server/payment/status-codes';

const ALL: OrderStatus[] = ['awaiting_payment', 'paid', 'failed', 'payment_cancelled', 'invoiced', 'free'];

describe('canTransition()', () => {
  // Rows: from; columns: to, in the order of ALL.
  const table: [OrderStatus, boolean[]][] = [
    ['awaiting_payment', [false, true, true, true, true, true]],
    ['failed', [true, true, false, true, true, true]],
    ['payment_cancelled', [true, true, true, false, true, true]],
    ['paid', [false, false, false, false, false, false]],
    ['invoiced', [false, false, false, false, false, false]],
    ['free', [false, false, false, false, false, false]],
  ];
  describe.each(table)('from %s', (from, allowed) => {
    it.each(ALL.map((to, i) => [to, allowed[i]] as const))('to %s is %s', (to, expected) => {
      expect(canTransition(from, to)).toBe(expected);
    });
  });

  it('lets only the customer cancel a booking, from any status but cancelled', () => {
    for (const from of ALL) {
      expect(canTransition(from, 'cancelled', 'customer'), from).toBe(true);
      expect(canTransition(from, 'cancelled', 'provider'), from).toBe(false);
      expect(canTransition(from, 'cancelled'), from).toBe(false);
    }
    expect(canTransition('cancelled', 'cancelled', 'customer')).toBe(false);
  });

  it("leaves cancelled only for paid, on the provider's approval", () => {
    for (const to of ALL) {
      expect(canTransition('cancelled', to, 'provider'), to).toBe(to === 'paid');
      expect(canTransition('cancelled', to, 'retry'), to).toBe(false);
      expect(canTransition('cancelled', to, 'free'), to).toBe(false);
    }
  });

  it("makes a cancelled order refunded only on the provider's accepted refund, and nothing leaves it", () => {
    const every = [...ALL, 'cancelled', 'refunded'] as const;
    for (const from of every) {
      expect(canTransition(from, 'refunded', 'refund'), from).toBe(from === 'cancelled');
      expect(canTransition(from, 'refunded', 'operator'), from).toBe(false);
    }
    for (const to of every) {
      for (const cause of ['provider', 'customer', 'operator', 'refund', 'retry'] as const) {
        expect(canTransition('refunded', to, cause), `${to} ${cause}`).toBe(false);
      }
    }
  });

  it('treats paid, invoiced and free as final', () => {
    expect(ALL.filter(isFinal)).toEqual(['paid', 'invoiced', 'free']);
  });
});

describe('classifyStatus()', () => {
  it.each([
    [5, 'approved'],
    [9, 'approved'],
    [2, 'refused'],
    [93, 'refused'],
    [1, 'canceled'],
    [0, 'uncertain'],
    [52, 'uncertain'],
    [92, 'uncertain'],
    [51, 'uncertain'],
    [91, 'uncertain'],
    [8, 'uncertain'],
  ] as const)('reads STATUS %i as %s', (code, outcome) => {
    expect(classifyStatus(code)).toBe(outcome);
  });

  it('asks for paid, failed, payment_cancelled or no change', () => {
    expect(['approved', 'refused', 'canceled', 'uncertain'].map((o) => targetStatus(o as never))).toEqual([
      'paid',
      'failed',
      'payment_cancelled',
      null,
    ]);
  });
});

describe('amountToCents() and centsToAmount()', () => {
  it.each([
    ['15', 1500],
    ['15.5', 1550],
    ['15.05', 1505],
    ['189.50', 18950],
    ['0.01', 1],
  ])('reads %s as %i cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it.each(['', '15,00', '1e3', '-5', '15.123', 'abc'])('refuses %j', (amount) => {
    expect(amountToCents(amount)).toBeNull();
  });

  it.each([
    [1500, '15'],
    [1550, '15.5'],
    [1505, '15.05'],
    [18950, '189.5'],
    [1, '0.01'],
  ])('writes %i cents as %s and reads it back', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
    expect(amountToCents(centsToAmount(cents))).toBe(cents);
  });
});
