/**
 * Issue 26 "Done when", the driver's day in Chromium: a driver logs in on a 390×844 phone screen
 * through the normal login and lands on their day, sees their own leg and not another driver's, marks
 * it on the way and then done (the second from the keyboard), while the dispatcher's sheet, open in
 * another browser, shows each state without a reload. axe finds nothing serious on the driver's day in
 * nl, fr and en, and nothing scrolls sideways at 320 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core';
import { boOrdersEn as bo } from '../../site/src/i18n/bo-orders-en';
import { driverEn as t } from '../../site/src/i18n/driver-en';
import { SHEET_REFRESH_MS } from '../../site/src/islands/backoffice/use-sheet-refresh';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { launchBrowser } from '../support/browser';
import { bookRide, type BookedRide } from '../support/driver-day-orders';
import { DRIVER_PASSWORD, assignLeg, insertDriver, insertVehicle } from '../support/fleet-rows';
import { startTestServer, type TestServer } from '../support/server';
import { seriousViolations } from './axe';
import { submitLogin } from './login';

let server: TestServer;
// Two browsers: the driver's phone and the dispatcher's desk keep their own logins (one browser
// profile shares one session between its pages).
let phone: Awaited<ReturnType<typeof launchBrowser>>;
let desk: Awaited<ReturnType<typeof launchBrowser>>;
let driverPage: Page;
let sheetPage: Page;
let mine: BookedRide;
let theirs: BookedRide;
const today = brusselsToday(new Date());

/** The sheet's state badge of the departure leg of `ride`. */
const badge = (ride: BookedRide) =>
  sheetPage
    .getByRole('row')
    .filter({ has: sheetPage.getByRole('rowheader', { name: ride.bonnr }) })
    .locator('[data-leg-state]');

beforeAll(async () => {
  [server, phone, desk] = await Promise.all([startTestServer(), launchBrowser(), launchBrowser()]);
  const anna = await insertDriver(server, { firstName: 'Anna', lang: 'en' });
  const bart = await insertDriver(server, { firstName: 'Bart' });
  const van = await insertVehicle(server, { model: 'Mercedes Vito' });
  mine = await bookRide(server, today, addDays(today, 7));
  theirs = await bookRide(server, today, addDays(today, 7));
  await assignLeg(server, mine.id, 'H', anna.id, van.id);
  await assignLeg(server, theirs.id, 'H', bart.id, van.id);

  driverPage = await phone.newPage();
  await driverPage.setViewportSize({ width: 390, height: 844 });
  await driverPage.goto(`${server.url}/en/login`);
  await submitLogin(driverPage, anna.email, DRIVER_PASSWORD);
  await driverPage.waitForURL('**/en/driver');

  const { email } = await staffToken(server, 'dispatcher');
  sheetPage = await desk.newPage();
  // Playwright's clock runs naturally but can jump: the test moves the sheet's 30 s poll along instead
  // of waiting for it, and still proves that the poll (not a reload) brings the drivers' states.
  await sheetPage.clock.install();
  await sheetPage.goto(`${server.url}/en/login?next=${encodeURIComponent('/en/backoffice')}`);
  await submitLogin(sheetPage, email, STAFF_PASSWORD);
  await sheetPage.waitForURL('**/en/backoffice');
  await sheetPage.getByRole('link', { name: bo['dispatch.nav'] }).click();
  await sheetPage.getByLabel(bo['dispatch.date']).fill(today.replaceAll('/', '-'));
  await sheetPage.getByRole('button', { name: bo['dispatch.show'] }).click();
  await sheetPage.getByRole('rowheader', { name: mine.bonnr }).first().waitFor();
  // Gone after a reload: the sheet must change in place.
  await sheetPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
});

afterAll(async () => {
  await Promise.all([phone?.dispose(), desk?.dispose()]);
  await server?.close();
});

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the driver's day on a phone", () => {
  it('shows the driver their own leg and not another driver’s', async () => {
    const card = driverPage.locator(`[data-leg="${mine.id}-H"]`);
    await card.waitFor();
    expect(await driverPage.locator(`[data-leg="${theirs.id}-H"]`).count()).toBe(0);
    expect(await driverPage.getByText(theirs.bonnr).count()).toBe(0);
    expect(await card.getByRole('link', { name: /Call Jan Janssens/ }).getAttribute('href')).toBe(
      'tel:+32470123456',
    );
    const button = card.getByRole('button', { name: t['driver.action.on_the_way'] });
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  it('is readable without sideways scrolling at 320 px and axe-clean in nl, fr and en', async () => {
    for (const path of ['/driver', '/fr/driver', '/en/driver']) {
      await driverPage.goto(`${server.url}${path}`);
      await driverPage.locator(`[data-leg="${mine.id}-H"]`).waitFor();
      expect(await seriousViolations(driverPage), path).toEqual([]);
      await driverPage.setViewportSize({ width: 320, height: 700 });
      const wide = await driverPage.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
          .slice(0, 8),
      );
      expect(await noSideScroll(driverPage), `${path} ${wide.join(' | ')}`).toBe(true);
      await driverPage.setViewportSize({ width: 390, height: 844 });
    }
  });

  it('marks the leg on the way, then done from the keyboard; the dispatcher’s sheet follows without a reload', async () => {
    // In English on the phone, whatever the test before left on screen.
    await driverPage.setViewportSize({ width: 390, height: 844 });
    await driverPage.goto(`${server.url}/en/driver`);
    const card = driverPage.locator(`[data-leg="${mine.id}-H"]`);
    await card.getByRole('button', { name: t['driver.action.on_the_way'] }).click();
    await driverPage.getByRole('status').filter({ hasText: t['driver.state.on_the_way'] }).waitFor();
    // The sheet polls every 30 s while visible: the state arrives with the next poll.
    await sheetPage.clock.fastForward(SHEET_REFRESH_MS);
    await badge(mine).filter({ hasText: bo['outcome.on_the_way'] }).waitFor();

    const done = card.getByRole('button', { name: t['driver.action.done'] });
    await done.focus();
    await driverPage.keyboard.press('Enter');
    await card.and(driverPage.locator('[data-state="done"]')).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await sheetPage.clock.fastForward(SHEET_REFRESH_MS);
    await badge(mine).filter({ hasText: bo['outcome.done'] }).waitFor();
    expect(await badge(theirs).count()).toBe(0);
    expect(await sheetPage.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(await seriousViolations(driverPage)).toEqual([]);
  }, 180_000);
});
