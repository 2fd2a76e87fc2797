/**
 * Helpers of the wizard browser tests: a bare page that embeds `<transfer-booking>` from the real built
 * bundle, the site's real home page, steps that fill the wizard the way a customer does, and reading
 * an order's status back from the server's database. Playwright locators pierce open shadow roots, so
 * `page.getByLabel()` reaches the element's fields. The fill helpers find fields by their labels in the
 * wizard's own catalogues, in English unless told another language.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { addDays, brusselsToday } from '../../core/dates';
import { catalogue, type Lang, type MessageValues } from '../../core';
import { en, fr, nl } from '../support/widget-texts';
import type { MessageId } from '../../widget/i18n';
import type { TestServer } from '../support/server';

export type { Lang };

const CATALOGUES = { nl, fr, en } as const;

/** A wizard text in `lang` as the element shows it. */
export function wizardText(lang: Lang, id: MessageId, values: MessageValues = {}): string {
  return catalogue(lang, CATALOGUES[lang] as Readonly<Record<MessageId, string>>)(id, values);
}

/**
 * A pattern for an accessible name that starts with a wizard text (a required mark may follow), so
 * French "Nom" does not also find "Prénom"; white space as the page may write it (no-break spaces).
 */
export function startsWith(lang: Lang, id: MessageId, values: MessageValues = {}): RegExp {
  const escaped = wizardText(lang, id, values)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(`^${escaped}`);
}

/** The language of an element's attributes (`lang="nl"`), English when they name none. */
function langOf(attrs: string): Lang {
  const lang = /\blang="(nl|fr|en)"/.exec(attrs)?.[1];
  return (lang ?? 'en') as Lang;
}

/** The trip legs a test books. */
export interface Legs {
  departure: boolean;
  arrival: boolean;
}

/** A date a week ahead in the date input's format. */
export function inputDate(days: number): string {
  return addDays(brusselsToday(new Date()), days).replaceAll('/', '-');
}

/**
 * Opens a bare host page with one element; `attrs` are its attributes, and their `lang` (English
 * without one) is the language of the page and of the first heading it waits for.
 */
export async function openWidget(
  browser: BrowserContext,
  base: string,
  attrs = 'lang="en"',
  query = '',
): Promise<Page> {
  const lang = langOf(attrs);
  const page = await browser.newPage();
  await page.route(`${base}/widget-host${query}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><title>Host</title></head><body><h1>Host page</h1>
<transfer-booking id="tb" ${attrs}></transfer-booking>
<script type="module" src="/widget/transfer-booking.js"></script></body></html>`,
    }),
  );
  await page.goto(`${base}/widget-host${query}`);
  await page.getByRole('heading', { name: wizardText(lang, 'start.heading') }).waitFor();
  return page;
}

/**
 * Opens the site's English home page (`query` such as `?TALIC=…` is kept). The stored language choice
 * keeps the Dutch outcome pages the payment returns to from redirecting, as a returning visitor's would.
 */
export async function openHome(browser: BrowserContext, base: string, query = ''): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await page.goto(`${base}/en/${query}`);
  await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
  return page;
}

/** The legs a test books, and the language of the element it fills (English by default). */
export interface FillOptions extends Legs {
  lang?: Lang;
}

/** Fills step 0 and goes on to step 1. */
export async function fillStart(page: Page, opts: FillOptions): Promise<void> {
  const { lang = 'en' } = opts;
  const label = (id: MessageId) => page.getByLabel(startsWith(lang, id));
  if (!opts.departure) await label('start.departure').uncheck();
  if (!opts.arrival) await label('start.return').uncheck();
  await label('start.postal').fill('1000');
  // The city line ('Town: Brussels, Belgium') is told by its text before the first value.
  const city = wizardText(lang, 'start.city', { city: '\u0000', country: '' }).split('\u0000')[0]!;
  await page.getByText(city).first().waitFor();
  await page.getByRole('combobox', { name: startsWith(lang, 'start.airport') }).selectOption('BRU');
  // Step 0 asks the date of each booked leg (issue 31).
  if (opts.departure) await label('start.pickupDate').fill(inputDate(10));
  if (opts.arrival) await label('start.returnDate').fill(inputDate(opts.departure ? 17 : 10));
  await page.getByRole('button', { name: wizardText(lang, 'nav.next') }).click();
  await page.getByRole('heading', { name: wizardText(lang, 'addresses.heading') }).waitFor();
}

/** Fills the address and flight of each booked leg on step 1 and goes on to step 2. */
export async function fillAddresses(page: Page, opts: FillOptions): Promise<void> {
  const { lang = 'en' } = opts;
  const t = (id: MessageId) => startsWith(lang, id);
  const legs = [
    ...(opts.departure ? [{ back: false, flight: 'SN2153', time: '10:30' }] : []),
    ...(opts.arrival ? [{ back: true, flight: 'SN2154', time: '18:45' }] : []),
  ];
  for (const leg of legs) {
    const name = wizardText(lang, leg.back ? 'addresses.return' : 'addresses.departure');
    const group = page.getByRole('group', { name, exact: true });
    // A round trip's return goes home to the pickup address unless told otherwise (issue 31).
    if (!leg.back || !opts.departure) {
      await group.getByLabel(t('addresses.street')).fill('Wetstraat');
      // The street is known once the search offers it (in French, Brussels' streets come in both names).
      await group.locator('datalist option[value="Wetstraat"]').waitFor({ state: 'attached' });
      // The label alone or with its required mark: French "Numéro" must not find "Numéro de vol".
      const nr = new RegExp(`${t('addresses.nr').source}(?:\\s*[*(]|$)`);
      await group.getByLabel(nr).fill('16');
    }
    await group.getByLabel(t('addresses.flight')).fill(leg.flight);
    await group.getByLabel(t(leg.back ? 'addresses.landingTime' : 'addresses.flightTime')).fill(leg.time);
    if (leg.back) await group.getByLabel(t('addresses.origin')).fill('Lisbon');
  }
  await page.getByRole('button', { name: wizardText(lang, 'nav.next') }).click();
  await page.getByRole('heading', { name: wizardText(lang, 'extras.heading') }).waitFor();
}

/** Goes through step 2 and fills step 3, in English unless told another language. */
export async function fillPerson(page: Page, lang: Lang = 'en'): Promise<void> {
  const label = (id: MessageId) => page.getByLabel(startsWith(lang, id));
  await page.getByRole('button', { name: wizardText(lang, 'nav.next') }).click();
  await page.getByRole('heading', { name: wizardText(lang, 'person.heading') }).waitFor();
  await label('person.firstName').fill('Ann');
  await label('person.lastName').fill('Peeters');
  await label('person.email').fill('ann@example.be');
  await page.getByRole('textbox', { name: startsWith(lang, 'person.phone') }).fill('470123456');
  await consentBox(page, lang).check();
}

/** Step 3's one consent box (issue 31), found by the start of its sentence. */
export function consentBox(page: Page, lang: Lang = 'en') {
  const start = wizardText(lang, 'person.consentAll', { privacy: '\u0000', terms: '' }).split('\u0000')[0]!;
  return page.getByRole('checkbox', {
    name: new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}`),
  });
}

/** Fills steps 0 to 3 like a customer and waits until the overview shows a total. */
export async function fillBooking(
  page: Page,
  legs: Legs = { departure: true, arrival: true },
): Promise<void> {
  await fillStart(page, legs);
  await fillAddresses(page, legs);
  await fillPerson(page);
  await page.getByTestId('total').waitFor();
}

/** Adds a coupon through the overview's popup, as a customer does, once the server accepts the code. */
export async function addCoupon(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
  await dialog.getByLabel('Coupon code').fill(code);
  await dialog.getByText('This coupon is valid.').waitFor();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: `Remove coupon ${code}` }).waitFor();
}

/** Collects the requests the page sends to the payment provider (the sandbox), to assert none or some. */
export function providerRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/sandbox')) seen.push(r);
  });
  return seen;
}

/** Reads an order's status and total straight from the server's database by its receipt number. */
export async function orderByReceipt(
  server: TestServer,
  bonnr: string,
): Promise<{ status: string; totalCents: number } | undefined> {
  const { rows } = await server.ctx.db.query<{ status: string; total_cents: number }>(
    'SELECT status, total_cents FROM orders WHERE bonnr = $1',
    [bonnr],
  );
  const row = rows[0];
  return row && { status: row.status, totalCents: Number(row.total_cents) };
}

/** The receipt number (`orderID`) of the outcome page the browser is on. */
export function receiptOf(page: Page): string {
  return new URL(page.url()).searchParams.get('orderID') ?? '';
}
