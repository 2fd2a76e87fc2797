/**
 * Issue 4 "Done when", accessibility: axe-core finds no serious or critical violation on any wizard
 * step (axe reaches into the element's open shadow root), steps 2 and 3 (changed by issue 17) in each
 * interface language, and the keyboard alone takes a customer from step 0 to the Book button on
 * step 3, with a visible focus indicator on every control it lands on.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { seriousViolations } from './axe';
import { fillAddresses, fillPerson, fillStart, openWidget, providerRequests } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('axe-core on the wizard', () => {
  it('finds no serious or critical violation on steps 0 to 3, the warning and the coupon popup', async () => {
    const legs = { departure: true, arrival: true };
    const page = await openWidget(browser, server.url);
    expect(await seriousViolations(page), 'step 0').toEqual([]);
    // Next with nothing filled in shows the step's errors; they must be accessible too.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter a valid postcode').first().waitFor();
    expect(await seriousViolations(page), 'step 0 with errors').toEqual([]);
    await fillStart(page, legs);
    expect(await seriousViolations(page), 'step 1').toEqual([]);
    await fillAddresses(page, legs);
    expect(await seriousViolations(page), 'step 2').toEqual([]);
    // No suitcases: Book then asks for confirmation first (SPEC 4 step 2).
    await page.getByLabel('Suitcases').fill('0');
    await fillPerson(page);
    await page.getByTestId('total').waitFor();
    expect(await seriousViolations(page), 'step 3').toEqual([]);
    await page.getByRole('button', { name: 'Book' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await warning.waitFor();
    expect(await seriousViolations(page), 'warning dialog').toEqual([]);
    await warning.getByRole('button', { name: 'No' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add a coupon' }).click();
    await page.getByRole('dialog', { name: 'Add a coupon' }).waitFor();
    expect(await seriousViolations(page), 'coupon popup').toEqual([]);
    await page.close();
  });

  // Steps 2 and 3 in English are checked above; their Dutch and French texts are longer and their own.
  it.each(['nl', 'fr'] as const)(
    'finds no serious or critical violation on steps 2 and 3 in %s',
    async (lang) => {
      const legs = { departure: true, arrival: true, lang };
      const page = await openWidget(browser, server.url, `lang="${lang}"`);
      await fillStart(page, legs);
      await fillAddresses(page, legs);
      await page.getByTestId('total').waitFor();
      expect(await seriousViolations(page), `step 2 (${lang})`).toEqual([]);
      await fillPerson(page, lang);
      expect(await seriousViolations(page), `step 3 (${lang})`).toEqual([]);
      await page.close();
    },
  );
});

/** What the keyboard focus is on, looked up through the element's shadow root, and how it is drawn. */
interface Focus {
  tag: string;
  name: string;
  value: string;
  inWidget: boolean;
  outline: string;
  outlineWidth: number;
}

async function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    let inWidget = false;
    while (el?.shadowRoot?.activeElement) {
      inWidget ||= el.tagName === 'TRANSFER-BOOKING';
      el = el.shadowRoot.activeElement;
    }
    if (!el) return { tag: '', name: '', value: '', inWidget, outline: '', outlineWidth: 0 };
    const control = el as HTMLInputElement;
    const name =
      el.getAttribute('aria-label') ??
      (control.labels?.[0]?.textContent || el.textContent || '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      name,
      value: typeof control.value === 'string' ? control.value : '',
      inWidget,
      outline: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's accessible name matches `name`, and checks on
 * every stop inside the element that the focus is drawn (an outline of at least 2 px).
 */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focus> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(key);
    const focus = await focusOf(page);
    if (focus.inWidget) {
      expect(focus.outline, `focus outline on ${focus.tag} "${focus.name}"`).not.toBe('none');
      expect(focus.outlineWidth, `focus outline on ${focus.tag} "${focus.name}"`).toBeGreaterThanOrEqual(2);
    }
    if (name.test(focus.name)) return focus;
  }
  throw new Error(`${key} never reached a control named ${name}`);
}

describe('the wizard with the keyboard alone', () => {
  it('goes from step 0 to the Book button on step 3 and hands the order on', async () => {
    const page = await openWidget(browser, server.url);
    const provider = providerRequests(page);
    // A step change moves focus to the new step's heading; the next Tab starts from there, so wait for
    // that focus too (the step's chunk may still be loading when the heading request is made).
    const heading = async (name: string, firstField: RegExp) => {
      await page.getByRole('heading', { name }).waitFor();
      // The step's own fields come in a chunk loaded on demand; a keyboard user waits for them too.
      await page.getByLabel(firstField).first().waitFor();
      await page.waitForFunction((text) => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.textContent?.trim() === text;
      }, name);
    };

    // Step 0: departure only, postal code, airport (the date keeps its earliest default).
    await tabTo(page, /^Return \(from the airport\)/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Postcode/);
    await page.keyboard.type('1000');
    await page
      .getByText(/Town: /)
      .first()
      .waitFor();
    // The airports arrive from the API; before they do, ArrowDown has nothing to move to.
    await page
      .getByLabel(/^Airport/)
      .locator('option[value="BRU"]')
      .waitFor({ state: 'attached' });
    const airport = await tabTo(page, /^Airport/);
    expect(airport.tag).toBe('select');
    for (let i = 0; i < 30 && (await focusOf(page)).value !== 'BRU'; i++)
      await page.keyboard.press('ArrowDown');
    expect((await focusOf(page)).value, 'ArrowDown reaches Brussels Airport').toBe('BRU');
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await heading('Addresses and flights', /^Street/);

    // Step 1: street (matching a suggestion), house number, flight number and time.
    await tabTo(page, /^Street/);
    await page.keyboard.type('Wetstraat');
    await page.getByText('1 street found').waitFor();
    await tabTo(page, /^House number/);
    await page.keyboard.type('16');
    await tabTo(page, /^Flight number/);
    await page.keyboard.type('SN2153');
    await tabTo(page, /^Flight departure time/);
    await page.keyboard.type('1030AM');
    expect((await focusOf(page)).value).toBe('10:30');
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await heading('Transport and luggage', /^Passengers/);

    // Step 2: the defaults fit one vehicle.
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await heading('Your details', /^First name/);

    // Step 3: names, e-mail, mobile number and the three consent boxes.
    const typeInto = async (name: RegExp, text: string) => {
      await tabTo(page, name);
      await page.keyboard.type(text);
    };
    await typeInto(/^First name/, 'Ann');
    await typeInto(/^Surname/, 'Peeters');
    await typeInto(/^E-mail/, 'ann@example.be');
    await typeInto(/^Mobile number/, '470123456');
    // One consent box gives the three consents (issue 31); focusOf reads its first label's words.
    const box = await tabTo(page, /^I have read the/);
    expect(box.tag).toBe('input');
    await page.keyboard.press('Space');
    const book = await tabTo(page, /^Book and pay$/);
    expect(book.tag).toBe('button');
    // Shift+Tab goes back to Previous, Tab returns to Book.
    await tabTo(page, /^Previous$/, 'Shift+Tab');
    await tabTo(page, /^Book and pay$/);
    // The consent box is the only check box on step 3.
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(1);

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/sandbox/'));
    await page.keyboard.press('Enter');
    await posted;
    expect(provider.length).toBeGreaterThan(0);
    await page.close();
  });
});
