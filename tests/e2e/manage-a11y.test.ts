/**
 * Issue 12 "Done when", accessibility: axe-core finds no serious or critical violation on the manage
 * page (its form, the booking, the change and cancel dialogs) and on an outcome page's booking summary,
 * in Dutch, French and English; and the keyboard alone opens a booking, opens and leaves both dialogs,
 * with focus going back to the button that opened them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutcomeGrant } from '../../server/auth/manage-grants';
import { accountEn } from '../../site/src/i18n/account-en';
import { accountFr } from '../../site/src/i18n/account-fr';
import { accountNl } from '../../site/src/i18n/account-nl';
import { book } from '../support/manage-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { payAgainLabel } from '../../site/src/utils/payment-methods';
import { hydrated } from './login';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TEXTS = { nl: accountNl, fr: accountFr, en: accountEn } as const;
const PREFIX = { nl: '', fr: '/fr', en: '/en' } as const;

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on the whole document and lists the serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  // The page's Content-Security-Policy blocks injected script tags; axe runs through the DevTools protocol.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
}

/** Opens a page with its language kept (no redirect to the browser's language). */
async function open(path: string, lang: 'nl' | 'fr' | 'en'): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
  await page.goto(`${server.url}${path}`);
  await hydrated(page);
  return page;
}

describe.each(['nl', 'fr', 'en'] as const)('axe-core in %s', (lang) => {
  const t = TEXTS[lang];
  it('finds nothing serious on the manage form, the booking and both dialogs', async () => {
    const order = await book(server, { taal: lang.toUpperCase() as 'NL' });
    const page = await open(`${PREFIX[lang]}/manage`, lang);
    await page.getByLabel(t['acc.manage.code']).waitFor();
    expect(await seriousViolations(page), 'form').toEqual([]);
    await page.getByRole('button', { name: t['acc.manage.open'] }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousViolations(page), 'form with its error').toEqual([]);
    await page.getByLabel(t['acc.manage.code']).fill(order.ecode);
    await page.getByLabel(t['acc.manage.email']).fill('tine@example.be');
    await page.getByRole('button', { name: t['acc.manage.open'] }).click();
    await page.getByRole('heading', { name: t['acc.outcome.summary'], exact: true }).waitFor();
    expect(await seriousViolations(page), 'booking').toEqual([]);
    await page.getByRole('button', { name: t['acc.manage.change'] }).click();
    await page.getByRole('dialog', { name: t['acc.manage.changeTitle'] }).waitFor();
    expect(await seriousViolations(page), 'change dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t['acc.manage.cancel'] }).click();
    await page.getByRole('dialog', { name: t['acc.manage.cancelTitle'] }).waitFor();
    expect(await seriousViolations(page), 'cancel dialog').toEqual([]);
    await page.close();
  });

  it("finds nothing serious on a failed page's booking summary with pay now", async () => {
    const order = await book(server, { taal: lang.toUpperCase() as 'NL', status: 'failed' });
    const key = await createOutcomeGrant(server.ctx.db, order.id);
    const page = await open(`${PREFIX[lang]}/order-failed?orderID=${order.bonnr}#ref=${key}`, lang);
    await page.getByRole('button', { name: payAgainLabel(lang) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

/** Presses Tab until the focused element has id `#id` or the text `text` (at most 60 times). */
async function tabTo(page: Page, target: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const hit = await page.evaluate((t) => {
      const el = document.activeElement;
      return t.startsWith('#') ? el?.id === t.slice(1) : el?.textContent?.trim() === t;
    }, target);
    if (hit) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('the manage page by keyboard alone', () => {
  it('opens a booking, opens and leaves both dialogs, and gives focus back', async () => {
    const order = await book(server, { taal: 'EN' });
    const page = await open('/en/manage', 'en');
    await page.getByLabel('Booking code').waitFor();
    await tabTo(page, '#manage-code');
    await page.keyboard.type(order.ecode);
    await page.keyboard.press('Tab');
    await page.keyboard.type('tine@example.be');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your booking', exact: true }).waitFor();

    await tabTo(page, 'Change flight or contact details');
    await page.keyboard.press('Enter');
    const change = page.getByRole('dialog', { name: 'Change flight or contact details' });
    await change.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('change-dialog');
    // Tab stays inside the modal dialog.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('dialog')?.id ?? document.activeElement?.tagName,
      ),
    ).toMatch(/change-dialog|BODY/);
    await page.keyboard.press('Escape');
    await change.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Change flight or contact details',
    );

    await tabTo(page, 'Cancel booking');
    await page.keyboard.press('Enter');
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await cancel.waitFor();
    await tabTo(page, 'No, keep it');
    await page.keyboard.press('Enter');
    await cancel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel booking');
    const { rows } = await server.ctx.db.query('SELECT status FROM orders WHERE id = $1', [order.id]);
    expect(rows).toEqual([{ status: 'paid' }]);
    await page.close();
  });
});
