/**
 * The flight look-up of step 1 (issue 31), against the real server asking the AeroDataBox stand-in:
 * the flight number fills the time (and the return flight's origin) and says in words what was found,
 * in a polite live region; a value the customer typed is never replaced, one an earlier look-up wrote
 * is; a flight that is not found, or a provider that is down, leaves the fields to the customer.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsInstant, brusselsToday } from '../../core';
import {
  knowFamilyFlights,
  startAeroDataBoxStandIn,
  type AeroDataBoxStandIn,
} from '../support/aerodatabox-stand-in';
import {
  LANGS,
  MESSAGES,
  fakeTimeouts,
  field,
  fillStart,
  group,
  renderWizard,
  shown,
  type,
  useTestServer,
  type Lang,
} from './widget-helpers';

let standIn: AeroDataBoxStandIn;
// fillStart's dates: the departure 10 days ahead, the return 17.
const today = brusselsToday(new Date());
const OUT = addDays(today, 10);
const BACK = addDays(today, 17);
beforeAll(async () => {
  standIn = await startAeroDataBoxStandIn();
  knowFamilyFlights(standIn, OUT, BACK);
  // Another flight out, at 07:15, to change to.
  standIn.flights.set('SN3001', {
    iata: 'LIS',
    scheduled: brusselsInstant(OUT, '10:00')!,
    from: { iata: 'BRU', scheduled: brusselsInstant(OUT, '07:15')! },
  });
});
afterAll(() => standIn?.close());
useTestServer({}, () => ({ flightStatus: standIn }));

/** Step 1's fields of one leg in `lang`. */
function legFields(lang: Lang, leg: 'departure' | 'return') {
  const m = MESSAGES[lang];
  const g = group(lang, leg);
  return {
    flight: field(m['addresses.flight'], g),
    time: field(m[leg === 'departure' ? 'addresses.flightTime' : 'addresses.landingTime'], g),
    origin: leg === 'return' ? field(m['addresses.origin'], g) : null,
    status: within(g).getByRole('status'),
  };
}

/** Opens step 1 of a round trip in `lang`. */
async function step1(lang: Lang = 'en') {
  const wizard = await renderWizard({ lang });
  await fillStart({ lang });
  return wizard;
}

describe('the flight look-up of step 1', () => {
  it('fills both times and the origin and says what it found, politely and without axe violations', async () => {
    const { host } = await step1();
    const out = legFields('en', 'departure');
    const back = legFields('en', 'return');
    expect(out.status.textContent).toBe('');
    type(out.flight, 'sn 2153');
    await waitFor(() => expect(out.time.value).toBe('10:30'));
    expect(out.status.textContent).toBe(
      shown('en', 'flights.leaves', { flight: 'SN2153', airport: 'Brussels Airport', time: '10:30' }),
    );
    type(back.flight, 'SN2154');
    await waitFor(() => expect(back.time.value).toBe('18:45'));
    expect(back.origin!.value).toBe('Lisbon');
    expect(back.status.textContent).toBe(
      shown('en', 'flights.landsFrom', { flight: 'SN2154', city: 'Lisbon', time: '18:45' }),
    );
    const result = await axe.run(host, {
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it.each(LANGS)('says what it found in %s', async (lang) => {
    await step1(lang);
    const back = legFields(lang, 'return');
    type(back.flight, 'SN2154');
    await waitFor(() => expect(back.time.value).toBe('18:45'));
    expect(back.status.textContent).toBe(
      shown(lang, 'flights.landsFrom', { flight: 'SN2154', city: 'Lisbon', time: '18:45' }),
    );
  });

  it('never replaces a time or origin the customer typed', async () => {
    await step1();
    const back = legFields('en', 'return');
    type(back.time, '19:05');
    type(back.origin!, 'Lisboa');
    type(back.flight, 'SN2154');
    await waitFor(() => expect(back.status.textContent).not.toBe(''));
    expect(back.time.value).toBe('19:05');
    expect(back.origin!.value).toBe('Lisboa');
  });

  it('replaces what an earlier look-up wrote, keeps what the customer changed it to, and stays editable', async () => {
    await step1();
    const out = legFields('en', 'departure');
    type(out.flight, 'SN2153');
    await waitFor(() => expect(out.time.value).toBe('10:30'));
    type(out.flight, 'SN3001');
    await waitFor(() => expect(out.time.value).toBe('07:15'));
    // The customer corrects the filled time; another flight number then leaves it alone.
    type(out.time, '07:20');
    expect(out.time.value).toBe('07:20');
    type(out.flight, 'SN2153');
    await waitFor(() => expect(out.status.textContent).toContain('10:30'));
    expect(out.time.value).toBe('07:20');
  });

  it('takes back what it wrote for another flight when the new one is not found, saying nothing', async () => {
    await step1();
    const back = legFields('en', 'return');
    type(back.flight, 'SN2154');
    await waitFor(() => expect(back.origin!.value).toBe('Lisbon'));
    const asked = standIn.asked.length;
    type(back.flight, 'SN9999');
    await waitFor(() => expect(back.time.value).toBe(''));
    expect(back.origin!.value).toBe('');
    expect(back.status.textContent).toBe('');
    expect(standIn.asked.slice(asked).some((p) => p.includes('/SN9999/'))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    // The fields are the customer's to fill.
    type(back.time, '18:50');
    expect(back.time.value).toBe('18:50');
  });

  it('asks at once when the flight number field is left, not only after the pause', async () => {
    await step1();
    const back = legFields('en', 'return');
    // The pause's timer never runs from here on: only leaving the field can ask.
    fakeTimeouts();
    type(back.flight, 'SN2154');
    fireEvent.blur(back.flight);
    const until = Date.now() + 8000;
    while (back.time.value === '' && Date.now() < until)
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(back.time.value).toBe('18:45');
    expect(back.origin!.value).toBe('Lisbon');
  });

  it('leaves the fields to the customer, saying nothing, when the provider is down', async () => {
    await step1();
    standIn.mode = 'down';
    try {
      const out = legFields('en', 'departure');
      const asked = standIn.asked.length;
      // A flight no earlier test asked, so the server has no answer of it kept.
      type(out.flight, 'SN5005');
      await waitFor(() => expect(standIn.asked.length).toBeGreaterThan(asked));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(out.time.value).toBe('');
      expect(out.status.textContent).toBe('');
    } finally {
      standIn.mode = 'ok';
    }
  });
});
