/**
 * The back office's drivers and vehicles (issue 26) and the per-leg assignment control, against a real
 * server: the operator adds a driver and a vehicle through the forms, a bad field is marked invalid and
 * explained in the reader's language, a dispatcher sees the lists without the forms, and a refused
 * assignment (a vehicle too small) is said inline in the reader's language; axe finds nothing, in nl,
 * fr and en.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { login } from '../../client';
import type { Lang } from '../../core';
import { createStaffUser } from '../../server/cli/staff-commands';
import AssignmentControl from '../../site/src/islands/backoffice/AssignmentControl';
import FleetSection from '../../site/src/islands/backoffice/FleetSection';
import { forgetFleetLists } from '../../site/src/islands/backoffice/fleet-api';
import { accountHttp } from '../../site/src/utils/account-session';
import { ft } from '../../site/src/utils/bo-fleet-i18n';
import { STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride } from '../support/backoffice-orders-helpers';
import { useSiteServer } from './site-support';

const ctx = useSiteServer('/en/backoffice');
let made = 0;

/** Logs the page in as a new staff member of `role`. */
async function logInAs(role: 'operator' | 'dispatcher', lang: Lang) {
  const email = `${role}-fleet${++made}-${Date.now()}@operator.example`;
  await createStaffUser(ctx.server.ctx.db, { email, password: STAFF_PASSWORD, role });
  await login(accountHttp(), email, STAFF_PASSWORD);
  return { email, role, lang };
}

async function noSeriousAxe() {
  // happy-dom has no layout, so colour contrast is the browser test's.
  const found = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

describe('drivers and vehicles', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`the operator adds a driver and a vehicle, a bad mobile marked by field, in ${lang}`, async () => {
      const staff = await logInAs('operator', lang);
      render(<FleetSection lang={lang} staff={staff} />);
      const drivers = within(
        (await screen.findByRole('heading', { name: ft(lang, 'fleet.driver.add') })).closest('form')!,
      );
      fireEvent.change(drivers.getByLabelText(ft(lang, 'fleet.driver.first_name')), {
        target: { value: `Jan${lang}` },
      });
      const mobile = drivers.getByLabelText(ft(lang, 'fleet.driver.mobile'));
      fireEvent.change(mobile, { target: { value: '02 123 45 67' } });
      fireEvent.click(drivers.getByRole('button', { name: ft(lang, 'fleet.driver.save') }));
      await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
      const error = document.getElementById(mobile.getAttribute('aria-describedby')!.split(' ').pop()!)!;
      expect(error.textContent).toContain(ft(lang, 'fleet.driver.mobileInvalid'));
      await noSeriousAxe();

      fireEvent.change(mobile, { target: { value: '0470 12 34 56' } });
      fireEvent.click(drivers.getByRole('button', { name: ft(lang, 'fleet.driver.save') }));
      await screen.findByText(ft(lang, 'fleet.driver.added', { name: `Jan${lang}` }));
      expect(await screen.findByRole('rowheader', { name: `Jan${lang}` })).toBeTruthy();
      expect(screen.getAllByRole('cell', { name: '+32470123456' }).length).toBeGreaterThan(0);

      const vehicles = within(
        screen.getByRole('heading', { name: ft(lang, 'fleet.vehicle.add') }).closest('form')!,
      );
      const plate = `${lang.toUpperCase()}-${Date.now() % 100000}`;
      fireEvent.change(vehicles.getByLabelText(ft(lang, 'fleet.vehicle.plate')), {
        target: { value: plate },
      });
      fireEvent.change(vehicles.getByLabelText(ft(lang, 'fleet.vehicle.model')), {
        target: { value: 'Skoda Superb' },
      });
      fireEvent.click(vehicles.getByRole('button', { name: ft(lang, 'fleet.vehicle.save') }));
      await screen.findByText(ft(lang, 'fleet.vehicle.added', { plate }));
      expect(await screen.findByRole('rowheader', { name: plate })).toBeTruthy();
      await noSeriousAxe();
    });
  }

  it('shows a dispatcher the lists without the forms', async () => {
    const staff = await logInAs('dispatcher', 'en');
    render(<FleetSection lang="en" staff={staff} />);
    expect(await screen.findByText(ft('en', 'fleet.readOnly'))).toBeTruthy();
    await screen.findByRole('heading', { name: ft('en', 'fleet.drivers') });
    expect(screen.queryByRole('heading', { name: ft('en', 'fleet.driver.add') })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(ft('en', 'fleet.disable')) })).toBeNull();
  });
});

describe('the assignment control', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`says a refused vehicle inline and assigns a fitting one, in ${lang}`, async () => {
      await logInAs('operator', lang);
      const order = await ride(ctx.server, { daysAhead: 30 + made });
      const { rows } = await ctx.server.ctx.db.query<{ id: number; kind: string }>(
        `INSERT INTO vehicles (plate, model, seats, luggage_units, vehicle_type)
           VALUES ($1, 'Fiat 500', 1, 1, 'comfort'), ($2, 'Skoda Superb', 4, 4, 'comfort') RETURNING id, plate AS kind`,
        [`TINY${made}`, `FIT${made}`],
      );
      await ctx.server.ctx.db.query(`INSERT INTO drivers (first_name, mobile) VALUES ($1, '+32470123456')`, [
        `Els${made}`,
      ]);
      forgetFleetLists();
      render(
        <AssignmentControl
          lang={lang}
          orderId={order.id}
          leg="H"
          what={`${order.bonnr}`}
          driverId={null}
          vehicleId={null}
        />,
      );
      const vehicle = screen.getByLabelText(ft(lang, 'fleet.assign.vehicle', { leg: order.bonnr }));
      await waitFor(() => expect(within(vehicle).getAllByRole('option').length).toBeGreaterThan(2));
      fireEvent.change(vehicle, { target: { value: String(rows[0]!.id) } });
      fireEvent.click(screen.getByRole('button', { name: ft(lang, 'fleet.assign.save') }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(ft(lang, 'fleet.refused.seats'));
      expect(vehicle.getAttribute('aria-invalid')).toBe('true');
      await noSeriousAxe();
      fireEvent.change(vehicle, { target: { value: String(rows[1]!.id) } });
      fireEvent.click(screen.getByRole('button', { name: ft(lang, 'fleet.assign.save') }));
      expect((await screen.findByRole('status')).textContent).toContain(`FIT${made}`);
    });
  }
});
