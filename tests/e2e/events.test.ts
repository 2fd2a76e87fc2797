/**
 * Events and organisers in real Chromium, in nl, fr and en: an organiser requests access on
 * /events-register, the operator approves it (the admin command's function), the organiser logs in
 * through /login to My-Events and publishes an event, which then appears on /events and on
 * /events/{slug}; an unknown slug is the 404 page. axe runs on every new page and form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../core/locales';
import { approveOrganiser } from '../../server/cli/organiser-commands';
import { readOutbox } from '../../server/mail/mailer';
import { STORAGE_KEYS } from '../../site/src/config';
import { et } from '../../site/src/utils/events-i18n';
import { t } from '../../site/src/utils/i18n';
import { langPath } from '../../core/locales';
import { daysAhead } from '../support/order-fixtures';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';

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

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A fresh tab in `lang` without anyone logged in. */
async function tabIn(lang: Lang): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/404-start`);
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      localStorage.setItem(key!, value!);
    },
    [STORAGE_KEYS.language, lang],
  );
  return page;
}

/** The serious and critical axe violations of the page, run through the DevTools protocol (CSP). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}`);
  });
}

describe.each(LANGS)('an organiser in %s', (lang) => {
  const email = `e2e-org-${lang}-${Date.now()}@feesten.be`;
  const organisation = `Feest ${lang.toUpperCase()} ${Date.now()}`;
  const password = 'feestelijke-tent-48';
  const eventName = `Zomerconcert ${lang}`;
  let page: Page;
  let slug = '';

  beforeAll(async () => {
    page = await tabIn(lang);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('requests access on /events-register and is told the request is registered', async () => {
    await page.goto(`${server.url}${langPath(lang, 'events-register')}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.fill('#org-name', organisation);
    await page.fill('#org-email', email);
    await page.fill('#org-contact', 'Els De Smet');
    await page.fill('#org-phone', '+32 9 123 45 67');
    await page.fill('#org-password', password);
    await page.fill('#org-confirmPassword', password);
    await page.click('form[data-organiser-request] button[type="submit"]');
    // The motivation is required (SPEC 8) and gets focus.
    expect(normalize(await page.textContent('#org-motivation-error'))).toBe(
      t(lang, 'eventsRegister.motivationRequired'),
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('org-motivation');
    await page.fill('#org-motivation', 'A summer concert series in the park.');
    await page.click('form[data-organiser-request] button[type="submit"]');
    await expect
      .poll(async () => normalize(await page.textContent('[data-form-status]')))
      .toBe(et(lang, 'org.success'));
    const { rows } = await server.ctx.db.query<{ status: string; slug: string; lang: string }>(
      'SELECT o.status, o.slug, o.lang FROM organisers o JOIN users u ON u.id = o.user_id WHERE u.username = $1',
      [email],
    );
    expect(rows[0]).toMatchObject({ status: 'requested', lang });
    slug = rows[0]!.slug;
  });

  it('is approved on the command line, with the e-mail in its language', async () => {
    await approveOrganiser(server.ctx, { email, by: 'e2e' });
    // The approval mail is owed work (issue 24), sent by the scheduler the decision wakes.
    await expect.poll(() => readOutbox(server.dataDir).filter((m) => m.to === email).length).toBe(2);
    const mails = readOutbox(server.dataDir).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(langPath(lang, 'my-events'));
  });

  it('logs in through /login to My-Events and publishes an event', async () => {
    await page.goto(`${server.url}${langPath(lang, 'my-events')}`);
    await page.waitForURL(/\/login\?next=/);
    await submitLogin(page, email, password);
    await page.waitForURL(`**${langPath(lang, 'my-events')}`);
    await page.getByText(et(lang, 'my.none')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: et(lang, 'my.new') }).click();
    const form = page.locator('form[data-event-form]');
    await form.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.fill(`#ev-name${lang === 'nl' ? 'Nl' : lang === 'fr' ? 'Fr' : 'En'}`, eventName);
    await page.fill('#ev-venue', 'Warandepark');
    await page.fill('#ev-street', 'Wetstraat');
    await page.fill('#ev-nr', '16');
    await page.fill('#ev-postal', '1000');
    // Day first, as the form's label asks (DD/MM/YYYY); the API gets it year first.
    const dayFirst = (date: string) => date.split('/').reverse().join('/');
    await page.fill('#ev-startDate', dayFirst(daysAhead(30)));
    await page.fill('#ev-startTime', '20:00');
    await page.fill('#ev-deadline', dayFirst(daysAhead(25)));
    // A street the postal code does not have is refused under its own field, which gets focus.
    await page.fill('#ev-street', 'Nergensstraat');
    await form.getByRole('button', { name: et(lang, 'my.form.save') }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ev-street');
    expect(await page.getAttribute('#ev-street', 'aria-invalid')).toBe('true');
    await page.fill('#ev-street', 'Wetstraat');
    await form.getByRole('button', { name: et(lang, 'my.form.save') }).click();
    const card = page.locator('[data-my-event]', { hasText: eventName });
    await card.waitFor();
    expect(normalize(await card.locator('[data-status]').textContent())).toBe(
      et(lang, 'my.status.published'),
    );
    expect(normalize(await card.locator('[data-rides]').textContent())).toBe(
      et(lang, 'my.ridesCount', { heen: 0, terug: 0 }),
    );
    // The embed snippet of the published event, copied by its button.
    const snippet = await card.getByLabel(et(lang, 'my.embed')).inputValue();
    expect(snippet).toMatch(/<script type="module" src="http[^"]+\/widget\/transfer-booking\.js"><\/script>/);
    expect(snippet).toMatch(/<transfer-booking event="\d+" lang="[a-z]{2}"><\/transfer-booking>/);
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await card.getByRole('button', { name: et(lang, 'my.copy') }).click();
    await card.getByText(et(lang, 'my.copied')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    // The popup and floating embeds of the same event (issue 28).
    await card.getByLabel(et(lang, 'my.embedMode.popup')).check();
    expect(await card.getByLabel(et(lang, 'my.embed')).inputValue()).toMatch(
      /<button type="button" data-transfer-booking data-event="\d+" data-lang="[a-z]{2}">[^<]+<\/button>/,
    );
    await card.getByLabel(et(lang, 'my.embedMode.floating')).check();
    expect(await card.getByLabel(et(lang, 'my.embed')).inputValue()).toMatch(
      /<div data-transfer-booking="floating" data-event="\d+" data-lang="[a-z]{2}"><\/div>/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds the event on /events and on /events/{slug}, and a 404 for an unknown slug', async () => {
    await page.goto(`${server.url}${langPath(lang, 'events')}`);
    const listed = page.locator('[data-list="events"] li', { hasText: eventName });
    await listed.waitFor();
    expect(normalize(await listed.textContent())).toContain('Warandepark, Wetstraat 16, 1000');
    expect(await axeViolations(page)).toEqual([]);
    // Book leads to the event page, where the wizard shows this event.
    await listed.getByRole('link', { name: et(lang, 'ev.book', { event: eventName }) }).click();
    await page.waitForURL(new RegExp(`${langPath(lang, 'event')}\\?id=\\d+$`));
    await page.getByRole('heading', { name: eventName }).waitFor();
    await page.goto(`${server.url}${langPath(lang, 'events')}`);

    const own = await page.goto(`${server.url}${langPath(lang, `events/${slug}`)}`);
    expect(own?.status()).toBe(200);
    await page.locator('[data-list="events"] li', { hasText: eventName }).waitFor();
    expect(await page.title()).toContain(t(lang, 'page.organiser-events.title'));
    expect(await axeViolations(page)).toEqual([]);

    const unknown = await page.goto(`${server.url}${langPath(lang, 'events/nobody-here')}`);
    expect(unknown?.status()).toBe(404);
  });
});

describe('the events lists without events', () => {
  it('say none are available for an organiser without published events', async () => {
    const page = await tabIn('en');
    const req = await server.api('/billoevents/registration', {
      token: (await server.api('/token', { json: { client_id: 'webapp', grant_type: 'client_credentials' } }))
        .body.access_token,
      json: {
        username: `e2e-empty-${Date.now()}@feesten.be`,
        password: 'feestelijke-tent-48',
        organisation: 'Nothing Planned',
        contact: 'Jan',
        phone: '+32 9 123 45 67',
        motivation: 'Later.',
      },
    });
    await approveOrganiser(server.ctx, { email: req.body.data.username });
    await page.goto(`${server.url}/en/events/${req.body.data.slug}`);
    await expect
      .poll(async () => normalize(await page.textContent('[data-list="events"]')))
      .toBe(et('en', 'ev.empty'));
    await page.close();
  });
});
