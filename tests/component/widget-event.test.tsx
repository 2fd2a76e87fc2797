/**
 * The wizard's event mode (`<transfer-booking event="ID">`, issue 11) against the real server: the
 * event instead of the airport on step 0, the event's default ride times, the price through
 * billoevents/berekenprijs and the order through billoevents/neworder, and SPEC 8's event message
 * for a withdrawn event or one whose booking deadline has passed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { approvedOrganiser, createEvent } from '../support/event-fixtures';
import { daysAhead } from '../support/order-fixtures';
import {
  MESSAGES,
  calledUrls,
  field,
  fillPerson,
  inputDate,
  pressNext,
  renderWizard,
  stepShown,
  type,
  useTestServer,
} from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;
const e = WIDGET_TEXTS.en;

describe('the wizard in event mode', () => {
  it('shows the event, defaults the ride times, prices through berekenprijs and books through neworder', async () => {
    const org = await approvedOrganiser(server());
    const id = await createEvent(server(), org.token);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const wizard = await renderWizard({ event: String(id) });

    // Step 0: the event in the asked language, its venue, and no airport to choose.
    expect(await screen.findByRole('heading', { name: 'Summer concert' })).toBeTruthy();
    expect(screen.getByText(/^Venue: Warandepark, Wetstraat 16, 1000/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: new RegExp(m['start.airport']) })).toBeNull();
    // Both ride dates are step 0's (issue 31), preset to the event's day.
    expect(field(m['start.pickupDate']).value).toBe(inputDate(30));
    expect(field(m['start.returnDate']).value).toBe(inputDate(30));
    type(field(m['start.postal']), '1000');
    await screen.findByText(/^Town: Brussel/);
    pressNext();
    // Event mode names no flight (issue 28): the step is "Addresses and times".
    await screen.findByRole('heading', { name: e['event.addressesHeading'] });
    await screen.findByRole('group', { name: e['event.to'] });

    // Step 1: arrival at the venue 30 minutes before the start, pick-up at the end; no flights.
    const to = screen.getByRole('group', { name: e['event.to'] });
    const back = screen.getByRole('group', { name: e['event.from'] });
    expect(field(e['event.arrivalTime'], to).value).toBe('19:30');
    expect(field(e['event.pickupTime'], back).value).toBe('23:30');
    expect(within(back).queryByLabelText(new RegExp(e['event.pickupDate']))).toBeNull();
    expect(within(to).queryByLabelText(new RegExp(m['addresses.flight']))).toBeNull();
    expect(within(back).queryByLabelText(new RegExp(m['addresses.origin']))).toBeNull();
    fireEvent.change(field(e['event.arrivalTime'], to), { target: { value: '19:15' } });
    for (const g of [to, back]) {
      type(field(m['addresses.street'], g), 'Wetstraat');
      await waitFor(() => expect(g.querySelector('datalist option[value="Wetstraat"]')).toBeTruthy());
      type(field(m['addresses.nr'], g), '16');
    }
    pressNext();
    await stepShown('extras.heading');
    await fillPerson();
    await waitFor(() => expect(wizard.events['tb-price'].length).toBeGreaterThan(0));
    // The overview names the venue, with its address, where an airport booking names the airport.
    expect(screen.getAllByText(/Wetstraat 16, 1000 .*→ Warandepark, Wetstraat 16, 1000/).length).toBe(1);
    expect(screen.getAllByText(/Warandepark, Wetstraat 16, 1000 Brussel → Wetstraat 16, 1000/).length).toBe(
      1,
    );
    fireEvent.click(screen.getByRole('button', { name: m['nav.book'] }));

    await waitFor(() => expect(wizard.leave.postForm).toHaveBeenCalledTimes(1));
    const booked = wizard.events['tb-booked'][0];
    expect(booked).toMatchObject({ route: 'payment', eventId: id });
    const urls = calledUrls(fetchSpy);
    expect(urls.some((u) => u.includes(`/billoevents/leeseventdata/${id}`))).toBe(true);
    expect(urls.some((u) => u.includes('/billoevents/berekenprijs'))).toBe(true);
    expect(urls.some((u) => u.includes('/billoevents/neworder'))).toBe(true);
    expect(urls.some((u) => /\/billoprice(\/neworder)?$/.test(u))).toBe(false);
    const { rows } = await server().ctx.db.query<{ event_id: number; uurvluchtheen: string }>(
      'SELECT event_id, uurvluchtheen FROM orders WHERE id = $1',
      [booked?.orderId],
    );
    expect(rows[0]).toMatchObject({ event_id: id });
    expect(String(rows[0]?.uurvluchtheen)).toMatch(/^19:15/);
  });

  it('says in the customer’s language that a withdrawn event can no longer be booked', async () => {
    const org = await approvedOrganiser(server());
    const id = await createEvent(server(), org.token);
    await server().api('/billoevents/withdrawevent', { token: org.token, json: { id } });
    await renderWizard({ event: String(id), lang: 'fr' });
    expect(await screen.findByText(WIDGET_TEXTS.fr['event.withdrawn'].replace(/\s+/g, ' '))).toBeTruthy();
    type(field(MESSAGES.fr['start.postal']), '1000');
    pressNext('fr');
    // Next stays on step 0: nothing can be booked.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('heading', { name: MESSAGES.fr['start.heading'] })).toBeTruthy();
  });

  it('says in Dutch that the booking deadline of an event has passed', async () => {
    const org = await approvedOrganiser(server());
    const id = await createEvent(server(), org.token);
    await server().ctx.db.query('UPDATE events SET booking_deadline = $2 WHERE id = $1', [id, daysAhead(-1)]);
    await renderWizard({ event: String(id), lang: 'nl' });
    expect(await screen.findByText(WIDGET_TEXTS.nl['event.deadline'])).toBeTruthy();
  });
});
