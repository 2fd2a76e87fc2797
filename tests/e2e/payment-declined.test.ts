/**
 * Issue 31, "failed payment": a card the sandbox provider declines lands the customer on the failed page
 * of their language, a payment broken off there ("Cancel") on the canceled page; each has one primary
 * action, paying again (naming card and Bancontact), visible without scrolling on a 390×844 phone, the
 * way back to the form only as a link; no claim that a confirmation was sent, no calendar file and no
 * "try again later" (kept for the payment page out of reach). In nl, fr and en.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../site/src/config';
import { at } from '../../site/src/utils/account-i18n';
import { t } from '../../site/src/utils/i18n';
import { payAgainLabel } from '../../site/src/utils/payment-methods';
import { sandboxText } from '../../server/payment/sandbox-texts';
import { launchBrowser } from '../support/browser';
import { anonToken, orderPayload, quotedTotal } from '../support/order-fixtures';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let token: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  token = await anonToken(server);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

const PHONE = { width: 390, height: 844 };

/** How the customer leaves the sandbox's page: its button and the outcome page it leads to. */
const ANSWERS = {
  declined: { button: 'sandbox.decline', slug: 'order-failed', heading: 'outcome.failed' },
  cancelled: { button: 'sandbox.cancel', slug: 'order-canceled', heading: 'outcome.canceled' },
} as const;
type Answer = keyof typeof ANSWERS;

/** Books an order in `lang` through the API and returns its id. */
async function book(lang: 'nl' | 'fr' | 'en'): Promise<number> {
  const p = orderPayload({ taal: lang.toUpperCase() });
  const json = { ...p, totaleprijs: await quotedTotal(server, token, p) };
  const { status, body } = await server.api('/billoprice/neworder', { json, token });
  expect(status).toBe(201);
  return body.data.ID as number;
}

/**
 * Opens a phone-sized page whose visitor chose `lang`, posts the order's payment form to the sandbox as
 * the widget does, and declines or cancels the payment there; resolves on the outcome page.
 */
async function answered(lang: 'nl' | 'fr' | 'en', answer: Answer): Promise<Page> {
  const id = await book(lang);
  const { body } = await server.api(`/payment/form/${id}?lang=${lang}`, { token });
  const { action, fields } = body.data as { action: string; fields: Record<string, string> };
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/contact`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.language, lang]);
  await Promise.all([
    page.waitForURL(/\/sandbox\/orderstandard/),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, fields },
    ),
  ]);
  const { button, slug } = ANSWERS[answer];
  await page.getByRole('button', { name: sandboxText(lang)(button), exact: true }).click();
  await page.waitForURL(new RegExp(`${lang === 'nl' ? '' : `/${lang}`}/${slug}\\?`));
  return page;
}

describe.each([
  ['declined', 'nl'],
  ['declined', 'fr'],
  ['declined', 'en'],
  ['cancelled', 'nl'],
  ['cancelled', 'fr'],
  ['cancelled', 'en'],
] as const)('the page of a %s payment in %s', (answer, lang) => {
  let page: Page;
  beforeAll(async () => {
    page = await answered(lang, answer);
  });
  afterAll(() => page?.close());

  it('offers one primary action, paying again by card or Bancontact, above the fold of a phone', async () => {
    const pay = page.getByRole('button', { name: payAgainLabel(lang) });
    await pay.waitFor({ timeout: 20_000 });
    expect(payAgainLabel(lang)).toMatch(/Bancontact/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await pay.boundingBox())!;
    if (process.env.SHOT_DIR)
      await page.screenshot({ path: `${process.env.SHOT_DIR}/${answer}-${lang}.png` });
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // Every button-like control of the page's content: the one pay button, nothing beside it.
    const primaries = page.locator('[data-outcome] button:visible, [data-outcome] a.button:visible');
    expect(await primaries.count()).toBe(1);
    // The way back to the form is there, as a link.
    const back = page.getByRole('link', { name: at(lang, 'acc.outcome.toForm') });
    expect(await back.isVisible()).toBe(true);
  });

  it(`says the payment was ${answer}, without "try again later", a sent confirmation or a calendar file`, async () => {
    await page.getByRole('button', { name: payAgainLabel(lang) }).waitFor({ timeout: 20_000 });
    const heading = ANSWERS[answer].heading;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t(lang, heading));
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(t(lang, `${heading}Text`).replace(/\s+/g, ' '));
    expect(text).not.toContain(at(lang, 'acc.outcome.emailSent'));
    expect(text).not.toMatch(/confirmation was sent|bevestiging werd verstuurd|confirmation a été envoyée/i);
    expect(text).not.toContain(at(lang, 'acc.outcome.payUnavailable'));
    expect(text).not.toMatch(/try again later|later opnieuw|réessayez plus tard/i);
    expect(await page.getByRole('button', { name: at(lang, 'acc.manage.calendar') }).count()).toBe(0);
    expect(await page.locator('a[href$=".ics"], a[download]').count()).toBe(0);
  });

  it('takes the customer to the payment page with the primary action', async () => {
    await page.getByRole('button', { name: payAgainLabel(lang) }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    expect(await page.getByRole('button', { name: sandboxText(lang)('sandbox.decline') }).count()).toBe(1);
  });
});
