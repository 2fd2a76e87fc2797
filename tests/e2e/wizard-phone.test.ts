/**
 * Issue 31, "a booking in three minutes on a phone": on the site's home page at 390 × 844 with touch,
 * in nl, fr and en, the first field of step 0 shows without scrolling, and a family books a round
 * trip Antwerp ↔ Brussels Airport with a child seat, a third suitcase, a pet and a coupon up to the
 * payment page. The test counts every field the customer fills (a stepper counts once, however often
 * it is tapped) and every screen passed, and checks what the phone shows on the way: the flight times
 * and origin filled from the flight numbers (the server asks the AeroDataBox stand-in), the other
 * luggage folded away, a picture on each vehicle card, one consent box and the coupon that comes off
 * one leg with the reason in the overview.
 *
 * Build first: `npx tsx scripts/build.ts`. Run alone: `npx vitest run --project e2e tests/e2e/wizard-phone.test.ts`.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../server/cli/coupon-commands';
import { addDays, brusselsToday } from '../../core';
import {
  knowFamilyFlights,
  startAeroDataBoxStandIn,
  type AeroDataBoxStandIn,
} from '../support/aerodatabox-stand-in';
import { CHROMIUM } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { RULE_VALUES } from '../../widget/i18n/rule-values';
import { consentBox, inputDate, startsWith, wizardText, type Lang } from './wizard-helpers';

/** The phone of issue 31's findings. */
const PHONE = { width: 390, height: 844 } as const;

/**
 * The fields the family fills before the payment page (counted below): step 0 postal code, airport
 * and both dates (4); step 1 street, number and both flight numbers (4); step 2 passengers, suitcases,
 * a child seat and a pet (4); step 3 first name, surname, e-mail, mobile number and the one consent box
 * (5); the coupon code (1). Both flight times and the return flight's origin are no longer typed: the
 * flight look-up fills them from the flight numbers and dates (the server asks the AeroDataBox
 * stand-in, which knows SN2153 and SN2154), and the test checks the values it filled. Before issue 31
 * it was 23, then 21 before the look-up. Issue 31 asked for 14 at most; the 4 of step 1 and the 4
 * names and addresses of step 3 are each required by SPEC 5, so fewer needs a decision on the SPEC
 * (see the report of the wizard's helper). Without a flight-status provider the customer still types
 * the 3 filled fields (21).
 */
const FAMILY_FIELDS = 18;
/** Steps 0 to 3; the payment page is the fifth. */
const MAX_SCREENS = 4;

/** The journey's dates: the departure 10 days ahead, the return 17. */
const OUT_DAYS = 10;
const BACK_DAYS = 17;

let standIn: AeroDataBoxStandIn;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  standIn = await startAeroDataBoxStandIn();
  const today = brusselsToday(new Date());
  knowFamilyFlights(standIn, addDays(today, OUT_DAYS), addDays(today, BACK_DAYS));
  [server, browser] = await Promise.all([
    startTestServer({}, { flightStatus: standIn }),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] }),
  ]);
  context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  await createCoupon(server.ctx.db, { code: 'FAMILY10', campaign: 'E2E', amount: '10' }, new Date());
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  await standIn?.close();
});

/** Counts what the customer does: each field filled once, each screen passed. */
class Journey {
  fields = new Set<string>();
  screens: string[] = [];
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** Waits for the step whose heading is `id` and counts it as a screen. */
  async screen(id: Parameters<typeof wizardText>[1]): Promise<void> {
    const name = wizardText(this.lang, id);
    await this.page.getByRole('heading', { name, exact: true }).waitFor();
    this.screens.push(name);
  }

  async fill(name: string, field: Locator, value: string): Promise<void> {
    await field.fill(value);
    this.fields.add(name);
  }

  async choose(name: string, field: Locator, value: string): Promise<void> {
    await field.selectOption(value);
    this.fields.add(name);
  }

  /** Taps a stepper's + until it shows `value` (bounded by the stepper's own maximum). */
  async raise(name: string, spin: Locator, value: number): Promise<void> {
    const plus = spin.locator('xpath=..').locator('[data-step="up"]');
    for (let i = 0; i < 8 && Number(await spin.inputValue()) < value; i++) await plus.tap();
    expect(Number(await spin.inputValue())).toBe(value);
    this.fields.add(name);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: wizardText(this.lang, 'nav.next'), exact: true }).tap();
  }
}

/**
 * The visible controls matching `selector` in the wizard's shadow root smaller than a thumb's target,
 * 44 × 44 CSS pixels (a radio or check box measured by its label, through which it is tapped); a
 * selector that matches no visible control is reported as one.
 */
async function smallTargets(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector('transfer-booking')?.shadowRoot;
    const shown = [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
      (el) => el.getClientRects().length > 0,
    );
    // A selector that finds nothing would pass unseen: it is reported instead.
    if (shown.length === 0) return [{ what: `nothing shown matches ${selector}`, w: 0, h: 0 }];
    return shown
      .map((el) => {
        const target = el.matches('input[type=radio],input[type=checkbox]') ? el.closest('label') : el;
        const r = (target ?? el).getBoundingClientRect();
        return { what: el.outerHTML.slice(0, 60), w: r.width, h: r.height };
      })
      .filter((r) => r.w < 44 || r.h < 44);
  }, selector);
}

/** The home page of `lang`, as a phone opens it. */
async function openPhoneHome(lang: Lang): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
  await page.goto(`${server.url}${lang === 'nl' ? '/' : `/${lang}/`}`);
  await page.getByRole('heading', { name: wizardText(lang, 'start.heading') }).waitFor();
  return page;
}

describe.each(['nl', 'fr', 'en'] as const)('the family journey on a phone in %s', (lang) => {
  it(`books in ${FAMILY_FIELDS} fields and ${MAX_SCREENS} screens, the first field above the fold`, async () => {
    const page = await openPhoneHome(lang);
    const t = (id: Parameters<typeof wizardText>[1]) => startsWith(lang, id);
    const j = new Journey(page, lang);
    await j.screen('start.heading');

    // The first field of step 0 shows without scrolling (the trip choice; the postal code too).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const first = page.getByRole('checkbox', { name: t('start.departure') });
    const postal = page.getByLabel(t('start.postal'));
    for (const field of [first, postal]) {
      const box = await field.boundingBox();
      expect(box, 'the field is laid out').not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    }

    // The links to log in and to register are thumb's targets too (issue 31), and there are two.
    const wizard = page.locator('transfer-booking');
    expect(await wizard.getByRole('link', { name: t('start.login') }).count()).toBe(1);
    expect(await wizard.getByRole('link', { name: t('start.register') }).count()).toBe(1);
    expect(await smallTargets(page, '.notice a')).toEqual([]);

    // Until the wizard leaves step 0 it keeps a screen's height of room, which step 0 fills, so the
    // intro below never shows beside the loading wizard to be pushed away (a layout shift).
    const room = () =>
      wizard.evaluate((el) => ({
        min: parseFloat(getComputedStyle(el).minHeight),
        height: el.getBoundingClientRect().height,
      }));
    const atStart = await room();
    expect(atStart.min).toBe(PHONE.height);
    expect(atStart.height).toBeGreaterThanOrEqual(PHONE.height);
    expect((await page.locator('.intro').boundingBox())!.y).toBeGreaterThanOrEqual(PHONE.height);

    // Step 0: a round trip (the default) from Antwerp, both dates, the return never preset.
    expect(await page.getByLabel(t('start.returnDate')).inputValue()).toBe('');
    await j.fill('postal', postal, '2000');
    const city = wizardText(lang, 'start.city', { city: '\u0000', country: '' }).split('\u0000')[0]!;
    await page.getByText(city).first().waitFor();
    await j.choose('airport', page.getByRole('combobox', { name: t('start.airport') }), 'BRU');
    await j.fill('pickupDate', page.getByLabel(t('start.pickupDate')), inputDate(OUT_DAYS));
    await j.fill('returnDate', page.getByLabel(t('start.returnDate')), inputDate(BACK_DAYS));
    await j.next();

    // Step 1: only the street, number and flights; the return goes home to the same address.
    await j.screen('addresses.heading');
    // From step 1 on the room follows the step.
    expect((await room()).min).toBeLessThan(PHONE.height);
    const out = page.getByRole('group', { name: wizardText(lang, 'addresses.departure'), exact: true });
    const back = page.getByRole('group', { name: wizardText(lang, 'addresses.return'), exact: true });
    expect(await page.getByLabel(t('start.postal')).count()).toBe(0);
    expect(await page.getByLabel(t('addresses.pax')).count()).toBe(0);
    await j.fill('street', out.getByLabel(t('addresses.street')), 'Meir');
    await out.locator('datalist option[value="Meir"]').waitFor({ state: 'attached' });
    const nr = new RegExp(`${t('addresses.nr').source}(?:\\s*[*(]|$)`);
    await j.fill('nr', out.getByLabel(nr), '1');
    // Only the flight numbers: the look-up fills both times and the origin, and says what it found.
    await j.fill('flightOut', out.getByLabel(t('addresses.flight')), 'SN2153');
    await j.fill('flightBack', back.getByLabel(t('addresses.flight')), 'SN2154');
    const leaves = { flight: 'SN2153', airport: 'Brussels Airport', time: '10:30' };
    const lands = { flight: 'SN2154', city: 'Lisbon', time: '18:45' };
    await out
      .getByRole('status')
      .filter({ hasText: wizardText(lang, 'flights.leaves', leaves) })
      .waitFor();
    await back
      .getByRole('status')
      .filter({ hasText: wizardText(lang, 'flights.landsFrom', lands) })
      .waitFor();
    expect(await out.getByLabel(t('addresses.flightTime')).inputValue()).toBe('10:30');
    expect(await back.getByLabel(t('addresses.landingTime')).inputValue()).toBe('18:45');
    expect(await back.getByLabel(t('addresses.origin')).inputValue()).toBe('Lisbon');
    await j.next();

    // Step 2: passengers, suitcases, child seats and pets open; the rest folded; a picture per card.
    await j.screen('extras.heading');
    const other = page.locator('details').filter({ hasText: wizardText(lang, 'extras.other') });
    expect(await other.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByRole('img', { name: wizardText(lang, 'cards.picture.COMFORT') }).count()).toBe(1);
    const spin = (id: Parameters<typeof wizardText>[1]) =>
      page.getByRole('spinbutton', { name: startsWith(lang, id, RULE_VALUES) }).first();
    await j.raise('pax', spin('extras.pax'), 3);
    await j.raise('koffers', spin('extras.koffers'), 3);
    await j.raise('childSeat', spin('extras.childSeatsSmall'), 1);
    await j.raise('pets', spin('extras.pets'), 1);
    // Every control of the step is a thumb's target: 44 × 44 CSS pixels at least.
    expect(
      await smallTargets(page, '.step button, .step summary, .step input, .step select, .nav button'),
    ).toEqual([]);
    await j.next();

    // Step 3: names, e-mail, phone and one consent box.
    await j.screen('person.heading');
    await j.fill('firstName', page.getByLabel(t('person.firstName')), 'An');
    await j.fill('lastName', page.getByLabel(t('person.lastName')), 'Peeters');
    await j.fill('email', page.getByLabel(t('person.email')), 'an@example.be');
    await j.fill('phone', page.getByRole('textbox', { name: t('person.phone') }), '470123456');
    expect(await page.getByRole('checkbox').count()).toBe(1);
    await consentBox(page, lang).tap();
    j.fields.add('consent');
    expect(await consentBox(page, lang).isChecked()).toBe(true);

    // The coupon, in the overview the total bar opens; an amount coupon comes off one leg, with why.
    await page.getByTestId('total-bar').getByRole('button').tap();
    await page.getByRole('button', { name: wizardText(lang, 'overview.addCoupon') }).tap();
    const dialog = page.getByRole('dialog');
    await j.fill('coupon', dialog.getByRole('textbox'), 'FAMILY10');
    await dialog.getByText(wizardText(lang, 'coupon.valid')).waitFor();
    await dialog.getByRole('button', { name: wizardText(lang, 'coupon.add'), exact: true }).tap();
    await page.getByTestId('coupon-one-leg').waitFor();
    expect(await page.getByTestId('coupon-heen').count()).toBe(1);
    expect(await page.getByTestId('coupon-terug').count()).toBe(0);
    // The coupon's remove button (✕) is a thumb's target, however short its sign.
    const remove = wizardText(lang, 'overview.removeCoupon', { code: 'FAMILY10' });
    expect(await page.getByRole('button', { name: remove }).count()).toBe(1);
    expect(await smallTargets(page, '.overview ul.plain button')).toEqual([]);

    await page.getByTestId('total').waitFor();
    await page.getByRole('button', { name: wizardText(lang, 'nav.book') }).tap();
    // A booking with suitcases on two dates asks nothing more: on to the payment page.
    await page.waitForURL(/\/sandbox\/orderstandard/);
    // The order carries the flight times and origin the look-up filled.
    const { rows } = await server.ctx.db.query(
      'SELECT vluchtnrheen, uurvluchtheen, vluchtnrterug, uurvluchtterug, terugherkomst FROM orders ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      vluchtnrheen: 'SN2153',
      uurvluchtheen: '10:30',
      vluchtnrterug: 'SN2154',
      uurvluchtterug: '18:45',
      terugherkomst: 'Lisbon',
    });

    expect(j.screens).toHaveLength(MAX_SCREENS);
    expect([...j.fields]).toHaveLength(FAMILY_FIELDS);
    await page.close();
  });
});
