/**
 * The element's store without the wizard around it: the draft persists through zustand's `persist`
 * middleware in sessionStorage (resumed, carried over from the older hand-written format, never at the
 * payment hand-off), time comes from the injected clock only, and components that pick draft fields
 * re-render only when one of those changes.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, earliestBookingDate } from '../../core';
import { createHttp, DRAFT_KEY_PREFIX } from '../../client';
import { createBookingApi } from '../../widget/api/booking';
import { createTranslate } from '../../widget/i18n';
import { en } from '../support/widget-texts';
import { DRAFT_VERSION } from '../../widget/session/draft-storage';
import { Step0 } from '../../widget/steps/Step0';
import { createBookingStore } from '../../widget/store/create';
import { I18nContext, StoreContext } from '../../widget/store/context';
import { useDraftFields } from '../../widget/store/select';
import type { BookingStore, StoreDeps } from '../../widget/store/types';

/** A clock far from today, so anything that read the real time instead would show. */
const NOW = new Date('2031-03-10T09:00:00Z');

/** The outside world of a store that is never started: nothing here reaches a server. */
function deps(draftKey: string): StoreDeps {
  const http = createHttp('http://127.0.0.1:9/api');
  const t = createTranslate('en', en);
  return {
    api: createBookingApi(http),
    http,
    lang: 'en',
    t,
    draftKey,
    emit: () => undefined,
    now: () => NOW,
    loadPhoneCheck: async () => () => true,
    session: async () => ({ userId: 0 }),
  };
}

const create = (key: string, attrs = {}, query = '') =>
  createBookingStore(deps(key), attrs, new URLSearchParams(query), DEFAULT_BOOKING_SETTINGS);

const stored = (key: string) => JSON.parse(sessionStorage.getItem(DRAFT_KEY_PREFIX + key) ?? 'null');

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('draft persistence', () => {
  it('stores the step, the draft, its lookups and its order key under tb.draft.<draft-key>', () => {
    const store = create('keep');
    store.getState().setField('flightDeparture', 'SN2153');
    store.setState({ step: 2, idempotencyKey: 'key-1' });
    const saved = stored('keep');
    expect(saved.version).toBe(DRAFT_VERSION);
    expect(Object.keys(saved.state).sort()).toEqual([
      'draft',
      'idempotencyKey',
      'lookup',
      'retourEdited',
      'step',
    ]);
    expect(saved.state).toMatchObject({ step: 2, idempotencyKey: 'key-1' });
    expect(saved.state.draft.flightDeparture).toBe('SN2153');
  });

  it('resumes a stored draft at its step, with the agent values of this page and no lookup running', () => {
    const first = create('resume');
    first.getState().setField('flightDeparture', 'SN2153');
    first.setState({
      step: 3,
      idempotencyKey: 'key-2',
      lookup: {
        ...first.getState().lookup,
        departure: { city: 'Brussel', country: 'BE', streets: [], loading: true },
      },
    });
    const again = create('resume', {}, 'TALIC=LIC-9&TANAME=Nine').getState();
    expect(again.step).toBe(3);
    expect(again.idempotencyKey).toBe('key-2');
    expect(again.draft).toMatchObject({
      flightDeparture: 'SN2153',
      agent: true,
      talic: 'LIC-9',
      taname: 'Nine',
    });
    expect(again.lookup.departure).toEqual({ city: 'Brussel', country: 'BE', streets: [], loading: false });
  });

  it('carries over a draft saved by the hand-written saving before persist, order key included', () => {
    const fresh = create('old').getState();
    sessionStorage.setItem(
      `${DRAFT_KEY_PREFIX}old`,
      JSON.stringify({
        v: 1,
        step: 3,
        draft: { ...fresh.draft, firstName: 'Ann' },
        retourEdited: true,
        lookup: fresh.lookup,
        idempotencyKey: 'key-old',
      }),
    );
    const resumed = create('old').getState();
    expect(resumed).toMatchObject({ step: 3, retourEdited: true, idempotencyKey: 'key-old' });
    expect(resumed.draft.firstName).toBe('Ann');
    // Rewritten in the current shape at once.
    expect(stored('old')).toMatchObject({ version: DRAFT_VERSION, state: { idempotencyKey: 'key-old' } });
  });

  it('starts afresh from a draft of an unknown version or an unreadable one', () => {
    const fresh = create('x').getState();
    for (const value of [
      JSON.stringify({ state: { ...fresh, step: 2 }, version: 99 }),
      JSON.stringify({ v: 7, step: 2, draft: fresh.draft, lookup: fresh.lookup }),
      '{not json',
    ]) {
      sessionStorage.setItem(`${DRAFT_KEY_PREFIX}odd`, value);
      expect(create('odd').getState().step).toBe(0);
    }
  });

  it('never stores the payment hand-off, so a return from the payment page resumes at step 3', () => {
    const store = create('pay');
    store.setState({ step: 3, idempotencyKey: 'key-3' });
    store.setState({ step: 4 });
    store.setState({ submitting: false });
    expect(stored('pay').state).toMatchObject({ step: 3, idempotencyKey: 'key-3' });
  });

  it('keeps a draft removed at the hand-off removed', () => {
    const store = create('done');
    store.setState({ step: 3 });
    sessionStorage.removeItem(`${DRAFT_KEY_PREFIX}done`);
    store.setState({ step: 4 });
    store.setState({ priceLoading: false });
    expect(stored('done')).toBeNull();
  });
});

describe('the clock', () => {
  it('starts a fresh draft on the earliest booking date of the injected clock', () => {
    expect(create('clock').getState().draft.pickupDate).toBe(
      earliestBookingDate(NOW, DEFAULT_BOOKING_SETTINGS.earliestBookingDays),
    );
  });

  it("gives step 0's date field the earliest booking date of the injected clock, not today's", async () => {
    const store = create('step0');
    renderWith(store, <Step0 uid="c" />);
    const date = (await screen.findByLabelText(new RegExp(`^${en['start.pickupDate']}`))) as HTMLInputElement;
    expect(date.min).toBe(
      earliestBookingDate(NOW, DEFAULT_BOOKING_SETTINGS.earliestBookingDays).replaceAll('/', '-'),
    );
  });
});

describe('useDraftFields()', () => {
  it('re-renders only when one of the picked draft fields changes', () => {
    const store = create('narrow');
    let renders = 0;
    function Probe() {
      renders++;
      const { pax } = useDraftFields('pax');
      return <output>{pax}</output>;
    }
    renderWith(store, <Probe />);
    expect(renders).toBe(1);
    act(() => store.getState().setPerson('firstName', 'Ann'));
    act(() => store.getState().setField('flightDeparture', 'SN2153'));
    expect(renders).toBe(1);
    act(() => store.getState().setCount('pax', 4));
    expect(renders).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('4');
  });
});

/** Renders `ui` inside the element's store and English messages. */
function renderWith(store: BookingStore, ui: React.ReactNode) {
  return render(
    <I18nContext.Provider value={{ t: createTranslate('en', en), lang: 'en' }}>
      <StoreContext.Provider value={store}>{ui}</StoreContext.Provider>
    </I18nContext.Provider>,
  );
}
