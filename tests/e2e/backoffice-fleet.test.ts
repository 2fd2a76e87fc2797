/**
 * Issue 26 "Done when", drivers and vehicles in Chromium: the operator adds a driver and vehicles with
 * the keyboard, assigns a driver and a vehicle to a booked leg on the dispatch sheet, and sees an
 * overlapping assignment and a too-small vehicle refused with a clear message inline; the order page
 * shows the assignment; axe-core finds nothing serious on the new screens in nl, fr and en.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langPath } from '../../core/locales';
import { ft } from '../../site/src/utils/bo-fleet-i18n';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride, type Ride } from '../support/backoffice-orders-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { seriousViolations } from './axe';
import { submitLogin } from './login';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let email: string;
let first: Ride;
let second: Ride;

/** Waits until the section shows its heading and nothing is loading any more. */
async function settled(p: Page): Promise<void> {
  await p.locator('main h2').first().waitFor();
  await p.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

/** Types `text` into the field labelled `label` with the keyboard (focus, select all, type). */
async function typeInto(form: ReturnType<Page['locator']>, label: string, text: string): Promise<void> {
  const field = form.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // Two departures tomorrow at the same time (flight 09:30, 2 passengers, 2 suitcases, comfort).
  first = await ride(server, { daysAhead: 1, taal: 'EN', naam: 'Claes', email: 'an@example.be' });
  second = await ride(server, { daysAhead: 1, taal: 'EN', naam: 'Wouters', email: 'bo@example.be' });
  ({ email } = await staffToken(server, 'operator'));
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await page.goto(`${server.url}/en/login?next=${encodeURIComponent('/en/backoffice')}`);
  await submitLogin(page, email, STAFF_PASSWORD);
  await page.waitForURL('**/en/backoffice');
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('back office: drivers and vehicles', () => {
  it('adds two drivers and two vehicles with the keyboard', async () => {
    await page.getByRole('link', { name: ft('en', 'fleet.nav') }).click();
    await settled(page);
    const driverForm = page.locator('form', {
      has: page.getByRole('heading', { name: ft('en', 'fleet.driver.add') }),
    });
    for (const [name, mobile] of [
      ['Jan', '0470 11 22 33'],
      ['Els', '+32 471 22 33 44'],
    ] as const) {
      await typeInto(driverForm, ft('en', 'fleet.driver.first_name'), name);
      await typeInto(driverForm, ft('en', 'fleet.driver.last_name'), 'Peeters');
      await typeInto(driverForm, ft('en', 'fleet.driver.mobile'), mobile);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: ft('en', 'fleet.driver.added', { name: `${name} Peeters` }) })
        .waitFor();
    }
    const vehicleForm = page.locator('form', {
      has: page.getByRole('heading', { name: ft('en', 'fleet.vehicle.add') }),
    });
    for (const [plate, seats] of [
      ['1-ABC-234', '4'],
      ['2-MINI-1', '1'],
    ] as const) {
      await typeInto(vehicleForm, ft('en', 'fleet.vehicle.plate'), plate);
      await typeInto(
        vehicleForm,
        ft('en', 'fleet.vehicle.model'),
        plate === '1-ABC-234' ? 'Skoda Superb' : 'Fiat 500',
      );
      await typeInto(vehicleForm, ft('en', 'fleet.vehicle.colour'), 'black');
      await typeInto(vehicleForm, ft('en', 'fleet.vehicle.seats'), seats);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: ft('en', 'fleet.vehicle.added', { plate }) })
        .waitFor();
    }
    expect(
      await page
        .getByRole('table', { name: ft('en', 'fleet.drivers.caption') })
        .getByRole('row')
        .count(),
    ).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('assigns a driver and a vehicle on the dispatch sheet; refuses an overlap and a too-small vehicle', async () => {
    await page.getByRole('link', { name: ot('en', 'dispatch.nav') }).click();
    await settled(page);
    const leg = (r: Ride) => `${r.bonnr} ${ot('en', 'leg.H')}`;
    const control = (r: Ride) =>
      page.locator('form', { has: page.getByLabel(ft('en', 'fleet.assign.driver', { leg: leg(r) })) });
    const assign = async (r: Ride, driver: string, vehicle: string) => {
      const form = control(r);
      await form.getByLabel(ft('en', 'fleet.assign.driver', { leg: leg(r) })).selectOption({ label: driver });
      await form
        .getByLabel(ft('en', 'fleet.assign.vehicle', { leg: leg(r) }))
        .selectOption({ label: vehicle });
      await form.getByRole('button', { name: ft('en', 'fleet.assign.save') }).focus();
      await page.keyboard.press('Enter');
      return form;
    };
    const skoda = '1-ABC-234 · Skoda Superb · 4/4 · Comfort';
    const mini = '2-MINI-1 · Fiat 500 · 1/4 · Comfort';
    const ok = await assign(first, 'Jan Peeters', skoda);
    await ok.getByRole('status').filter({ hasText: 'Jan Peeters, 1-ABC-234 (Skoda Superb)' }).waitFor();
    // The sheet is read again: the first leg's row names its driver and car.
    const sheet = page.getByRole('table', { name: /./ });
    await sheet
      .getByRole('row', { name: new RegExp(first.bonnr) })
      .getByText('Jan Peeters · 1-ABC-234 Skoda Superb')
      .waitFor();

    const busy = await assign(second, 'Jan Peeters', skoda);
    await busy
      .getByRole('alert')
      .filter({ hasText: ft('en', 'fleet.refused.driver_busy') })
      .waitFor();
    expect(
      await busy
        .getByLabel(ft('en', 'fleet.assign.driver', { leg: leg(second) }))
        .getAttribute('aria-invalid'),
    ).toBe('true');
    const car = await assign(second, 'Els Peeters', skoda);
    await car
      .getByRole('alert')
      .filter({ hasText: ft('en', 'fleet.refused.vehicle_busy') })
      .waitFor();
    const small = await assign(second, 'Els Peeters', mini);
    await small
      .getByRole('alert')
      .filter({ hasText: ft('en', 'fleet.refused.seats') })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const { rows } = await server.ctx.db.query('SELECT order_id FROM leg_assignments ORDER BY order_id');
    expect(rows).toEqual([{ order_id: first.id }]);
    const owed = await server.ctx.db.query("SELECT order_id FROM owed_mails WHERE kind = 'driver_notice'");
    expect(owed.rows).toEqual([{ order_id: first.id }]);
  });

  it('shows the assignment on the order page', async () => {
    await page.getByRole('link', { name: ot('en', 'orders.nav') }).click();
    await page.getByRole('searchbox', { name: ot('en', 'orders.q') }).fill(first.bonnr);
    await page.getByRole('button', { name: ot('en', 'orders.search'), exact: true }).click();
    await page.getByRole('button', { name: ot('en', 'orders.open', { bonnr: first.bonnr }) }).click();
    await page.getByText('Jan Peeters · 1-ABC-234 Skoda Superb').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`leaves axe nothing serious on the fleet section and the sheet's controls in ${lang}`, async () => {
      const other = await browser.newPage();
      await other.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
      // The session is the browser's: the same operator, the page in another language.
      await other.goto(`${server.url}${langPath(lang, 'backoffice')}#fleet`);
      await other.getByRole('heading', { name: ft(lang, 'fleet.nav'), level: 2 }).waitFor();
      await settled(other);
      await other.getByRole('table', { name: ft(lang, 'fleet.vehicles.caption') }).waitFor();
      expect(await seriousViolations(other)).toEqual([]);
      await other.getByRole('link', { name: ot(lang, 'dispatch.nav') }).click();
      await other
        .getByLabel(ft(lang, 'fleet.assign.driver', { leg: `${first.bonnr} ${ot(lang, 'leg.H')}` }))
        .waitFor();
      await settled(other);
      expect(await seriousViolations(other)).toEqual([]);
      await other.close();
    });
  }
});
