/**
 * Issue 26 "Done when", first line, in Chromium: in nl, fr and en a customer books a round trip in the
 * real widget, by keyboard and clicks, with a pet, a child seat 1–3 years, a folding wheelchair and a
 * remark, and pays through the sandbox; a dispatcher then finds each of them, the child seat by its age
 * band, the wheelchair by its name in the screen's language, the remark and the mobile as a tel: link,
 * on the order detail, on the dispatch sheet of both legs and in its CSV download. The remarks hold
 * quotes, commas and semicolons, and the English one a spreadsheet formula the CSV must defuse. Then the
 * printed sheet: 12 legs fill one A4 landscape page, 13 take two (Chromium's own PDF).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMARKS_MAX_LENGTH } from '../../core';
import { langPath } from '../../core/locales';
import { createStaffUser } from '../../server/cli/staff-commands';
import { parseCsvRecords } from '../../server/data/csv';
import sandboxEn from '../../server/payment/i18n/sandbox-en';
import sandboxFr from '../../server/payment/i18n/sandbox-fr';
import sandboxNl from '../../server/payment/i18n/sandbox-nl';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { RULE_VALUES } from '../../widget/i18n/rule-values';
import { STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride } from '../support/backoffice-orders-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';
import {
  fillAddresses,
  fillPerson,
  fillStart,
  inputDate,
  openWidget,
  startsWith,
  wizardText,
  type Lang,
} from './wizard-helpers';

/** Each language's remark: quotes, commas and semicolons; the English one starts a spreadsheet formula. */
const REMARK: Record<Lang, string> = {
  nl: 'Grote hond (labrador); bel aan de zijdeur, code "1234", dank u',
  fr: 'Grand chien (labrador) ; sonnez à la porte latérale, code "1234", merci',
  en: '=HYPERLINK("https://example.com/x","Side door; code 1234, thanks")',
};
const SANDBOX = { nl: sandboxNl, fr: sandboxFr, en: sandboxEn } as const;
const PHONE = '+32470123456';
// fillStart and fillAddresses book the departure 10 days ahead and the return 17 days ahead.
const DAYS = { H: inputDate(10), T: inputDate(17) } as const;

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let office: Page;
const booked: Partial<Record<Lang, { bonnr: string; ecode: string }>> = {};

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Books the round trip in the widget in `lang`, pays it in the sandbox, and answers its numbers. */
async function bookInWidget(lang: Lang): Promise<{ bonnr: string; ecode: string }> {
  const page = await openWidget(browser, server.url, `lang="${lang}"`);
  page.setDefaultTimeout(20_000);
  const legs = { departure: true, arrival: true, lang };
  await fillStart(page, legs);
  await fillAddresses(page, legs);
  // A child seat 1–3 years and a folding wheelchair by keyboard, a pet by the stepper's + button; the
  // wheelchair is under "Other luggage and equipment" (issue 31).
  await page.locator('summary', { hasText: wizardText(lang, 'extras.other') }).click();
  for (const id of ['extras.childSeatsSmall', 'extras.rolstoelen'] as const) {
    const field = page.getByRole('spinbutton', { name: startsWith(lang, id, RULE_VALUES) });
    await field.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => field.getAttribute('aria-valuenow'), { message: id }).toBe('1');
  }
  const pets = page.getByRole('spinbutton', { name: startsWith(lang, 'extras.pets') });
  await pets.locator('xpath=..').locator('[data-step="up"]').click();
  await expect.poll(() => pets.getAttribute('aria-valuenow')).toBe('1');
  await page.getByRole('textbox', { name: startsWith(lang, 'remarks.label') }).fill(REMARK[lang]);
  await fillPerson(page, lang);
  await page.getByTestId('total').waitFor();
  await page.getByRole('button', { name: wizardText(lang, 'nav.book') }).click();
  await page.waitForURL(/\/sandbox\/orderstandard/);
  const { rows } = await server.ctx.db.query<{ id: number; bonnr: string; ecode: string; taal: string }>(
    'SELECT id, bonnr, ecode, taal FROM orders ORDER BY id DESC LIMIT 1',
  );
  const order = rows[0]!;
  expect(order.taal).toBe(lang.toUpperCase());
  await page.getByRole('button', { name: SANDBOX[lang]['sandbox.approve'] }).click();
  await expect
    .poll(async () => {
      const found = await server.ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
        order.id,
      ]);
      return found.rows[0]?.status;
    })
    .toBe('paid');
  // Closing a page while it still loads can hang Chromium: the outcome page the sandbox sends the
  // customer to is let in first.
  await page.waitForURL((url) => !url.pathname.startsWith('/sandbox'), { waitUntil: 'load' });
  await page.close();
  return { bonnr: order.bonnr, ecode: order.ecode };
}

/** What the dispatcher must find of the booking, as the screen in `lang` writes it. */
function expected(lang: Lang) {
  return {
    seat: `1 × ${ot(lang, 'sheet.seat.small')}`,
    item: `1 × ${ot(lang, 'sheet.item.rolstoelen')}`,
    pet: ot(lang, 'sheet.pets', { count: 1 }),
    call: ot(lang, 'sheet.call', { name: 'Ann Peeters', phone: PHONE }),
  };
}

/** Opens the back office in `lang` on the page the dispatcher is logged in on. */
async function officeIn(lang: Lang): Promise<void> {
  await office.evaluate((l) => localStorage.setItem('tb-lang', l), lang);
  await office.goto(`${server.url}${langPath(lang, 'backoffice')}`);
  await office.waitForSelector('astro-island:not([ssr])');
  expect(await office.getAttribute('html', 'lang')).toBe(lang);
}

/** Shows the dispatch sheet of `day` ('YYYY-MM-DD') and answers its table. */
async function sheetOf(lang: Lang, day: string) {
  await office.getByRole('link', { name: ot(lang, 'dispatch.nav'), exact: true }).click();
  await office.getByLabel(ot(lang, 'dispatch.date')).fill(day);
  await office.getByRole('button', { name: ot(lang, 'dispatch.show'), exact: true }).click();
  const table = office.getByRole('table', { name: ot(lang, 'dispatch.caption', { date: day }) });
  await table.waitFor();
  return table;
}

/** Downloads the CSV of the sheet shown, as the button does, and answers its text. */
async function downloadCsv(lang: Lang): Promise<string> {
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('button', { name: ot(lang, 'dispatch.csv'), exact: true }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8');
}

describe('the order, whole, for the dispatcher', () => {
  it.each(['nl', 'fr', 'en'] as const)(
    'a customer books a round trip with a pet, a child seat, a wheelchair and a remark in %s',
    async (lang) => {
      booked[lang] = await bookInWidget(lang);
    },
  );

  it('lets the dispatcher log in', async () => {
    const email = `dispatch-whole-${Date.now()}@operator.example`;
    await createStaffUser(server.ctx.db, { email, password: STAFF_PASSWORD, role: 'dispatcher', lang: 'en' });
    office = await browser.newPage();
    office.setDefaultTimeout(20_000);
    await office.goto(`${server.url}/en/login?next=${encodeURIComponent('/en/backoffice')}`);
    await submitLogin(office, email, STAFF_PASSWORD);
    await office.waitForURL('**/en/backoffice');
  });

  describe.each(['nl', 'fr', 'en'] as const)('in %s', (lang) => {
    it('finds each on the order detail', async () => {
      const order = booked[lang]!;
      const want = expected(lang);
      await officeIn(lang);
      await office.getByRole('link', { name: ot(lang, 'orders.nav'), exact: true }).click();
      await office.getByRole('searchbox', { name: ot(lang, 'orders.q') }).fill(order.bonnr);
      await office.getByRole('button', { name: ot(lang, 'orders.search'), exact: true }).click();
      await office.getByRole('button', { name: ot(lang, 'orders.open', { bonnr: order.bonnr }) }).click();
      const detail = office.getByRole('region', { name: ot(lang, 'detail.title', order) });
      await detail.getByRole('heading', { name: ot(lang, 'detail.ride'), exact: true }).waitFor();
      const text = await detail.innerText();
      for (const part of [want.seat, want.item, want.pet, REMARK[lang]]) expect(text, lang).toContain(part);
      expect(text).not.toMatch(/rolstoelen|aantalks|huisdieren/);
      const call = detail.getByRole('link', { name: want.call });
      expect(await call.getAttribute('href')).toBe(`tel:${PHONE}`);
    });

    it('finds each on the dispatch sheet of both legs and in its CSV', async () => {
      const order = booked[lang]!;
      const want = expected(lang);
      for (const leg of ['H', 'T'] as const) {
        const table = await sheetOf(lang, DAYS[leg]);
        const row = table.getByRole('row').filter({
          has: office.getByRole('rowheader', { name: order.bonnr, exact: true }),
        });
        const text = await row.innerText();
        for (const part of [want.seat, want.item, want.pet, REMARK[lang], ot(lang, `leg.${leg}`)])
          expect(text, `${lang} ${leg}`).toContain(part);
        expect(await row.getByRole('link', { name: want.call }).getAttribute('href')).toBe(`tel:${PHONE}`);

        const csv = await downloadCsv(lang);
        const record = parseCsvRecords(csv).find((r) => r.bonnr === order.bonnr && r.leg === leg);
        expect(record, `${lang} ${leg} CSV`).toBeDefined();
        expect(record!.extras).toContain(want.seat);
        expect(record!.extras).toContain(want.item);
        expect(record).toMatchObject({ pets: '1', child_seats_small: '1', phone: PHONE });
        // A remark a spreadsheet would run as a formula is written as text (a leading apostrophe).
        expect(record!.remarks).toBe(lang === 'en' ? `'${REMARK.en}` : REMARK[lang]);
      }
    });
  });

  it('prints the sheet on one A4 landscape page per 12 legs', async () => {
    // 13 departures 4 days ahead, 12 five days ahead (their returns ride a week later), each with a
    // remark of a usual length but the first of each day, whose remark is as long as allowed.
    const seeds = [...Array.from({ length: 13 }, () => 4), ...Array.from({ length: 12 }, () => 5)];
    const rides = [];
    for (const [i, daysAhead] of seeds.entries())
      rides.push(
        await ride(server, { daysAhead, heenterug: 'H', naam: `Klant ${i + 1}`, pickupHeen: '06:00' }),
      );
    const usual =
      'Two large suitcases and a cat in a carrier. Please ring twice, the bell at the gate is broken.';
    await server.ctx.db.query(
      `UPDATE orders SET remarks = CASE WHEN id = ANY($2::int[]) THEN $3 ELSE $4 END WHERE id = ANY($1::int[])`,
      [
        rides.map((r) => r.id),
        [rides[0]!.id, rides[13]!.id],
        usual.repeat(6).slice(0, REMARKS_MAX_LENGTH),
        usual,
      ],
    );
    await officeIn('en');
    /** The printed sheet of `day` as Chromium's PDF: the size of each of its pages, in points. */
    const printed = async (day: string, legs: number) => {
      const table = await sheetOf('en', day);
      expect(await table.getByRole('row').count()).toBe(1 + legs);
      const pdf = (await office.pdf({ preferCSSPageSize: true })).toString('latin1');
      return [...pdf.matchAll(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) =>
        m.slice(1, 3).map((n) => Math.round(Number(n))),
      );
    };
    const a4Landscape = [842, 595];
    expect(await printed(inputDate(5), 12), '12 legs').toEqual([a4Landscape]);
    expect(await printed(inputDate(4), 13), '13 legs').toEqual([a4Landscape, a4Landscape]);
  });
});
