/**
 * Issue 13 "Done when": a travel agent logs in, sees the bookings under their licence and downloads
 * their monthly statement (CSV and PDF) from the agents' portal in Chromium; axe finds no serious or
 * critical violation on the portal page in Dutch, French and English. A customer deletes their account
 * from the account page with their password and sees the confirmation.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentUser } from '../../server/cli/agency-commands';
import { portalEn } from '../../site/src/i18n/portal-en';
import { portalFr } from '../../site/src/i18n/portal-fr';
import { portalNl } from '../../site/src/i18n/portal-nl';
import { addAgents } from '../support/order-fixtures';
import { storeOrder } from '../support/portal-fixtures';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from './axe';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';

const EMAIL = `portal-${Date.now()}@agency.be`;
const PASSWORD = 'reisbureau-kompas-42';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let mine: { bonnr: string };
let theirs: { bonnr: string };

/** Last month as 'YYYY-MM', as the portal's month field starts. */
function lastMonth(): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await addAgents(server);
  await createAgentUser(server.ctx.db, { licence: 'TA-INV', email: EMAIL, password: PASSWORD, lang: 'en' });
  const invoicedAt = `${lastMonth()}-15T12:00:00Z`;
  mine = await storeOrder(server.ctx.db, {
    talic: 'TA-INV',
    status: 'invoiced',
    naam: 'Janssens',
    invoicedAt,
  });
  theirs = await storeOrder(server.ctx.db, { talic: 'TA-1', status: 'paid', naam: 'Geheim' });
  page = await browser.newPage();
  // The first visit keeps English; later visits keep the language the test chose before them.
  await page.addInitScript(() => localStorage.getItem('tb-lang') || localStorage.setItem('tb-lang', 'en'));
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** The input labelled exactly `label` (a required field's asterisk aside). */
const field = (label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/**
 * Presses a download button of the page by keyboard and reads the file the browser saves: its address
 * (a signed link, issue 23) and its first 4,000 characters.
 */
async function download(name: string) {
  await page.getByRole('button', { name }).focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const bytes = readFileSync((await file.path())!);
  return { url: file.url(), name: file.suggestedFilename(), head: bytes.subarray(0, 4000).toString('utf8') };
}

describe('agents’ portal in the browser', () => {
  it('sends a visitor to the login, then shows the agent their own bookings', async () => {
    await page.goto(`${server.url}/en/agent-portal`);
    await page.waitForURL('**/en/login?next=*');
    await submitLogin(page, EMAIL, PASSWORD);
    await page.waitForURL('**/en/agent-portal');
    const table = page.locator('table[data-portal-orders]');
    await table.waitFor();
    expect(await table.textContent()).toContain(mine.bonnr);
    expect(await table.textContent()).toContain('Tine Janssens');
    expect(await page.textContent('main')).not.toContain(theirs.bonnr);
    expect(await page.locator('[data-copy="link"]').inputValue()).toContain('TALIC=TA-INV');
  });

  it('downloads last month’s statement as CSV and PDF through signed links', async () => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const csv = await download(portalEn['portal.csv']);
    expect(csv.name).toBe(`statement-TA-INV-${lastMonth()}.csv`);
    expect(csv.url).toMatch(
      /\/api\/files\/statement-csv\/\d+\.\d{4}-\d{2}\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(csv.head).toContain('Booking number');
    expect(csv.head).toContain(mine.bonnr);
    expect(csv.head).not.toContain(theirs.bonnr);
    const pdf = await download(portalEn['portal.pdf']);
    expect(pdf.name).toBe(`statement-TA-INV-${lastMonth()}.pdf`);
    expect(pdf.head.startsWith('%PDF-')).toBe(true);
    expect(addresses.filter((a) => a.includes('access_token'))).toEqual([]);
  });

  it('has no serious accessibility violation in Dutch, French and English', async () => {
    const heading = { nl: portalNl, fr: portalFr, en: portalEn } as const;
    for (const [lang, prefix] of [
      ['en', '/en'],
      ['fr', '/fr'],
      ['nl', ''],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('tb-lang', l), lang);
      await page.goto(`${server.url}${prefix}/agent-portal`);
      await page.locator('table[data-portal-orders]').waitFor();
      await page.getByRole('heading', { name: heading[lang]['portal.orders'] }).waitFor();
      expect(await seriousViolations(page), lang).toEqual([]);
    }
  });
});

describe('account deletion in the browser', () => {
  it('deletes a customer’s account after the password and shows the confirmation', async () => {
    const username = `leaving-${Date.now()}@example.be`;
    const anon = await server.api('/token', {
      json: { client_id: 'webapp', grant_type: 'client_credentials' },
    });
    const reg = await server.api('/billousers/newuser', {
      token: anon.body.access_token,
      json: { username, password: PASSWORD, confirmPassword: PASSWORD, firstname: 'Eva', lastname: 'Claes' },
    });
    expect(reg.status).toBe(201);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/en/login`);
    await submitLogin(page, username, PASSWORD);
    await page.waitForURL('**/en/account');
    await field(portalEn['delete.password']).fill(PASSWORD);
    await page.getByRole('button', { name: portalEn['delete.submit'] }).click();
    await page.getByText(portalEn['delete.needConfirm']).waitFor();
    await page.getByLabel(portalEn['delete.confirm']).check();
    await page.getByRole('button', { name: portalEn['delete.submit'] }).click();
    await page.getByText(portalEn['delete.done']).waitFor();
    const { rows } = await server.ctx.db.query('SELECT 1 FROM users WHERE id = $1', [reg.body.data.id]);
    expect(rows).toEqual([]);
  });
});
