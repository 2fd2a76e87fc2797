/**
 * Issue 29 in the wizard, against the real server: every change of the draft on step 2 (a counter, the
 * vehicle type) costs one API request, `POST billoprice?soorten=1`, and that one answer fills both the
 * overview and the vehicle cards. Every request the page makes is counted (fetch is watched, not
 * replaced), so a second call of any kind after a change fails the test.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EXTRA_PRICES } from '../../core/tariff';
import {
  MESSAGES,
  calledUrls,
  fillAddresses,
  fillStart,
  renderWizard,
  useTestServer,
} from './widget-helpers';

useTestServer();
const m = MESSAGES.en;
const euros = (text: string) => Number(/€\s?([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(',', '') ?? NaN);
const cardPrice = (tp: string) => euros(screen.getByTestId(`price-${tp}`).textContent ?? '');
const total = () => euros(screen.getByTestId('total').textContent ?? '');
const spin = (label: string) =>
  screen.getByRole('spinbutton', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
/** The pointer's + button of a stepper. */
const more = (input: HTMLElement) =>
  input.parentElement!.querySelector<HTMLButtonElement>('button[data-step="up"]')!;
const radio = (tp: 'COMFORT' | 'BUSINESS') =>
  screen.getByRole('radio', { name: new RegExp(`^${m[`extras.type.${tp}`].replace(/[()]/g, '\\$&')}`) });

describe('step 2 asks one price per change', () => {
  it('makes one API request per counter or vehicle change, and the cards and overview come from it', async () => {
    const wizard = await renderWizard();
    await fillStart();
    await fillAddresses();
    await waitFor(() => {
      expect(cardPrice('COMFORT')).toBeGreaterThan(0);
      expect(screen.queryByText(m['overview.priceLoading'])).toBeNull();
    });
    await waitFor(() => expect(total()).toBe(cardPrice('COMFORT')));
    const spy = vi.spyOn(globalThis, 'fetch');
    const apiCalls = () => calledUrls(spy).filter((u) => u.includes('/api/'));
    /** The requests each change was followed by, up to the next change. */
    const windows: number[] = [];

    /** Makes one change and waits until the overview and the cards show the draft after it. */
    async function change(
      act: () => void,
      settled: (before: { comfort: number; business: number }) => void,
    ): Promise<void> {
      const before = { comfort: cardPrice('COMFORT'), business: cardPrice('BUSINESS') };
      windows.push(apiCalls().length);
      const priced = wizard.events['tb-price'].length;
      act();
      await waitFor(() => {
        expect(wizard.events['tb-price'].length).toBe(priced + 1);
        expect(screen.queryByText(m['overview.priceLoading'])).toBeNull();
        settled(before);
      });
    }
    const suitcase = (before: { comfort: number; business: number }) => {
      // A suitcase is charged on both legs of this round trip, on every card.
      const added = (2 * EXTRA_PRICES.koffers) / 100;
      expect(cardPrice('COMFORT')).toBeCloseTo(before.comfort + added, 2);
      expect(cardPrice('BUSINESS')).toBeCloseTo(before.business + added, 2);
    };

    await change(() => fireEvent.click(more(spin(m['extras.koffers']))), suitcase);
    expect(total()).toBe(cardPrice('COMFORT'));
    await change(
      () => fireEvent.click(radio('BUSINESS')),
      () => expect(total()).toBe(cardPrice('BUSINESS')),
    );
    await change(
      () => fireEvent.click(more(spin(m['extras.pax']))),
      () => undefined,
    );
    // Last a change that moves every card: a card call after the price would be needed to pass here.
    await change(() => fireEvent.click(more(spin(m['extras.koffers']))), suitcase);
    expect(total()).toBe(cardPrice('BUSINESS'));

    const urls = apiCalls();
    windows.push(urls.length);
    const perChange = windows.slice(1).map((end, i) => urls.slice(windows[i], end));
    expect(perChange).toEqual(
      windows.slice(1).map(() => [expect.stringMatching(/\/api\/billoprice\?soorten=1$/)]),
    );
  });
});
