/**
 * What customers read and what the wizard does about the booking lead time agree (core/READINGS.md
 * "Earliest booking date"): the FAQ and the terms state a number of days, and the wizard's first
 * bookable date lies exactly that many days after today, in every language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { STORAGE_KEYS } from '../../site/src/config';
import { LANGS, type Lang } from '../../site/src/utils/i18n';
import { pagePath } from '../../site/src/utils/routes';
import { en, fr, nl } from '../support/widget-texts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const WIDGET = { nl, fr, en } as const;

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** A tab of a visitor who chose `lang` before, so no page redirects to another language. */
async function tabIn(lang: Lang): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, lang],
  );
  return page;
}

/** The one number of days a text states. */
function daysIn(text: string): number {
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  expect(numbers, text).toHaveLength(1);
  return numbers[0]!;
}

/** A date `days` after today in Brussels, as a date input writes it. */
const inputDate = (days: number) => addDays(brusselsToday(new Date()), days).replaceAll('/', '-');

describe.each(LANGS)('the booking lead time in %s', (lang) => {
  it("is the FAQ's and the terms' number of days, and the wizard's first bookable date", async () => {
    const page = await tabIn(lang);
    try {
      await page.goto(`${server.url}${pagePath(lang, 'faq')}`);
      const answer = page.locator('#faq-lastMinute');
      await answer.locator('summary').click();
      const faqDays = daysIn(await answer.locator('p').innerText());

      await page.goto(`${server.url}${pagePath(lang, 'terms')}`);
      const termsDays = daysIn(await page.locator('section[aria-labelledby="terms-booking"] p').innerText());
      expect(termsDays).toBe(faqDays);

      const m = WIDGET[lang];
      await page.goto(`${server.url}${pagePath(lang, 'home')}`);
      await page.getByRole('heading', { name: m['start.heading'] }).waitFor();
      const date = page.getByLabel(m['start.pickupDate']);
      expect(await date.getAttribute('min')).toBe(inputDate(faqDays));

      // The wizard does what it shows: the day before is refused, the first bookable day accepted.
      await page.getByLabel(m['start.postal']).fill('1000');
      await page.getByRole('combobox', { name: m['start.airport'] }).selectOption('BRU');
      await date.fill(inputDate(faqDays - 1));
      await page.getByRole('button', { name: m['nav.next'] }).click();
      await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('heading', { name: m['addresses.heading'] }).count()).toBe(0);
      await date.fill(inputDate(faqDays));
      // A round trip asks its return date on step 0 too (issue 31).
      await page.getByLabel(m['start.returnDate']).fill(inputDate(faqDays + 7));
      await page.getByRole('button', { name: m['nav.next'] }).click();
      await page.getByRole('heading', { name: m['addresses.heading'] }).waitFor();
    } finally {
      await page.close();
    }
  });
});
