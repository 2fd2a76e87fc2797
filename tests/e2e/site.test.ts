import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF, EXTRA_PRICES, formatEuros } from '../../core/tariff';
import { DATA_ATTRIBUTION, PRODUCT_NAME, STORAGE_KEYS } from '../../site/src/config';
import { LOCALE } from '../../core/locales';
import { at } from '../../site/src/utils/account-i18n';
import { LANGS, t, type Lang } from '../../site/src/utils/i18n';
import { listPartners } from '../../server/data/partners/partners-repo';
import { seedDemo } from '../../server/data/seed/demo-seed';
import { PAGES, pagePath } from '../../site/src/utils/routes';
import { nl as widgetNl } from '../support/widget-texts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** A tab whose visitor chose `lang` before, so Dutch pages are not redirected to the browser's English. */
async function tabIn(lang: Lang): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, lang],
  );
  return page;
}

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('routes', () => {
  it.each(LANGS)('answers every %s page with 200, a prefixed title and a description', async (lang) => {
    for (const page of PAGES) {
      const res = await fetch(`${server.url}${pagePath(lang, page)}`);
      const html = await res.text();
      expect(res.status, pagePath(lang, page)).toBe(200);
      expect(html).toContain(`<html lang="${lang}"`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title).toBe(`${PRODUCT_NAME} – ${t(lang, `page.${page}.title`)}`);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description?.length, pagePath(lang, page)).toBeGreaterThan(20);
    }
  });

  it('answers an unknown path with the not-found page in all three languages', async () => {
    const page = await tabIn('nl');
    for (const path of ['/no-such-page', '/fr/nope', '/en/about/deeper']) {
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status()).toBe(404);
      const text = normalize(await page.textContent('main'));
      for (const lang of LANGS) expect(text).toContain(t(lang, 'page.notFound.title'));
      expect(await page.getAttribute('main a[href="/fr/"]', 'href')).toBe('/fr/');
    }
    await page.close();
  });

  it('sends each partner shortcut home with its licence, agent name and partner code', async () => {
    const page = await tabIn('nl');
    // The demo partners live in the database (issue 13): only the demo seed has them.
    await seedDemo(server.ctx.db, new Date());
    for (const partner of await listPartners(server.ctx.db)) {
      for (const slug of new Set([partner.slug, partner.slug.replace(/-/g, '')])) {
        await page.goto(`${server.url}/${slug}`);
        await page.waitForURL((url) => url.pathname === '/');
        const query = new URL(page.url()).searchParams;
        expect([query.get('TALIC'), query.get('TANAME'), query.get('PARTNER')]).toEqual([
          partner.talic,
          partner.name,
          partner.code,
        ]);
        // The wizard reads them from the address (core's readAgentQuery) and books as the partner.
        const agent = page.getByRole('region', { name: widgetNl['overview.agent'] });
        await agent.waitFor();
        const shown = await agent.getByTestId('agent').innerText();
        expect(shown).toContain(partner.name);
        expect(shown).toContain(partner.talic);
      }
    }
    await page.close();
  });
});

describe('home', () => {
  it.each([
    ['upper-case', '?TALIC=LIC-7&UID=42&TAEMAIL=desk%40agency.be&TANAME=Agency&AGENT=1'],
    ['lower-case', '?talic=LIC-7&uid=42&taemail=desk%40agency.be&taname=Agency&agent=1'],
  ])(
    'embeds the wizard in the page language with the %s agent values of the address',
    async (_case, query) => {
      const page = await tabIn('nl');
      await page.goto(`${server.url}/en/${query}`);
      const element = page.locator('transfer-booking');
      expect(await element.getAttribute('lang')).toBe('en');
      expect(await page.locator('script[type="module"][src="/widget/transfer-booking.js"]').count()).toBe(1);
      const agent = page.getByRole('region', { name: 'Travel agency' });
      await agent.waitFor();
      const shown = await agent.getByTestId('agent').innerText();
      expect(shown.split('\n')).toEqual(['Agency', 'desk@agency.be', 'Licence LIC-7']);
      await page.close();
    },
  );
});

describe('language', () => {
  it('follows the browser language on a first visit, then the selector, which it remembers', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/en/`);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.language);

    // Headless Chromium speaks en-US, so the Dutch FAQ moves to the English one.
    await page.goto(`${server.url}/faq`);
    await page.waitForURL(`${server.url}/en/faq`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.click('a[data-lang-choice="nl"]');
    await page.waitForURL(`${server.url}/faq`);
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    expect(normalize(await page.textContent('h1'))).toBe(t('nl', 'page.faq.title'));

    await page.click('a[data-lang-choice="fr"]');
    await page.waitForURL(`${server.url}/fr/faq`);
    expect(normalize(await page.textContent('h1'))).toBe(t('fr', 'page.faq.title'));

    await page.goto(`${server.url}/about`);
    await page.waitForURL(`${server.url}/fr/about`);
    await page.close();
  });

  it('keeps the query when switching language on an outcome page', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/order-confirmed?orderID=1042&PAYID=3141592`);
    expect(await page.getAttribute('a[data-lang-choice="en"]', 'href')).toBe(
      '/en/order-confirmed?orderID=1042&PAYID=3141592',
    );
    await page.close();
  });
});

describe('pages', () => {
  it('prints the open-data attribution on the About page', async () => {
    const page = await tabIn('nl');
    for (const lang of LANGS) {
      await page.goto(`${server.url}${pagePath(lang, 'about')}`);
      expect(normalize(await page.textContent('#attribution'))).toBe(normalize(DATA_ATTRIBUTION[lang]));
    }
    await page.close();
  });

  it.each(LANGS)('shows the tariff of core on the %s pricing page', async (lang) => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}${pagePath(lang, 'pricing')}`);
    for (const [type, tariff] of Object.entries(TARIFF)) {
      const cells = (await page.locator(`#tariff tr[data-type="${type}"] td`).allTextContents()).map(
        normalize,
      );
      expect(cells).toEqual([
        normalize(formatEuros(tariff.pricePerKm, LOCALE[lang])),
        normalize(formatEuros(tariff.minimumPrice, LOCALE[lang])),
      ]);
    }
    for (const [item, cents] of Object.entries(EXTRA_PRICES)) {
      const cell = normalize(await page.textContent(`#extras tr[data-item="${item}"] td`));
      expect(cell).toBe(normalize(formatEuros(cents, LOCALE[lang])));
    }
    expect(normalize(await page.textContent('main'))).toContain('23/05/2023');
    await page.close();
  });

  it('shows the payment reference on the confirmation page', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/order-confirmed?orderID=1042&PAYID=3141592&STATUS=9`);
    expect(normalize(await page.textContent('h1'))).toBe(t('nl', 'outcome.confirmed'));
    expect(normalize(await page.textContent('[data-reference]'))).toBe(
      normalize(`${t('nl', 'label', { label: t('nl', 'outcome.reference') })} 3141592`),
    );
    await page.close();
  });

  it.each([
    ['en', 'order-failed', 'failed'],
    ['fr', 'order-canceled', 'canceled'],
    ['nl', 'order-canceled', 'canceled'],
  ] as const)(
    'shows the %s %s text with the order suffix and a way back to booking',
    async (lang, route, kind) => {
      const page = await tabIn('nl');
      await page.goto(`${server.url}${pagePath(lang, route)}?orderID=1042`);
      expect(normalize(await page.textContent('main'))).toContain(normalize(t(lang, `outcome.${kind}Text`)));
      expect(normalize(await page.textContent('[data-reference]'))).toBe(
        normalize(`${t(lang, 'label', { label: at(lang, 'acc.manage.receipt') })} 1042`),
      );
      expect(await page.locator(`main a.button[href="${pagePath(lang, 'home')}"]`).count()).toBe(1);
      await page.close();
    },
  );

  it('keeps the agent values on the way back to a new booking', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/en/order-failed?orderID=7&TALIC=LIC-7&TANAME=Agency&AGENT=1`);
    expect(await page.getAttribute('a[data-new-booking]', 'href')).toBe(
      '/en/?TALIC=LIC-7&TANAME=Agency&AGENT=1',
    );
    await page.close();
  });

  it('hides the reference line when the address carries none', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/order-confirmed`);
    expect(await page.isVisible('[data-reference]')).toBe(false);
    await page.close();
  });

  it('says no events or reviews are available when there are none', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/en/events`);
    // The events list is fetched after load (no organiser has published anything here).
    await expect
      .poll(async () => normalize(await page.textContent('[data-list="events"]')))
      .toBe(t('en', 'events.empty'));
    // The customers list asks the feedback call (issue 11); without approved reviews it says so.
    await page.goto(`${server.url}/customers`);
    expect(normalize(await page.textContent('.reviews [data-empty]'))).toBe(t('nl', 'customers.empty'));
    await page.close();
  });

  it('names every missing field of the organiser request and focuses the first', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/en/events-register`);
    await page.fill('#org-name', 'Jazz Festival');
    await page.click('form[data-organiser-request] button[type="submit"]');
    expect(normalize(await page.textContent('#org-motivation-error'))).toBe(
      t('en', 'eventsRegister.motivationRequired'),
    );
    expect(normalize(await page.textContent('#org-email-error'))).toBe(
      t('en', 'eventsRegister.emailInvalid'),
    );
    expect(await page.isVisible('#org-name-error')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('org-email');
    await page.close();
  });

  it('shows the cookie notice until it is dismissed', async () => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}/about`);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.cookieNotice);
    await page.reload();
    expect(await page.isVisible('#cookie-notice')).toBe(true);
    await page.click('[data-cookie-dismiss]');
    expect(await page.isVisible('#cookie-notice')).toBe(false);
    await page.reload();
    expect(await page.isVisible('#cookie-notice')).toBe(false);
    await page.close();
  });
});

describe('accessibility', () => {
  it.each([
    '/',
    '/en/faq',
    '/fr/pricing',
    '/order-confirmed?PAYID=1',
    '/events-register',
    '/contact',
    '/no-such-page',
  ])('%s has no serious or critical axe violations', async (path) => {
    const page = await tabIn('nl');
    await page.goto(`${server.url}${path}`);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.cookieNotice);
    await page.reload();
    // The page's Content-Security-Policy blocks injected scripts; axe runs through the DevTools protocol.
    await page.evaluate(AXE);
    // The wizard inside <transfer-booking> is the widget's own and has its own accessibility tests.
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run({ exclude: [['transfer-booking']] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
