/**
 * Place names in the reader's language, in Chromium with the built widget (issue 10): a French visitor
 * entering 4000 reads "Liège", not the Dutch "Luik"; English readers see the name the place uses
 * itself; Brussels is bilingual in English; Brussels streets are suggested in the reader's language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../core/locales';
import { en, fr, nl } from '../support/widget-texts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { inputDate } from './wizard-helpers';

const MESSAGES = { nl, fr, en };

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Opens a host page whose element speaks `lang`, and waits for step 0. */
async function openIn(lang: Lang): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${server.url}/host-${lang}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><title>Host</title></head><body>
<transfer-booking id="tb-${lang}" lang="${lang}"></transfer-booking>
<script type="module" src="/widget/transfer-booking.js"></script></body></html>`,
    }),
  );
  await page.goto(`${server.url}/host-${lang}`);
  await page.getByRole('heading', { name: MESSAGES[lang]['start.heading'] }).waitFor();
  return page;
}

/** Enters `postal` on step 0 and gives the city line shown under it once the lookup answered. */
async function cityShown(page: Page, lang: Lang, postal: string): Promise<string> {
  await page.getByLabel(MESSAGES[lang]['start.postal']).fill(postal);
  const label = MESSAGES[lang]['start.city'].split('{')[0]!;
  const line = page.getByText(label, { exact: false }).first();
  await line.waitFor();
  return (await line.textContent()) ?? '';
}

describe("place names in the reader's language", () => {
  it.each<[Lang, string, string, string | null]>([
    ['fr', '4000', 'Commune : Liège, Belgique', 'Luik'],
    ['en', '4000', 'Town: Liège, Belgium', 'Luik'],
    ['nl', '4000', 'Gemeente: Luik, België', 'Liège'],
    ['en', '1000', 'Town: Brussel/Bruxelles, Belgium', null],
    ['en', '1050', 'Town: Elsene/Ixelles, Belgium', null],
    ['fr', '1000', 'Commune : Bruxelles, Belgique', 'Brussel'],
  ])('shows the %s reader entering %s the city line %j', async (lang, postal, line, not) => {
    const page = await openIn(lang);
    const shown = await cityShown(page, lang, postal);
    expect(shown.replace(/\u202f|\u00a0/g, ' ')).toBe(line);
    if (not) expect(shown).not.toContain(not);
    await page.close();
  });

  it('suggests a Brussels street to a French visitor in French, and the overview names the city in French', async () => {
    const page = await openIn('fr');
    const m = MESSAGES.fr;
    await cityShown(page, 'fr', '1000');
    await page.getByRole('combobox', { name: m['start.airport'] }).selectOption('BRU');
    await page.getByLabel(m['start.pickupDate']).fill(inputDate(10));
    // A round trip asks its return date on step 0 too (issue 31).
    await page.getByLabel(m['start.returnDate']).fill(inputDate(17));
    await page.getByRole('button', { name: m['nav.next'] }).click();
    await page.getByRole('heading', { name: m['addresses.heading'] }).waitFor();
    const group = page.getByRole('group', { name: m['addresses.departure'], exact: true });
    await group.getByLabel(m['addresses.street']).fill('Wetstr');
    await group.getByText('1 rue trouvée').waitFor();
    const options = await group
      .locator('datalist option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(['Rue de la Loi']);
    // The overview names the city in French too.
    await expect.poll(() => page.locator('[part="overview"]').textContent()).toContain('1000 Bruxelles');
    await page.close();
  });
});
