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

/** From step 2, goes back to step 0, moves the return date to `returnDays` ahead and returns to step 2. */
async function changeReturn(returnDays: number) {
  fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
  await stepShown('addresses.heading');
  fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
  await stepShown('start.heading');
  // Both dates are step 0's since issue 31.
  type(field(m['start.returnDate']), inputDate(returnDays));
  pressNext();
  await stepShown('addresses.heading');
  pressNext();
  await stepShown('extras.heading');
}

/** Fills steps 0 and 1 with the return `returnDays` ahead and waits for step 2. */
async function fillWithReturn(returnDays: number) {
  await fillStart();
  await fillAddresses();
  if (returnDays !== 17) await changeReturn(returnDays);
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
    // One line in the Combi card says why (issue 31).
    const reason = await screen.findByText(
      shown('en', 'cards.reason.cutoff', { cutoff: cutoff.split('/').reverse().join('/') }),
    );
    expect(radio('COMBINATIE').getAttribute('aria-describedby')).toBe(reason.id);
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
    const priced = wizard.events['tb-price'].length;
    await changeReturn(25);
    expect(radio('COMBINATIE').disabled).toBe(true);
    expect(radio('COMFORT').checked).toBe(true);
    // The server prices the trip as it now stands (Comfort); a Combi request would have been refused
    // and, being silent (SPEC 8), would have left no new price.
    await waitFor(() => expect(wizard.events['tb-price'].length).toBeGreaterThan(priced));
  });
});
