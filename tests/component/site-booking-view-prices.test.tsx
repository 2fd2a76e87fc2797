/**
 * The manage page's price table (issue 30, copy review 2.4): a discount no ride has, the travel
 * agency's or the coupons', is left out, so the customer never reads "Voorwaarden reisbureau − € 0,00";
 * a discount one ride has keeps its row for every ride. In nl, fr and en.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManageLeg, ManageView } from '../../core';
import { BookingView } from '../../site/src/islands/BookingView';
import { at } from '../../site/src/utils/account-i18n';

afterEach(cleanup);

const leg = (l: 'H' | 'T', agent: number, coupons: number): ManageLeg => ({
  leg: l,
  date: '2031/03/14',
  flight: 'SN2153',
  flight_time: '09:30',
  origin: '',
  from: 'Bondgenotenlaan 1, 3000 Leuven',
  to: 'Brussels Airport',
  house_number: '1',
  pickup_time: '',
  gross: 90,
  agent_discount: agent,
  coupons,
  price: 90 - agent - coupons,
});

const view = (legs: ManageLeg[]) =>
  ({
    id: 1,
    receipt: 'TB100042',
    booking_code: 'K7P2QX',
    status: 'paid',
    lang: 'nl',
    type: 'comfort',
    pax: 2,
    suitcases: 1,
    pets: 0,
    remarks: '',
    extras: [{ kind: 'koffers', count: 1 }],
    first_name: 'Tine',
    last_name: 'Peeters',
    phone: '+32470123456',
    email: 'tine@example.be',
    total: legs.reduce((sum, l) => sum + l.price, 0),
    balance_due: 0,
    agent: '',
    legs,
    event: null,
    actions: { pay: false, cancel: true, change: [], revise: false },
    cancellation: null,
    refund: null,
  }) as unknown as ManageView;

/** The row headers of the price table. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

describe('the manage page’s price table', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`leaves out the € 0 discount rows in ${lang}`, () => {
      render(<BookingView lang={lang} view={view([leg('H', 0, 0), leg('T', 0, 0)])} headingId="b" />);
      expect(rows()).toEqual([at(lang, 'acc.manage.gross'), at(lang, 'acc.manage.legPrice')]);
    });

    it(`keeps a discount one ride has, for both rides, in ${lang}`, () => {
      render(<BookingView lang={lang} view={view([leg('H', 0, 10), leg('T', 0, 0)])} headingId="b" />);
      expect(rows()).toEqual([
        at(lang, 'acc.manage.gross'),
        at(lang, 'acc.manage.coupons'),
        at(lang, 'acc.manage.legPrice'),
      ]);
      const coupons = screen.getByRole('rowheader', { name: at(lang, 'acc.manage.coupons') }).closest('tr')!;
      expect(within(coupons).getAllByRole('cell')).toHaveLength(2);
    });
  }

  it('shows the travel agency’s discount when there is one', () => {
    render(<BookingView lang="nl" view={view([leg('H', 12, 0)])} headingId="b" />);
    expect(rows()).toContain(at('nl', 'acc.manage.agentDiscount'));
    expect(rows()).not.toContain(at('nl', 'acc.manage.coupons'));
  });
});
