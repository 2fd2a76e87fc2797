/**
 * Issue 26 "Done when", from the dispatcher to the driver to the customer, in Chromium and in one
 * run: the operator adds two drivers and two vehicles with the keyboard and gives one driver a login;
 * on today's dispatch sheet an overlapping driver and a too-small vehicle are refused with a clear
 * message and the right pair is assigned; the driver sets a password from the mail the product sent,
 * logs in on a 390 px phone, sees the leg (and not the other one), marks it on the way and done; the
 * sheet shows "done"; the French customer's mail outbox and SMS outbox hold the message of who comes
 * with the meeting point (home for the departure, the airport's text for the return), in French.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core';
import { readOutbox } from '../../server/mail/mailer';
import { readSmsOutbox } from '../../server/sms/sms-outbox';
import { ft } from '../../site/src/utils/bo-fleet-i18n';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { at } from '../../site/src/utils/account-i18n';
import { dt } from '../../site/src/utils/driver-i18n';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { launchBrowser } from '../support/browser';
import { bookRide, type BookedRide } from '../support/driver-day-orders';
import { startTestServer, type TestServer } from '../support/server';
import { seriousViolations } from './axe';
import { hydrated, submitLogin } from './login';

const today = brusselsToday(new Date());
const CUSTOMER = { email: 'claire.dubois@example.fr', mobile: '+32470555111' };
const DRIVER_EMAIL = 'jan.peeters@operator.example';
const DRIVER_PASSWORD = 'stuur-zonsopgang-ritten-27';

let server: TestServer;
// The dispatcher's desk and the driver's phone keep their own logins.
let desk: Awaited<ReturnType<typeof launchBrowser>>;
let phone: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let mine: BookedRide;
let theirs: BookedRide;
let operatorToken: string;

/** Waits until the section shows its heading and nothing is loading any more. */
async function settled(p: Page): Promise<void> {
  await p.locator('main h2').first().waitFor();
  await p.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

/** Types `text` into the field labelled `label` of `form` with the keyboard. */
async function typeInto(form: Locator, label: string, text: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

beforeAll(async () => {
  [server, desk, phone] = await Promise.all([startTestServer(), launchBrowser(), launchBrowser()]);
  // Two departures today at the same hour, each with a wheelchair: the French customer's and another.
  mine = await bookRide(server, today, addDays(today, 7), {
    taal: 'FR',
    emailklant: CUSTOMER.email,
    telklant: CUSTOMER.mobile,
  });
  theirs = await bookRide(server, today, addDays(today, 7));
  const staff = await staffToken(server, 'operator');
  operatorToken = staff.token;
  page = await desk.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'fr'));
  await page.goto(`${server.url}/fr/login?next=${encodeURIComponent('/fr/backoffice')}`);
  await submitLogin(page, staff.email, STAFF_PASSWORD);
  await page.waitForURL('**/fr/backoffice');
});

afterAll(async () => {
  await Promise.all([desk?.dispose(), phone?.dispose()]);
  await server?.close();
});

describe('from the dispatcher to the driver to the customer', () => {
  it('adds drivers and vehicles and gives one driver a login', async () => {
    await page.getByRole('link', { name: ft('fr', 'fleet.nav') }).click();
    await settled(page);
    const driverForm = page.locator('form', {
      has: page.getByRole('heading', { name: ft('fr', 'fleet.driver.add') }),
    });
    for (const [name, mobile] of [
      ['Jan', '0470 11 22 33'],
      ['Els', '0471 22 33 44'],
    ] as const) {
      await typeInto(driverForm, ft('fr', 'fleet.driver.first_name'), name);
      await typeInto(driverForm, ft('fr', 'fleet.driver.last_name'), 'Peeters');
      await typeInto(driverForm, ft('fr', 'fleet.driver.mobile'), mobile);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: ft('fr', 'fleet.driver.added', { name: `${name} Peeters` }) })
        .waitFor();
    }
    const vehicleForm = page.locator('form', {
      has: page.getByRole('heading', { name: ft('fr', 'fleet.vehicle.add') }),
    });
    for (const [plate, model, seats] of [
      ['1-VAN-260', 'Mercedes Vito', '6'],
      ['2-MINI-1', 'Fiat 500', '1'],
    ] as const) {
      await typeInto(vehicleForm, ft('fr', 'fleet.vehicle.plate'), plate);
      await typeInto(vehicleForm, ft('fr', 'fleet.vehicle.model'), model);
      await typeInto(vehicleForm, ft('fr', 'fleet.vehicle.colour'), 'gris');
      // Both rides carry a folding wheelchair: only an accessible vehicle may take them.
      await vehicleForm.getByLabel(ft('fr', 'fleet.vehicle.wheelchair_accessible')).check();
      await typeInto(vehicleForm, ft('fr', 'fleet.vehicle.seats'), seats);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: ft('fr', 'fleet.vehicle.added', { plate }) })
        .waitFor();
    }
    await page
      .getByRole('button', { name: new RegExp(`${ft('fr', 'fleet.driver.giveLogin')}.*Jan Peeters`) })
      .click();
    await page.getByLabel(ft('fr', 'fleet.driver.loginEmail', { name: 'Jan Peeters' })).fill(DRIVER_EMAIL);
    await page.getByRole('button', { name: ft('fr', 'fleet.driver.loginSend') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ft('fr', 'fleet.driver.loginMade', { name: 'Jan Peeters', email: DRIVER_EMAIL }) })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses an overlapping driver and a too-small vehicle on the sheet, and assigns the right pair', async () => {
    await page.getByRole('link', { name: ot('fr', 'dispatch.nav') }).click();
    await page.getByLabel(ot('fr', 'dispatch.date')).fill(today.replaceAll('/', '-'));
    await page.getByRole('button', { name: ot('fr', 'dispatch.show') }).click();
    await page.getByRole('rowheader', { name: mine.bonnr }).first().waitFor();
    const leg = (r: BookedRide) => `${r.bonnr} ${ot('fr', 'leg.H')}`;
    const assign = async (r: BookedRide, driver: string, plate: string) => {
      const form = page.locator('form', {
        has: page.getByLabel(ft('fr', 'fleet.assign.driver', { leg: leg(r) })),
      });
      await form.getByLabel(ft('fr', 'fleet.assign.driver', { leg: leg(r) })).selectOption({ label: driver });
      const vehicle = form.getByLabel(ft('fr', 'fleet.assign.vehicle', { leg: leg(r) }));
      const value = await vehicle.locator('option', { hasText: plate }).getAttribute('value');
      await vehicle.selectOption(value!);
      await form.getByRole('button', { name: ft('fr', 'fleet.assign.save') }).click();
      return form;
    };
    const first = await assign(mine, 'Jan Peeters', '1-VAN-260');
    await first.getByRole('status').filter({ hasText: 'Jan Peeters' }).waitFor();
    const busy = await assign(theirs, 'Jan Peeters', '1-VAN-260');
    await busy
      .getByRole('alert')
      .filter({ hasText: ft('fr', 'fleet.refused.driver_busy') })
      .waitFor();
    const small = await assign(theirs, 'Els Peeters', '2-MINI-1');
    await small
      .getByRole('alert')
      .filter({ hasText: ft('fr', 'fleet.refused.seats') })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const { rows } = await server.ctx.db.query('SELECT order_id, leg FROM leg_assignments');
    expect(rows).toEqual([{ order_id: mine.id, leg: 'H' }]);
  });

  it('lets the driver set a password from the mail, log in on a phone and report the leg done', async () => {
    await expect.poll(() => readOutbox(server.dataDir).some((m) => m.to.includes(DRIVER_EMAIL))).toBe(true);
    const mail = readOutbox(server.dataDir).find((m) => m.to.includes(DRIVER_EMAIL));
    const link = /\/(?:fr\/|en\/)?reset-password\?[^\s"<>]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const driverPage = await phone.newPage();
    await driverPage.setViewportSize({ width: 390, height: 844 });
    await driverPage.goto(`${server.url}${link}`);
    await hydrated(driverPage);
    const fields = driverPage.locator('input[type="password"]');
    await fields.nth(0).fill(DRIVER_PASSWORD);
    await fields.nth(1).fill(DRIVER_PASSWORD);
    await fields.nth(1).press('Enter');
    await driverPage.getByText(at('fr', 'acc.reset.done')).waitFor();
    await driverPage.goto(`${server.url}/fr/login`);
    await submitLogin(driverPage, DRIVER_EMAIL, DRIVER_PASSWORD);
    await driverPage.waitForURL('**/fr/driver');
    const card = driverPage.locator(`[data-leg="${mine.id}-H"]`);
    await card.waitFor();
    expect(await driverPage.getByText(theirs.bonnr).count()).toBe(0);
    await card.getByRole('button', { name: dt('fr', 'driver.action.on_the_way') }).click();
    await driverPage
      .getByRole('status')
      .filter({ hasText: dt('fr', 'driver.state.on_the_way') })
      .waitFor();
    await card.getByRole('button', { name: dt('fr', 'driver.action.done') }).click();
    await card.and(driverPage.locator('[data-state="done"]')).waitFor();
    expect(await seriousViolations(driverPage)).toEqual([]);

    // The dispatcher's sheet shows it (it polls; showing the day again reads it at once).
    await page.getByRole('button', { name: ot('fr', 'dispatch.show') }).click();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: mine.bonnr }) })
      .locator('[data-leg-state="done"]')
      .waitFor();
  });

  it('tells the French customer who comes and where to meet, by e-mail and by SMS', async () => {
    // The return leg, next week, through the same call the order page uses: the airport's meeting point.
    const { rows } = await server.ctx.db.query<{ id: number }>(
      `SELECT id FROM drivers WHERE first_name = 'Jan'`,
    );
    expect(rows).toHaveLength(1);
    const driverId = rows[0]!.id;
    const vehicle = await server.ctx.db.query<{ id: number }>(
      `SELECT id FROM vehicles WHERE plate = '1-VAN-260'`,
    );
    const saved = await server.api(`/backoffice/orders/${mine.id}/legs/T/assignment`, {
      method: 'PUT',
      token: operatorToken,
      json: { driver_id: driverId, vehicle_id: vehicle.rows[0]!.id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const mails = async () => readOutbox(server.dataDir).filter((m) => m.to.includes(CUSTOMER.email));
    const texts = async () => readSmsOutbox(server.dataDir).filter((m) => m.to === CUSTOMER.mobile);
    await expect
      .poll(async () => (await mails()).filter((m) => m.text.includes('Mercedes Vito')).length)
      .toBe(2);
    await expect.poll(async () => (await texts()).length).toBe(2);
    const [home, airport] = (await texts()).map((m) => m.body);
    // Departure: the driver comes to the home address; return: the airport's meeting point.
    expect(home).toContain('votre chauffeur Jan');
    expect(home).toContain('Korenmarkt');
    expect(home).toContain('Mercedes Vito');
    expect(airport).toContain('Hall des arrivées');
    const notice = (await mails()).filter((m) => m.text.includes('Mercedes Vito'));
    expect(notice.map((m) => m.text).join('\n')).toMatch(/Point de rencontre/);
  });
});
