/**
 * Every page runs under its Content-Security-Policy without a single violation: each page of the route
 * table in nl, fr and en (islands hydrated, the wizard shown on home), the not-found page, the outcome
 * pages with their query values, the partner shortcuts and the sandbox provider's page. The policy is
 * also shown to do its job: a script injected into a page is blocked and reported.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../site/src/config';
import { LANGS, type Lang } from '../../site/src/utils/i18n';
import { listPartners } from '../../server/data/partners/partners-repo';
import { seedDemo } from '../../server/data/seed/demo-seed';
import { PAGES, pagePath } from '../../site/src/utils/routes';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { watchCsp, type CspWatch } from './csp-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** A watched tab whose visitor chose `lang` before, so pages stay in their language. */
async function tabIn(lang: Lang): Promise<{ page: Page; csp: CspWatch }> {
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, lang],
  );
  return { page, csp: await watchCsp(page) };
}

/**
 * Opens `path`, checks the page came with a policy that allows no inline script by itself, and waits
 * until the page has done its work: islands hydrated and, on home, the wizard shown.
 */
async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(`${server.url}${path}`);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp, path).toMatch(/script-src 'self'/);
  expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  if (await page.locator('transfer-booking').count()) {
    await page.locator('transfer-booking h2[part="heading"]').waitFor();
  }
  // A private page sends a visitor who is not logged in on to the login page once its island has asked
  // (My-Events): that navigation belongs to this visit, not to the next page's.
  await page.waitForLoadState('networkidle');
}

describe('the site under its Content-Security-Policy', () => {
  // The three languages in three tabs at once: each visit mostly waits for the network to settle.
  it.concurrent.each(LANGS)('runs every %s page of the route table without a violation', async (lang) => {
    const { page, csp } = await tabIn(lang);
    for (const id of PAGES) {
      const path = pagePath(lang, id);
      await visit(page, path);
      expect(await csp.violations(), path).toEqual([]);
    }
    await page.close();
  });

  it('runs the not-found page and the outcome pages with their query values without a violation', async () => {
    const { page, csp } = await tabIn('nl');
    for (const path of [
      '/no-such-page',
      '/en/about/deeper',
      '/order-confirmed?orderID=TB100001&PAYID=3000000001',
      '/order-confirmed?orderID=TB100001&via=invoice',
      '/fr/order-failed?orderID=TB100001&pending=1',
      '/en/order-canceled?orderID=TB100001',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('load');
      expect(await csp.violations(), path).toEqual([]);
    }
    await page.close();
  });

  it('follows every partner shortcut to the wizard without a violation', async () => {
    const { page, csp } = await tabIn('nl');
    // The demo partners live in the database (issue 13): only the demo seed has them.
    await seedDemo(server.ctx.db, new Date());
    for (const partner of await listPartners(server.ctx.db)) {
      for (const slug of new Set([partner.slug, partner.slug.replace(/-/g, '')])) {
        await page.goto(`${server.url}/${slug}`);
        await page.waitForURL((url) => url.pathname === '/');
        await page.locator('transfer-booking h2[part="heading"]').waitFor();
        // The wizard took the partner's licence from the address and shows it.
        await expect.poll(() => page.getByTestId('agent').innerText()).toContain(partner.talic);
        expect(await csp.violations(), slug).toEqual([]);
      }
    }
    await page.close();
  });

  it("shows the sandbox provider's page, styled, without a violation of its own policy", async () => {
    const { page, csp } = await tabIn('en');
    await visit(page, '/en/');
    // The provider's error page for an unsigned form: its inline style is allowed by its own policy.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/sandbox/orderstandard';
      form.innerHTML = '<input name="PSPID" value="nobody"><input name="LANGUAGE" value="en_US">';
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL((url) => url.pathname === '/sandbox/orderstandard');
    await page.getByRole('heading', { name: 'Error' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).maxWidth)).toBe(
      '512px',
    );
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });

  it('blocks and reports a script injected into a page', async () => {
    const { page, csp } = await tabIn('en');
    await visit(page, '/en/login');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => csp.violations()).toContainEqual(expect.stringContaining('script-src'));
    await page.close();
  });
});
