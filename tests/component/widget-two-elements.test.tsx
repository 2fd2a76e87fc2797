/**
 * Two booking elements on one page, each with its own store: the answers one element waits for are
 * its own, so neither throws away the other's vehicle-card prices (issue 25: the type-prices call
 * once counted its requests at module level, shared by every element of the page).
 */
import { render, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, addDays, brusselsToday } from '../../core';
import { createHttp, ensureSession } from '../../client';
import { createBookingApi } from '../../widget/api/booking';
import { createTranslate } from '../../widget/i18n';
import { en } from '../support/widget-texts';
import { TypeCards } from '../../widget/steps/TypeCards';
import { createBookingStore } from '../../widget/store/create';
import { I18nContext, StoreContext } from '../../widget/store/context';
import type { BookingStore, StoreDeps } from '../../widget/store/types';
import { useTestServer } from './widget-helpers';

const server = useTestServer();

const apiBase = () => `${server().url}/api`;

/** The outside world of one element, talking to the test server. */
function deps(draftKey: string): StoreDeps {
  const http = createHttp(apiBase());
  return {
    api: createBookingApi(http),
    http,
    lang: 'en',
    t: createTranslate('en', en),
    draftKey,
    emit: () => undefined,
    now: () => new Date(),
    loadPhoneCheck: async () => () => true,
    session: async () => ({ userId: 0 }),
  };
}

/** An element's store with a trip the server can price: 1000 Brussel to Brussels Airport, 10 days ahead. */
function pricedTrip(key: string): BookingStore {
  const store = createBookingStore(deps(key), {}, new URLSearchParams(), DEFAULT_BOOKING_SETTINGS);
  const s = store.getState();
  const date = addDays(brusselsToday(new Date()), 10);
  store.setState({
    draft: {
      ...s.draft,
      departure: true,
      arrival: false,
      airportDeparture: 'BRU',
      pickupDate: date,
      retourDate: date,
      pickupAddress: {
        ...s.draft.pickupAddress,
        postal: '1000',
        street: 'Wetstraat',
        nr: '16',
      },
    },
    lookup: { ...s.lookup, departure: { city: 'Brussel', country: 'BE', streets: [], loading: false } },
  });
  return store;
}

/** Renders the vehicle cards of `store` in a host of their own. */
function cards(store: BookingStore, testId: string) {
  render(
    <div data-testid={testId}>
      <I18nContext.Provider value={{ t: createTranslate('en', en), lang: 'en' }}>
        <StoreContext.Provider value={store}>
          <TypeCards uid={testId} />
        </StoreContext.Provider>
      </I18nContext.Provider>
    </div>,
  );
  return within(document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!);
}

describe('two elements on one page', () => {
  it('both get their vehicle-card prices when their calls overlap', async () => {
    // Hold every price answer (it carries the cards' prices, issue 29) until both elements have asked,
    // so the two calls overlap for sure.
    const realFetch = globalThis.fetch;
    const held: (() => void)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const response = await realFetch(input, init);
      if (!url.includes('/billoprice?')) return response;
      await new Promise<void>((resolve) => {
        held.push(resolve);
        if (held.length === 2) for (const release of held) release();
      });
      return response;
    });
    // The page's session, as the elements' App starts it before the wizard shows.
    await ensureSession(apiBase(), createHttp(apiBase()));
    const a = pricedTrip('a');
    const b = pricedTrip('b');
    const shownA = cards(a, 'a');
    const shownB = cards(b, 'b');
    await Promise.all([a.getState().runPrice(), b.getState().runPrice()]);
    await waitFor(() => expect(held).toHaveLength(2));
    for (const [name, store, shown] of [
      ['the first element', a, shownA],
      ['the second element', b, shownB],
    ] as const) {
      await waitFor(() => expect(store.getState().typePrices, name).toBeInstanceOf(Array));
      await waitFor(() => expect(shown.getByTestId('price-COMFORT').textContent).toMatch(/€/));
    }
  });
});
