/**
 * Price and coupons (SPEC 4 "Wizard", SPEC 9 delays): the price is recalculated 1000 ms after the last
 * change with a loading state and a tb-price event, a failed price call keeps the last price and blocks
 * nothing, and the coupon popup checks a code 500 ms after typing stops.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { formatEuros } from '../../core/tariff';
import { upsertCoupon } from '../../server/data/coupons/coupons-repo';
import { startTestServer } from '../support/server';
import {
  MESSAGES,
  advance,
  calledUrls,
  fakeTimeouts,
  field,
  fillAddresses,
  fillStart,
  pressNext,
  renderWizard,
  stepShown,
  type,
  useTestServer,
  type Wizard,
} from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;

/** Waits until no price is being calculated. */
async function settled(): Promise<void> {
  await waitFor(() => expect(screen.queryAllByText(m['overview.priceLoading'])).toEqual([]));
}

/** Renders the wizard, fills step 0 and waits for the first price. */
async function pricedWizard(): Promise<Wizard> {
  const wizard = await renderWizard();
  await fillStart();
  await waitFor(() => expect(wizard.events['tb-price'].length).toBe(1));
  await waitFor(() => expect(screen.queryByText(m['overview.priceLoading'])).toBeNull());
  return wizard;
}

/** The price request bodies of the billoprice calls `spy` saw. */
async function priceBodies(spy: { mock: { calls: unknown[][] } }): Promise<Record<string, unknown>[]> {
  const requests = spy.mock.calls.map((c) => c[0] as Request).filter((r) => /\/billoprice(\?|$)/.test(r.url));
  return Promise.all(requests.map(async (r) => JSON.parse(await r.clone().text())));
}

describe('price', () => {
  it('recalculates 1000 ms after a change, with a loading state, and reports it as tb-price', async () => {
    const { events } = await pricedWizard();
    // The passengers are asked on step 2 only (issue 31).
    await fillAddresses();
    await settled();
    const before = events['tb-price'].length;
    fakeTimeouts();
    const spy = vi.spyOn(globalThis, 'fetch');
    type(field(m['extras.pax']), '3');
    // The total and the cards say the price is being calculated instead of the old one (issue 31).
    expect(screen.getAllByText(m['overview.priceLoading']).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('total')).toBeNull();
    await advance(999);
    expect(calledUrls(spy).filter((u) => /\/billoprice(\?|$)/.test(u))).toEqual([]);
    await advance(1);
    expect(calledUrls(spy).filter((u) => /\/billoprice(\?|$)/.test(u))).toHaveLength(1);
    vi.useRealTimers();
    await waitFor(() => expect(events['tb-price'].length).toBe(before + 1));
    await settled();
    expect((await priceBodies(spy))[0]?.pax).toBe(3);

    const detail = events['tb-price'][before];
    expect(detail?.currency).toBe('EUR');
    expect(detail?.departure).toBeGreaterThan(0);
    expect(detail?.retour).toBeGreaterThan(0);
    expect(detail?.total).toBeCloseTo((detail?.departure ?? 0) + (detail?.retour ?? 0), 2);
    expect(screen.getByTestId('total').textContent).toBe(
      formatEuros(Math.round((detail?.total ?? 0) * 100), 'en-BE'),
    );
  });

  it('makes one call for several quick changes, with the last values', async () => {
    await pricedWizard();
    await fillAddresses();
    await settled();
    fakeTimeouts();
    const spy = vi.spyOn(globalThis, 'fetch');
    const prices = () => calledUrls(spy).filter((u) => /\/billoprice(\?|$)/.test(u));
    type(field(m['extras.pax']), '3');
    await advance(500);
    type(field(m['extras.pax']), '4');
    await advance(500);
    type(field(m['extras.pax']), '5');
    await advance(999);
    expect(prices()).toEqual([]);
    await advance(1);
    expect(prices()).toHaveLength(1);
    vi.useRealTimers();
    expect((await priceBodies(spy)).map((b) => b.pax)).toEqual([5]);
  });

  it('keeps the last price when a price call fails, says nothing and blocks nothing', async () => {
    // A server of its own, so this test can take it away while the wizard is open.
    const own = await startTestServer();
    try {
      window.happyDOM.setURL(`${own.url}/`);
      const { events } = await renderWizard();
      await fillStart();
      await fillAddresses();
      await waitFor(() => expect(events['tb-price'].length).toBeGreaterThan(0));
      await settled();
      const shown = screen.getByTestId('total').textContent;
      const priced = events['tb-price'].length;
      await own.close();

      type(field(m['extras.koffers']), '3');
      expect(screen.getAllByText(m['overview.priceLoading']).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.queryAllByText(m['overview.priceLoading'])).toEqual([]), {
        timeout: 5000,
      });
      expect(screen.getByTestId('total').textContent).toBe(shown);
      expect(events['tb-price']).toHaveLength(priced);
      expect(events['tb-error']).toEqual([]);
      expect(document.querySelector('[role="alert"]')?.textContent).toBe('');
      pressNext();
      await stepShown('person.heading');
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});

describe('coupon popup', () => {
  it('checks a code 500 ms after typing stops, lists an accepted one and prices it', async () => {
    const today = brusselsToday(new Date());
    await upsertCoupon(server().ctx.db, {
      code: 'TEN10',
      campaign: 'TEST',
      kind: 'campaign',
      amountCents: null,
      percent: 10,
      validFrom: addDays(today, -1),
      validUntil: addDays(today, 365),
      maxUses: null,
    });
    const { events } = await pricedWizard();
    const before = events['tb-price'][0]?.total ?? 0;
    const opener = screen.getByRole('button', { name: m['overview.addCoupon'] });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: m['coupon.title'] });
    const input = within(dialog).getByRole('textbox', { name: m['coupon.code'] });
    expect(document.activeElement).toBe(input);
    const add = within(dialog).getByRole('button', { name: m['coupon.add'] }) as HTMLButtonElement;

    // An unknown code is refused.
    fakeTimeouts();
    const spy = vi.spyOn(globalThis, 'fetch');
    const checks = () => calledUrls(spy).filter((u) => u.includes('checkcoupon'));
    type(input, 'NOPE');
    expect(within(dialog).getByText(m['coupon.checking'])).toBeTruthy();
    await advance(499);
    expect(checks()).toEqual([]);
    await advance(1);
    expect(checks()).toHaveLength(1);
    vi.useRealTimers();
    await within(dialog).findByText(m['coupon.invalid']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(add.disabled).toBe(true);

    // Typing again restarts the delay: only the last code is checked.
    fakeTimeouts();
    type(input, 'TEN');
    await advance(300);
    type(input, 'TEN10');
    await advance(500);
    vi.useRealTimers();
    expect(checks().slice(1)).toEqual([expect.stringContaining('coupon=TEN10')]);
    await within(dialog).findByText(m['coupon.valid']);
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole('button', { name: 'Remove coupon TEN10' })).toBeTruthy();
    await waitFor(() => expect(events['tb-price'].length).toBe(2));
    const after = events['tb-price'][1]?.total ?? 0;
    expect(after).toBeCloseTo(before * 0.9, 0);
    const bodies = await priceBodies(spy);
    expect(bodies.at(-1)?.coupons).toContain('TEN10');

    // A listed code is refused at once, without a call.
    fireEvent.click(screen.getByRole('button', { name: m['overview.addCoupon'] }));
    const again = await screen.findByRole('dialog', { name: m['coupon.title'] });
    const calls = checks().length;
    type(within(again).getByRole('textbox', { name: m['coupon.code'] }), 'ten10');
    expect(within(again).getByText(m['coupon.duplicate'])).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(checks()).toHaveLength(calls);
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
