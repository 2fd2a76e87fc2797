/**
 * Issue 31 "Done when", the site's pages on a phone: every page (home and the info pages, events,
 * the organiser request with its errors and thank-you, the outcome pages with a booking, manage before
 * and after a cancellation, the account, the agents' portal, the back office's sections, the driver's
 * day, My-Events and an organiser's page) at 320 px and 390 px in Dutch, French and English has no
 * horizontal scroll, no price or word broken over two lines, and no tap target under 44 × 44 px
 * (./narrow-checks.ts). The wizard's own steps have their own test. One browser, one context per role
 * (visitor, customer, agent, operator), one page per context reused for every address; each address is
 * loaded once at 320 px and checked again after widening to 390 px.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutcomeGrant } from '../../server/auth/manage-grants';
import { createAgentUser } from '../../server/cli/agency-commands';
import { insertUser, STRONG_PASSWORD } from '../support/account-helpers';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { CHROMIUM } from '../support/browser';
import { book } from '../support/manage-helpers';
import { addAgents } from '../support/order-fixtures';
import { storeOrder } from '../support/portal-fixtures';
import { eventsEn } from '../../site/src/i18n/events-en';
import { eventsFr } from '../../site/src/i18n/events-fr';
import { eventsNl } from '../../site/src/i18n/events-nl';
import { accountEn } from '../../site/src/i18n/account-en';
import { accountFr } from '../../site/src/i18n/account-fr';
import { accountNl } from '../../site/src/i18n/account-nl';
import { startTestServer, type TestServer } from '../support/server';
import { addDays, brusselsToday } from '../../core';
import { approvedOrganiser, createEvent, ORGANISER_PASSWORD } from '../support/event-fixtures';
import { bookRide } from '../support/driver-day-orders';
import { DRIVER_PASSWORD, assignLeg, insertDriver, insertVehicle } from '../support/fleet-rows';
import { submitLogin } from './login';
import { narrowProblems, settled } from './narrow-checks';

const LANGS = ['nl', 'fr', 'en'] as const;
type Lang = (typeof LANGS)[number];
const PREFIX = { nl: '', fr: '/fr', en: '/en' } as const;
const WIDTHS = [320, 390] as const;
const AGENT_EMAIL = `narrow-agent-${Date.now()}@agency.be`;
const AGENT_PASSWORD = 'reisbureau-kompas-42';
/** An amount with five digits, the kind that broke as "€ 172,1 / 2". */
const CENTS = 17_212;

/** A page to check: its address without the language prefix, and what shows once it is ready. */
interface Visit {
  path: string;
  ready?: string;
}

/** The visitor's pages; none needs a login. */
const PUBLIC: Visit[] = [
  { path: '/' },
  ...['about', 'contact', 'faq', 'jobs', 'terms', 'pricing', 'phone', 'privacy'].map((p) => ({
    path: `/${p}`,
  })),
  { path: '/customers' },
  { path: '/events', ready: '[data-list=events] [data-empty], [data-list=events] li' },
  { path: '/event' },
  { path: '/events-register', ready: 'form[data-organiser-request]' },
  { path: '/login', ready: '#login-password' },
  { path: '/register' },
  { path: '/reset-password' },
  { path: '/feedback' },
  { path: '/refund' },
  { path: '/manage' },
];
const BACKOFFICE_SECTIONS = [
  'orders',
  'dispatch',
  'unscheduled',
  'fleet',
  'coupons',
  'agents',
  'partners',
  'figures',
  'staff',
  'settings',
  'approvals',
];

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let customer: string;
let operator: string;
let paidCode: string;
const seen = new Map<string, string[]>();

/** A new context and page for one role, keeping the language of the address it opens. */
async function rolePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'en-US' });
  contexts.push(context);
  // Dutch pages move to the stored (or the browser's) language: store the language of the address.
  await context.addInitScript(() => {
    const lang = /^\/(fr|en)(\/|$)/.exec(location.pathname)?.[1] ?? 'nl';
    localStorage.setItem('tb-lang', lang);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Logs `page` in as `username` through the login page. */
async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.url}/en/login`);
  await submitLogin(page, username, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Checks the page as it stands at both widths; records the problems under `label`. */
async function checkWidths(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 640 });
    // Two frames: the new width is laid out before the checks measure it.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const problems = await narrowProblems(page);
    // NARROW_SHOTS=<folder> keeps a picture of every page and width, to look at what the checks pass.
    if (process.env.NARROW_SHOTS) {
      const name = `${label}-${width}`.replace(/[^\w-]+/g, '_');
      await page.screenshot({ path: `${process.env.NARROW_SHOTS}/${name}.png`, fullPage: true });
    }
    if (problems.length) seen.set(`${label} @${width}`, problems);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 640 });
}

/** Opens `visit` in `lang` at 320 px, waits until it is ready, checks both widths. */
async function visit(page: Page, lang: Lang, v: Visit): Promise<void> {
  const path = v.path === '/' ? `${PREFIX[lang]}/` : `${PREFIX[lang]}${v.path}`;
  await page.goto(`${server.url}${path}`);
  await settled(page);
  if (v.ready) await page.locator(v.ready).first().waitFor();
  await checkWidths(page, `${lang} ${v.path.split('#')[0]}`);
}

/** The problems the running test has seen, one line each (also printed, as the list may be long). */
function report(): string[] {
  const lines = [...seen].flatMap(([k, v]) => v.map((p) => `${k}: ${p}`));
  if (lines.length) console.log(lines.join('\n'));
  return lines;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] }),
  ]);
  const user = await insertUser(server.ctx.db, 'narrow');
  customer = user.username;
  await book(server, { userId: user.id, cents: CENTS });
  await storeOrder(server.ctx.db, { userId: user.id, bruto: CENTS, emailklant: user.username });
  paidCode = (await book(server, { cents: CENTS })).ecode;
  await addAgents(server);
  await createAgentUser(server.ctx.db, {
    licence: 'TA-INV',
    email: AGENT_EMAIL,
    password: AGENT_PASSWORD,
    lang: 'en',
  });
  await storeOrder(server.ctx.db, { talic: 'TA-INV', bruto: CENTS, naam: 'Vandenbroucke-Verstraeten' });
  operator = (await staffToken(server, 'operator')).email;
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

beforeEach(() => seen.clear());

describe('the site at 320 and 390 px', () => {
  it('has no sideways scroll, broken price or word, or small tap target on the public pages', async () => {
    const page = await rolePage();
    for (const lang of LANGS) for (const v of PUBLIC) await visit(page, lang, v);
    expect(report()).toEqual([]);
  }, 300_000);

  it('leaves no blank room under the empty events list, and shows the request form’s errors fitting', async () => {
    const page = await rolePage();
    for (const lang of LANGS) {
      await visit(page, lang, { path: '/events', ready: '[data-list=events] [data-empty]' });
      const room = await page.evaluate(() => {
        const list = document.querySelector('[data-list=events]')!.getBoundingClientRect().height;
        return (
          list - document.querySelector('[data-list=events] [data-empty]')!.getBoundingClientRect().height
        );
      });
      if (room >= 48) seen.set(`${lang} /events (empty)`, [`blank: ${Math.round(room)} px under the text`]);
      await visit(page, lang, { path: '/events-register', ready: 'form[data-organiser-request]' });
      await page.locator('form[data-organiser-request] button[type=submit]').click();
      await page.locator('#org-name-error:not([hidden])').waitFor();
      await checkWidths(page, `${lang} /events-register (errors)`);
    }
    expect(report()).toEqual([]);
  }, 120_000);

  it('says per field what the organiser request wants, adds https:// to a bare website and shows the thank-you in view', async () => {
    const page = await rolePage();
    const texts = { nl: eventsNl, fr: eventsFr, en: eventsEn } as const;
    const text = (selector: string) => page.locator(selector).evaluate((el) => el.textContent?.trim());
    for (const lang of LANGS) {
      const t = texts[lang];
      await visit(page, lang, { path: '/events-register', ready: 'form[data-organiser-request]' });
      await page.fill('#org-phone', 'bel me');
      await page.fill('#org-website', 'example');
      await page.locator('form[data-organiser-request] button[type=submit]').click();
      await page.locator('#org-contact-error:not([hidden])').waitFor();
      expect(await text('#org-contact-error'), lang).toBe(t['org.contactRequired']);
      expect(await text('#org-phone-error'), lang).toBe(t['org.phoneInvalid']);
      expect(await text('#org-website-error'), lang).toBe(t['org.websiteInvalid']);
      const email = `narrow-organiser-${lang}-${Date.now()}@example.be`;
      await page.fill('#org-name', `Feest ${lang}`);
      await page.fill('#org-email', email);
      await page.fill('#org-contact', 'Els De Smet');
      await page.fill('#org-phone', '+32 9 123 45 67');
      await page.fill('#org-website', 'example.be');
      await page.fill('#org-password', STRONG_PASSWORD);
      await page.fill('#org-confirmPassword', STRONG_PASSWORD);
      await page.fill('#org-motivation', 'Een zomerfestival in het park.');
      await page.locator('form[data-organiser-request] button[type=submit]').click();
      const done = page.locator('[data-form-status]');
      await expect.poll(() => text('[data-form-status]'), { timeout: 15_000 }).toBe(t['org.success']);
      // The thank-you has the focus and is on the screen, not below an emptied form.
      expect(await done.evaluate((el) => el === document.activeElement), lang).toBe(true);
      const box = await done.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: innerHeight };
      });
      expect(box.top, lang).toBeGreaterThanOrEqual(0);
      expect(box.bottom, lang).toBeLessThanOrEqual(box.height);
      const { rows } = await server.ctx.db.query<{ website: string }>(
        'SELECT o.website FROM organisers o JOIN users u ON u.id = o.user_id WHERE u.username = $1',
        [email],
      );
      expect(rows[0]?.website, lang).toBe('https://example.be');
      await checkWidths(page, `${lang} /events-register (thank-you)`);
    }
    expect(report()).toEqual([]);
  }, 120_000);

  it('fits the outcome pages and the manage page with a booking', async () => {
    const page = await rolePage();
    for (const lang of LANGS) {
      for (const [slug, status] of [
        ['order-confirmed', 'paid'],
        ['order-failed', 'failed'],
        ['order-canceled', 'payment_cancelled'],
      ] as const) {
        const order = await book(server, { cents: CENTS, status, taal: lang.toUpperCase() as 'NL' });
        const key = await createOutcomeGrant(server.ctx.db, order.id);
        await visit(page, lang, {
          path: `/${slug}?orderID=${order.bonnr}#ref=${key}`,
          ready: '.outcome-summary',
        });
      }
      const manage = `/manage#code=${paidCode}&email=tine@example.be`;
      await visit(page, lang, { path: manage, ready: '.booking-view' });
    }
    expect(report()).toEqual([]);
  }, 180_000);

  it('brings the refund coupon into view and focus once a booking is cancelled on a phone', async () => {
    const page = await rolePage();
    const texts = { nl: accountNl, fr: accountFr, en: accountEn } as const;
    for (const lang of LANGS) {
      const t = texts[lang];
      const order = await book(server, { cents: CENTS, taal: lang.toUpperCase() as 'NL' });
      await visit(page, lang, {
        path: `/manage#code=${order.ecode}&email=tine@example.be`,
        ready: '.booking-view',
      });
      await page.getByRole('button', { name: t['acc.manage.cancel'], exact: true }).click();
      await page.getByRole('button', { name: t['acc.manage.cancelConfirm'] }).click();
      const notice = page
        .locator('.manage-island [role=status]', { hasText: t['acc.manage.cancelled'] })
        .first();
      await notice.waitFor();
      // The notice starts on the screen (it may be taller than a phone's screen) and has the focus; the
      // browser's scroll to the focus may leave it a fraction of a pixel above the edge.
      await expect
        .poll(() => notice.evaluate((el) => el.getBoundingClientRect().top), { timeout: 5_000 })
        .toBeGreaterThanOrEqual(-1);
      expect(await notice.evaluate((el) => el.getBoundingClientRect().top < innerHeight), lang).toBe(true);
      expect(await notice.evaluate((el) => el === document.activeElement), lang).toBe(true);
      await checkWidths(page, `${lang} /manage (cancelled)`);
    }
    expect(report()).toEqual([]);
  }, 120_000);

  it('fits the account, the agents’ portal and the back office', async () => {
    const account = await rolePage();
    await logIn(account, customer, STRONG_PASSWORD);
    const agent = await rolePage();
    await logIn(agent, AGENT_EMAIL, AGENT_PASSWORD);
    const staff = await rolePage();
    await logIn(staff, operator, STAFF_PASSWORD);
    for (const lang of LANGS) {
      await visit(account, lang, { path: '/account', ready: '.orders-table' });
      await visit(agent, lang, { path: '/agent-portal', ready: 'table[data-portal-orders]' });
      await visit(staff, lang, { path: '/backoffice', ready: '.backoffice-nav' });
      for (const section of BACKOFFICE_SECTIONS) {
        await staff.evaluate((s) => (location.hash = s), section);
        await settled(staff);
        await staff
          .locator('.backoffice-page h2, .backoffice-page table, .backoffice-page form')
          .first()
          .waitFor();
        await checkWidths(staff, `${lang} /backoffice#${section}`);
      }
    }
    expect(report()).toEqual([]);
  }, 300_000);

  // Last: its event fills /events, which the test above saw empty.
  it('fits the driver’s day, the organiser’s pages and the events list with an event', async () => {
    const today = brusselsToday(new Date());
    const driver = await insertDriver(server, { firstName: 'Anna' });
    const ride = await bookRide(server, today, addDays(today, 7));
    await assignLeg(server, ride.id, 'H', driver.id, (await insertVehicle(server)).id);
    const organiser = await approvedOrganiser(server);
    await createEvent(server, organiser.token);
    const driverPage = await rolePage();
    await logIn(driverPage, driver.email, DRIVER_PASSWORD);
    const organiserPage = await rolePage();
    await logIn(organiserPage, organiser.username, ORGANISER_PASSWORD);
    for (const lang of LANGS) {
      await visit(driverPage, lang, { path: '/driver', ready: '.driver-section' });
      await visit(organiserPage, lang, { path: '/my-events', ready: '.my-events .event-card' });
      await visit(organiserPage, lang, { path: `/events/${organiser.slug}`, ready: '.event-card' });
      await visit(organiserPage, lang, { path: '/events', ready: '.event-card' });
    }
    expect(report()).toEqual([]);
  }, 180_000);
});
