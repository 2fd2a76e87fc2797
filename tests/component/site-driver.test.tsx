/**
 * The driver's day on screen (issue 26), against a real server: a driver's leg as a card (pickup,
 * address with its maps link, the customer's tel: link, flight, passengers, child seat by band, pet and
 * bulky item by name, remarks, vehicle), the state buttons, the saved state said in a polite live
 * region with the focus on the new state, axe clean in nl, fr and en; other accounts are refused and a
 * visitor is sent to the login. The dispatch sheet names every state.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { addDays, brusselsToday, type SheetLeg } from '../../core';
import { login } from '../../client';
import DriverIsland from '../../site/src/islands/driver/DriverIsland';
import LegTable from '../../site/src/islands/backoffice/LegTable';
import AccountIsland from '../../site/src/islands/AccountIsland';
import { accountHttp } from '../../site/src/utils/account-session';
import { dt } from '../../site/src/utils/driver-i18n';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { DRIVER_REMARK, bookRide } from '../support/driver-day-orders';
import { DRIVER_PASSWORD, assignLeg, insertDriver, insertVehicle } from '../support/fleet-rows';
import { staffToken } from '../support/backoffice-fixtures';
import { registerUser, useSiteServer } from './site-support';

const ctx = useSiteServer('/driver');
const LANGS = ['nl', 'fr', 'en'] as const;

/** A driver with today's departure of a fresh booking, logged in on the page. */
async function driverWithLeg(lang: 'nl' | 'fr' | 'en') {
  const driver = await insertDriver(ctx.server, { firstName: 'Anna', lang });
  const van = await insertVehicle(ctx.server, { model: 'Mercedes Vito' });
  const today = brusselsToday(new Date());
  const ride = await bookRide(ctx.server, today, addDays(today, 1));
  await assignLeg(ctx.server, ride.id, 'H', driver.id, van.id);
  await login(accountHttp(), driver.email, DRIVER_PASSWORD);
  return { driver, van, ride };
}

const axeClean = async () => {
  const found = await axe.run(document.body, {
    // happy-dom has no layout: contrast is the browser test's; a fragment has no landmarks.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};

describe("the driver's day", () => {
  for (const lang of LANGS) {
    it(`shows the leg whole and reports its state, axe clean (${lang})`, async () => {
      const { van, ride } = await driverWithLeg(lang);
      render(<DriverIsland lang={lang} navigate={vi.fn()} />);
      const card = (await screen.findByRole('article')) as HTMLElement;
      const inCard = within(card);
      expect(card.dataset.leg).toBe(`${ride.id}-H`);
      expect(inCard.getByText(/Korenmarkt 1, 9000 Gent/)).toBeTruthy();
      const maps = inCard.getByRole('link', { name: /Korenmarkt 1, 9000 Gent/ });
      expect(maps.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Korenmarkt/,
      );
      const tel = inCard.getByRole('link', {
        name: dt(lang, 'driver.call', { name: 'Jan Janssens', phone: '+32470123456' }),
      });
      expect(tel.getAttribute('href')).toBe('tel:+32470123456');
      expect(inCard.getByText(DRIVER_REMARK)).toBeTruthy();
      expect(inCard.getByText(new RegExp(ot(lang, 'sheet.item.rolstoelen')))).toBeTruthy();
      expect(inCard.getByText(new RegExp(ot(lang, 'sheet.pets', { count: 1 })))).toBeTruthy();
      expect(inCard.getByText(`Mercedes Vito · ${van.plate}`)).toBeTruthy();
      expect(inCard.getByText(/SN2153/)).toBeTruthy();
      await axeClean();

      fireEvent.click(inCard.getByRole('button', { name: dt(lang, 'driver.action.on_the_way') }));
      const said = dt(lang, 'driver.saved', {
        bonnr: ride.bonnr,
        state: dt(lang, 'driver.state.on_the_way'),
      });
      const live = document.querySelector('.driver-live')!;
      expect(live.getAttribute('role')).toBe('status');
      expect(live.getAttribute('aria-live')).toBe('polite');
      await waitFor(() => expect(live.textContent).toBe(said));
      await waitFor(() => expect(card.dataset.state).toBe('on_the_way'));
      // The pressed button is gone; the focus is on the card's new state.
      await waitFor(() => expect(document.activeElement?.className).toBe('driver-state'));
      expect(inCard.queryByRole('button', { name: dt(lang, 'driver.action.on_the_way') })).toBeNull();
      expect(inCard.getByRole('button', { name: dt(lang, 'driver.action.done') })).toBeTruthy();
      await axeClean();
    });
  }

  it('shows a return leg whose flight lands late: the landing and the pickup moved from the old time', async () => {
    const driver = await insertDriver(ctx.server, { firstName: 'Anna', lang: 'en' });
    const van = await insertVehicle(ctx.server, { model: 'Mercedes Vito' });
    const today = brusselsToday(new Date());
    // The return lands today at 18:05 (FR1234); the dispatcher plans the pickup at 18:30.
    const ride = await bookRide(ctx.server, addDays(today, -7), today);
    await assignLeg(ctx.server, ride.id, 'T', driver.id, van.id);
    const { token } = await staffToken(ctx.server, 'dispatcher');
    const call = (path: string, json: unknown) => ctx.server.api(path, { method: 'PUT', token, json });
    expect(
      (await call(`/backoffice/orders/${ride.id}/legs/T/pickup-time`, { pickup_time: '18:30' })).status,
    ).toBe(200);
    // The flight lands 50 minutes late: the pickup follows, 18:30 → 19:20.
    expect(
      (await call(`/backoffice/orders/${ride.id}/legs/T/landing`, { landing_time: '18:55' })).status,
    ).toBe(200);
    await login(accountHttp(), driver.email, DRIVER_PASSWORD);
    render(<DriverIsland lang="en" navigate={vi.fn()} />);
    const card = within((await screen.findByRole('article')) as HTMLElement);
    expect(card.getByText(dt('en', 'driver.pickup.moved', { from: '18:30', to: '19:20' }))).toBeTruthy();
    expect(card.getByText(new RegExp(dt('en', 'driver.landing', { time: '18:55' })))).toBeTruthy();
    await axeClean();
  });

  it('tells a customer the page is for drivers', async () => {
    const user = await registerUser(ctx.server);
    await login(accountHttp(), user.username, user.password);
    render(<DriverIsland lang="en" navigate={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(dt('en', 'driver.forbidden'));
  });

  it('sends a visitor to the login and back', async () => {
    const navigate = vi.fn();
    render(<DriverIsland lang="fr" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/login?next=%2Fdriver'));
  });

  it('sends a driver who opens their account to their day', async () => {
    await driverWithLeg('en');
    const navigate = vi.fn();
    render(<AccountIsland lang="en" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/driver'));
  });
});

describe('the dispatch sheet and the driver states', () => {
  const sheetLeg = (outcome: string): SheetLeg =>
    ({
      order_id: 1,
      bonnr: 'TB1',
      leg: 'H',
      date: '2031/03/14',
      pickup_time: '06:15',
      flight_time: '10:30',
      flight: 'SN2153',
      airport: 'Brussels Airport',
      address: 'Korenmarkt 1, 9000 Gent',
      name: 'Jan Janssens',
      phone: '',
      vehicle: 'comfort',
      pax: 2,
      luggage: 2,
      child_seats: 0,
      child_seats_small: 0,
      child_seats_medium: 0,
      child_seats_large: 0,
      pets: 0,
      items: [],
      cargo: 0,
      airport_margin: null,
      remarks: '',
      agency: '',
      event: '',
      notes: '',
      outcome,
    }) as SheetLeg;

  for (const lang of LANGS)
    it(`names each state in ${lang}`, () => {
      for (const state of ['on_the_way', 'on_board', 'done', 'no_show'] as const) {
        const { container, unmount } = render(
          <LegTable lang={lang} caption="Sheet" legs={[sheetLeg(state)]} />,
        );
        const badge = container.querySelector(`[data-leg-state="${state}"]`);
        expect(badge?.textContent).toBe(ot(lang, `outcome.${state}`));
        unmount();
      }
    });
});
