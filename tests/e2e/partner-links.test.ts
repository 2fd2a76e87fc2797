/**
 * Issue 28, links that leave the widget. On a partner's page a link written as a path (`/fr/login`,
 * `/terms`) resolves against the partner's origin: the customer lands on the partner's 404, and the
 * consent boxes of step 3 accept terms nobody can read. Here the widget runs on a page of another
 * origin under the strict policy a partner writes for it (tests/e2e/partner-csp.test.ts): every link
 * in its shadow root, on every step, must be a page of the operator's site in the widget's language
 * that the site serves, and the terms must open in the widget's own dialog with the terms page's text.
 * Needs `npm run build` first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, langPath, type Lang } from '../../core';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { watchCsp } from './csp-helpers';
import { fillAddresses, fillStart, startsWith, wizardText } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let partner: Server;
let partnerBase = '';
const OPERATOR_SITE = 'https://www.operator.example/';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  partner = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://partner');
    const lang = url.searchParams.get('lang') ?? 'en';
    const siteUrl = url.searchParams.get('site-url');
    const attrs = `lang="${lang}" draft-key="links-${lang}"${siteUrl ? ` site-url="${siteUrl}"` : ''}`;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // The strict policy of a partner page: the widget's origin for scripts, nothing else.
      'content-security-policy': `script-src ${new URL(server.url).origin}; style-src 'self'`,
    });
    const script =
      url.pathname === '/classic'
        ? `<script src="${server.url}/widget/transfer-booking.iife.js"></script>`
        : `<script type="module" src="${server.url}/widget/transfer-booking.js"></script>`;
    res.end(`<!doctype html><html lang="${lang}"><head><title>Partner</title></head><body>
<h1>Partner travel agency</h1>
<transfer-booking ${attrs}></transfer-booking>
${script}</body></html>`);
  });
  // 127.0.0.1 while the product server is reached as localhost: another origin on the same machine.
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerBase = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.dispose();
  await new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve()));
  await server?.close();
});

/** Every link in the widget's shadow root, as the browser resolves it, with its target. */
function widgetLinks(page: Page) {
  return page.evaluate(() =>
    [...(document.querySelector('transfer-booking')?.shadowRoot?.querySelectorAll('a[href]') ?? [])].map(
      (a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target') }),
    ),
  );
}

/** Tells whether `path` is a page of `lang` on the site: Dutch pages have no prefix, the others theirs. */
function inLang(path: string, lang: Lang): boolean {
  const other = LANGS.filter((l) => l !== 'nl' && l !== lang);
  return lang === 'nl'
    ? !/^\/(fr|en)(\/|$)/.test(path)
    : path.startsWith(`/${lang}/`) && !other.some((l) => path.startsWith(`/${l}/`));
}

describe('the widget on a page of another origin', () => {
  it.concurrent.each(LANGS)(
    'links only to pages of the operator site in %s, and opens the terms in its own dialog',
    async (lang) => {
      const page = await browser.newPage();
      const csp = await watchCsp(page);
      await page.goto(`${partnerBase}/?lang=${lang}`);
      await page.getByRole('heading', { name: wizardText(lang, 'start.heading') }).waitFor();
      const seen = await widgetLinks(page);
      await fillStart(page, { departure: true, arrival: false, lang });
      // The overview, with its prices link, comes with step 1.
      await page.getByRole('link', { name: startsWith(lang, 'overview.pricing') }).waitFor();
      seen.push(...(await widgetLinks(page)));
      await fillAddresses(page, { departure: true, arrival: false, lang });
      seen.push(...(await widgetLinks(page)));
      await page.getByRole('button', { name: wizardText(lang, 'nav.next') }).click();
      await page.getByRole('heading', { name: wizardText(lang, 'person.heading') }).waitFor();
      seen.push(...(await widgetLinks(page)));

      const operator = new URL(server.url).origin;
      const paths = [...new Set(seen.map((l) => l.href))].map((href) => new URL(href));
      expect(paths.map((u) => u.origin)).toEqual(paths.map(() => operator));
      expect(paths.filter((u) => !inLang(u.pathname, lang)).map((u) => u.pathname)).toEqual([]);
      for (const slug of ['login', 'register', 'pricing'])
        expect(paths.map((u) => u.pathname)).toContain(langPath(lang, slug));
      // Leaving would lose the draft: every link from inside the wizard opens a new tab.
      expect(seen.filter((l) => l.target !== '_blank')).toEqual([]);
      // And every one is a page the operator's site serves.
      for (const url of paths) expect((await fetch(url)).status, url.href).toBe(200);

      const read = page.getByRole('button', { name: wizardText(lang, 'person.termsLink') });
      await read.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('legal-text').waitFor();
      const termsPage = await (await fetch(`${server.url}${langPath(lang, 'terms')}`)).text();
      const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(termsPage)?.[1]?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(3);
      await dialog.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(await dialog.locator('[data-cancellation-scale]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await read.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      expect(page.url().startsWith(partnerBase)).toBe(true);
      expect(await csp.violations()).toEqual([]);
      await page.close();
    },
  );

  it('links to the operator site with the classic script build too', async () => {
    const page = await browser.newPage();
    await page.goto(`${partnerBase}/classic?lang=en`);
    await page.getByRole('heading', { name: wizardText('en', 'start.heading') }).waitFor();
    const origin = new URL(server.url).origin;
    expect((await widgetLinks(page)).map((l) => l.href).sort()).toEqual([
      `${origin}/en/login`,
      `${origin}/en/register`,
    ]);
    await page.close();
  });

  it('sends the links to the site-url attribute when the operator names its site', async () => {
    const page = await browser.newPage();
    await page.goto(`${partnerBase}/?lang=fr&site-url=${encodeURIComponent(OPERATOR_SITE)}`);
    await page.getByRole('heading', { name: wizardText('fr', 'start.heading') }).waitFor();
    expect((await widgetLinks(page)).map((l) => l.href).sort()).toEqual([
      `${OPERATOR_SITE}fr/login`,
      `${OPERATOR_SITE}fr/register`,
    ]);
    await page.close();
  });

  it('falls back to the script origin, with a console warning, for a site-url that is not http(s)', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    await page.goto(`${partnerBase}/?lang=nl&site-url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByRole('heading', { name: wizardText('nl', 'start.heading') }).waitFor();
    const origin = new URL(server.url).origin;
    expect((await widgetLinks(page)).map((l) => l.href).sort()).toEqual([
      `${origin}/login`,
      `${origin}/register`,
    ]);
    expect(warnings.join('\n')).toContain('site-url');
    await page.close();
  });
});
