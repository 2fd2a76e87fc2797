/**
 * The account page's orders table in Chromium, on a 320 px phone and a 1280 px screen: no word is
 * broken inside (each word's text sits on one line), every header fits its cell, the page itself
 * never scrolls sideways (on the phone the table shows one card per order, issue 31; on a screen too
 * narrow for it otherwise it scrolls in its own focusable region), no serious axe finding, and a
 * round trip lists both of its legs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../site/src/config';
import { formatBookingDate } from '../../core';
import { anonToken, daysAhead, orderPayload, quotedTotal, returnLeg } from '../support/order-fixtures';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const username = `orders-${Date.now()}@example.be`;
const password = 'lange-kerstboom-9';
let round = '';
let single = '';

/** Registers the account and places a round trip and a departure-only order on it. */
async function seed(): Promise<void> {
  const anon = await anonToken(server);
  const registered = await server.api('/billousers/newuser', {
    token: anon,
    json: { username, password, confirmPassword: password, firstname: 'Lies', lastname: 'Maes' },
  });
  expect(registered.status).toBe(201);
  const login = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'password', username, password },
  });
  const token = login.body.access_token as string;
  const place = async (overrides: Record<string, unknown>) => {
    const p = orderPayload(overrides);
    const { status, body } = await server.api('/billoprice/neworder', {
      token,
      json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
    });
    expect(status).toBe(201);
    return body.data.BONNR as string;
  };
  single = await place({});
  round = await place({ heenterug: 'HT', ...returnLeg() });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await seed();
  await logIn();
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Logs in through the login page; the browser profile keeps the session for the other pages. */
async function logIn(): Promise<void> {
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, 'en'],
  );
  await page.goto(`${server.url}/en/login`);
  await submitLogin(page, username, password);
  await page.waitForURL('**/en/account');
  await page.close();
}

/** Opens the account page at `width` px and waits for the orders table. */
async function openAccount(width: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}/en/account`);
  await page.getByRole('cell', { name: round, exact: true }).waitFor();
  return page;
}

/**
 * The words of the orders table that do not sit on one line: each run of non-space characters of each
 * cell is measured with a Range, whose boxes lie on two lines when the word was broken inside.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector('section[aria-labelledby="orders-title"] table');
    const broken: string[] = [];
    const walker = document.createTreeWalker(table!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

/** The headers whose text is wider than their cell. */
function overflowingHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('section[aria-labelledby="orders-title"] th')]
      .filter((th) => th.scrollWidth > th.clientWidth)
      .map((th) => th.textContent ?? ''),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  // The page's Content-Security-Policy blocks injected scripts; axe runs through the DevTools protocol.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  });
}

describe.each([320, 1280])('the orders table at %i px', (width) => {
  it('breaks no word inside, fits every header and keeps the page from scrolling sideways', async () => {
    const page = await openAccount(width);
    expect(await brokenWords(page)).toEqual([]);
    expect(await overflowingHeaders(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const styles = await page.evaluate(() => {
      const cell = document.querySelector('section[aria-labelledby="orders-title"] td')!;
      const s = getComputedStyle(cell);
      return [s.overflowWrap, s.wordBreak];
    });
    expect(styles).toEqual(['normal', 'normal']);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lists both legs of a round trip and the one leg of a single trip', async () => {
    const page = await openAccount(width);
    const rows = (receipt: string) =>
      page
        .locator('table.orders-table tbody', { hasText: receipt })
        .evaluate((group) =>
          [...group.querySelectorAll('tr')].map((tr) =>
            [...tr.querySelectorAll('td.place, td.nowrap')].map((td) => td.textContent ?? ''),
          ),
        );
    const home = 'Korenmarkt 1, 9000 Gent';
    const back = String(returnLeg().datumterug);
    const date = (d: string) => formatBookingDate(d, undefined, 'en');
    const airport = 'Brussels Airport';
    expect(await rows(round)).toEqual([
      [round, home, airport, date(daysAhead(125))],
      [airport, home, date(back)],
    ]);
    expect(await rows(single)).toEqual([[single, home, airport, date(daysAhead(125))]]);
    await page.close();
  });
});
