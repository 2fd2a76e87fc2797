/**
 * Issue 31, "everything booked, shown back": the manage page's and the outcome pages' booking summary
 * lists every extra the order holds (child seats with their age bands, suitcases and other luggage,
 * pets), shows the booking code as the customer's one reference (the booking number only on a travel
 * agency's order, the payment reference only with the payment) and never a "− € 0,00" cell, in nl, fr
 * and en.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManageLeg, ManageView, OutcomeView } from '../../core';
import { BookingView } from '../../site/src/islands/BookingView';
import { at } from '../../site/src/utils/account-i18n';

afterEach(cleanup);

const leg = (l: 'H' | 'T', coupons: number): ManageLeg => ({
  leg: l,
  date: '2031/03/14',
  flight: 'SN2153',
  flight_time: '09:30',
  origin: '',
  from: 'Bondgenotenlaan 1, 3000 Leuven',
  to: 'Brussels Airport',
  house_number: '1',
  pickup_time: '',
  gross: 120,
  agent_discount: 0,
  coupons,
  price: 120 - coupons,
});

// A coupon on the outbound ride only: its row stays, and the return's cell must not read "− € 0,00".
const VIEW = {
  id: 1,
  receipt: 'TB100042',
  booking_code: 'K7P2QX9ABC',
  status: 'paid',
  lang: 'nl',
  type: 'comfort',
  pax: 2,
  suitcases: 3,
  pets: 1,
  remarks: '',
  extras: [
    { kind: 'koffers', count: 3 },
    { kind: 'seatSmall', count: 1 },
    { kind: 'seatLarge', count: 1 },
    { kind: 'golfbags', count: 2 },
    { kind: 'huisdieren', count: 1 },
  ],
  first_name: 'Tine',
  last_name: 'Peeters',
  phone: '+32470123456',
  email: 'tine@example.be',
  total: 230,
  balance_due: 0,
  agent: '',
  legs: [leg('H', 10), leg('T', 0)],
  event: null,
  actions: { pay: false, cancel: true, change: [], revise: false },
  cancellation: { terms: 'intl', charge: 0, refund: 230 },
  refund: null,
  credit_note: false,
} as unknown as ManageView;

/** The summary's facts as label → value. */
function facts(): Map<string, string> {
  const dl = document.querySelector('.booking-view .facts')!;
  const dts = [...dl.querySelectorAll('dt')];
  return new Map(dts.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
}

describe.each(['nl', 'fr', 'en'] as const)('the booking summary in %s', (lang) => {
  it('lists every extra with its count, child seats by age band', () => {
    render(<BookingView lang={lang} view={{ ...VIEW, lang }} headingId="b" />);
    const shown = facts();
    expect(shown.get(at(lang, 'acc.manage.extra.koffers'))).toBe('3');
    expect(shown.get(at(lang, 'acc.manage.extra.seatSmall'))).toBe('1');
    expect(shown.get(at(lang, 'acc.manage.extra.seatLarge'))).toBe('1');
    expect(shown.get(at(lang, 'acc.manage.extra.golfbags'))).toBe('2');
    expect(shown.get(at(lang, 'acc.manage.extra.huisdieren'))).toBe('1');
    // The age bands come from core's constants, never an empty placeholder.
    expect(at(lang, 'acc.manage.extra.seatSmall')).toMatch(/1-3/);
    expect(shown.has(at(lang, 'acc.manage.extra.skis'))).toBe(false);
  });

  it('shows the booking code as the one reference, without the booking number, and no € 0 cell', () => {
    render(<BookingView lang={lang} view={{ ...VIEW, lang }} headingId="b" paymentReference="3000000001" />);
    expect(facts().get(at(lang, 'acc.manage.bookingCode'))).toBe('K7P2QX9ABC');
    expect(document.body.textContent).not.toContain('TB100042');
    const text = (document.body.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');
    expect(text).not.toMatch(/€\s?0[.,]00|(?<![\d.,])0[.,]00\s?€/);
    const coupons = screen.getByRole('rowheader', { name: at(lang, 'acc.manage.coupons') }).closest('tr')!;
    expect(
      within(coupons)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringMatching(/10[.,]00/), '—']);
    // The payment reference sits with the payment.
    expect(document.querySelector('[data-payment-reference]')?.textContent).toContain('3000000001');
  });

  it('names the booking number on a travel agency’s order only', () => {
    render(<BookingView lang={lang} view={{ ...VIEW, lang, agent: 'Agency & Co' }} headingId="b" />);
    expect(facts().get(at(lang, 'acc.manage.receipt'))).toBe('TB100042');
  });

  it('shows no number at all on the outcome page, whose view has no booking code', () => {
    const { booking_code: _c, email: _e, phone: _p, ...outcome } = VIEW;
    render(<BookingView lang={lang} view={{ ...(outcome as OutcomeView), lang }} headingId="b" />);
    expect(document.body.textContent).not.toContain('TB100042');
    expect(facts().get(at(lang, 'acc.manage.extra.koffers'))).toBe('3');
  });
});
