/**
 * Combi through the wizard when the operator has re-opened it (SPEC 1, 4, 5): the widget reads the
 * cut-off and lead time from the server's settings call and checks every booked leg as the server
 * does, so what the wizard offers, the price call prices and the order call accepts are the same.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import {
  MESSAGES,
  field,
  fillAddresses,
  fillPerson,
  fillStart,
  group,
  inputDate,
  pressNext,
  renderWizard,
  shown,
  stepShown,
  type,
  useTestServer,
} from './widget-helpers';

/** A radio's accessible name that starts with `text`: a vehicle card's name goes on with its price. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

// Combi runs until 20 days from now: fillStart books the outbound 10 days ahead.
const cutoff = addDays(brusselsToday(new Date()), 20);
const server = useTestServer({ COMBI_CUTOFF: cutoff });
const m = MESSAGES.en;

const radio = (type: 'COMBINATIE' | 'COMFORT') =>
  screen.getByRole('radio', { name: startsWith(m[`extras.type.${type}`]) }) as HTMLInputElement;
const bookButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(${m['nav.book']}|${m['nav.booking']})$`) });

/** Fills step 1 with the return landing `returnDays` ahead and waits for step 2. */
async function fillWithReturn(returnDays: number) {
  await fillStart();
  await fillAddresses();
  if (returnDays !== 17) {
    fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
    await stepShown('addresses.heading');
    type(field(m['addresses.landingDate'], group('en', 'return')), inputDate(returnDays));
    pressNext();
    await stepShown('extras.heading');
  }
}

describe('Combi re-opened by the operator', () => {
  it('is offered, priced and booked when both legs lie before the cut-off', async () => {
    const wizard = await renderWizard();
    await fillWithReturn(17);
    expect(radio('COMBINATIE').disabled).toBe(false);
    expect(screen.queryByText(/Combi can only be booked/)).toBeNull();
    const priced = wizard.events['tb-price'].length;
    fireEvent.click(radio('COMBINATIE'));
    await waitFor(() => expect(wizard.events['tb-price'].length).toBeGreaterThan(priced));
    await fillPerson();
    fireEvent.click(bookButton());
    await waitFor(() => expect(wizard.events['tb-booked']).toHaveLength(1));
    const booked = wizard.events['tb-booked'][0];
    expect(booked?.route).toBe('payment');
    const { rows } = await server().ctx.db.query<{ soortvervoer: string; total_cents: number }>(
      'SELECT soortvervoer, total_cents FROM orders WHERE id = $1',
      [booked?.orderId],
    );
    expect(rows[0]).toEqual({
      soortvervoer: 'combinatie',
      total_cents: Math.round((booked?.total ?? 0) * 100),
    });
    expect(wizard.events['tb-error']).toEqual([]);
  });

  it('is not offered for a round trip whose return lands after the cut-off, and the trip books as Comfort', async () => {
    const wizard = await renderWizard();
    await fillWithReturn(25);
    expect(radio('COMBINATIE').disabled).toBe(true);
    expect(radio('COMFORT').checked).toBe(true);
    const notice = screen.getByText(
      shown('en', 'extras.combiNotice', { days: 3, cutoff: cutoff.split('/').reverse().join('/') }),
    );
    expect(notice.textContent).toContain(cutoff.split('/').reverse().join('/'));
    await fillPerson();
    fireEvent.click(bookButton());
    await waitFor(() => expect(wizard.events['tb-booked']).toHaveLength(1));
    const { rows } = await server().ctx.db.query<{ soortvervoer: string }>(
      'SELECT soortvervoer FROM orders WHERE id = $1',
      [wizard.events['tb-booked'][0]?.orderId],
    );
    expect(rows[0]?.soortvervoer).toBe('comfort');
  });

  it('falls back to Comfort when the return moves past the cut-off after Combi was chosen', async () => {
    const wizard = await renderWizard();
    await fillWithReturn(17);
    fireEvent.click(radio('COMBINATIE'));
    fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
    await stepShown('addresses.heading');
    const priced = wizard.events['tb-price'].length;
    type(field(m['addresses.landingDate'], group('en', 'return')), inputDate(25));
    pressNext();
    await stepShown('extras.heading');
    expect(radio('COMBINATIE').disabled).toBe(true);
    expect(radio('COMFORT').checked).toBe(true);
    // The server prices the trip as it now stands (Comfort); a Combi request would have been refused
    // and, being silent (SPEC 8), would have left no new price.
    await waitFor(() => expect(wizard.events['tb-price'].length).toBeGreaterThan(priced));
  });
});
