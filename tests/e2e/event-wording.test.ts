/**
 * Issue 28: event mode speaks of the event. In real Chromium, in nl, fr and en, a visitor books a round
 * trip to a published event from its event page, pays in the sandbox, and opens the booking on the
 * manage page; the text of every wizard step, of the outcome page and of the manage page holds no
 * airport or flight word of that language, nor does the confirmation e-mail, and the pages name the
 * event's venue and its address. A
 * failed payment's page of an unpaid order says that no confirmation was sent.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutcomeGrant } from '../../server/auth/manage-grants';
import { readOutbox } from '../../server/mail/mailer';
import { type Lang, langPath } from '../../core/locales';
import { accountEn } from '../../site/src/i18n/account-en';
import { accountFr } from '../../site/src/i18n/account-fr';
import { accountNl } from '../../site/src/i18n/account-nl';
import { approvedOrganiser, createEvent } from '../support/event-fixtures';
import { book } from '../support/manage-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { hydrated } from './login';
import { fillPerson, receiptOf, startsWith, wizardText } from './wizard-helpers';

const ACCOUNT = { nl: accountNl, fr: accountFr, en: accountEn } as const;
const LANGS = ['nl', 'fr', 'en'] as const;

/**
 * The airport and flight words of each language, as whole words (French "vol" is not "volontiers");
 * Dutch writes them in compounds ("terugvlucht", "luchthavenvervoer"), so there any word holding them.
 */
const FORBIDDEN: Record<Lang, RegExp> = {
  nl: /[\p{L}]*(luchthaven|vlucht)[\p{L}]*/iu,
  fr: /(?<![\p{L}])(a[ée]roports?|vols?)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(airports?|flights?)(?![\p{L}])/iu,
};

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let eventId = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const org = await approvedOrganiser(server);
  eventId = await createEvent(server, org.token);
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/**
 * Every text under `selector` a reader meets, through open shadow roots: text nodes (not of style or
 * script), labels for assistive technology and placeholders.
 */
async function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const parts: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        return;
      }
      if (node instanceof Element) {
        if (node.tagName === 'STYLE' || node.tagName === 'SCRIPT') return;
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (node.hasAttribute(name)) parts.push(node.getAttribute(name) ?? '');
        if (node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
      }
      node.childNodes.forEach(walk);
    };
    const root = document.querySelector(sel);
    if (root) walk(root);
    return parts.join(' ').replace(/\s+/g, ' ');
  }, selector);
}

/**
 * Fails with the offending word and its surroundings when `text` holds an airport or flight word; the
 * venue's name (or `mustHold`) must be in it, so an empty scan cannot pass.
 */
function expectNoAirport(lang: Lang, where: string, text: string, mustHold = 'Warandepark'): void {
  expect(text, `${where} in ${lang}`).toContain(mustHold);
  const hit = FORBIDDEN[lang].exec(text);
  const around = hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 60) : '';
  expect(around, `${where} in ${lang}`).toBe('');
}

// One language after the other: the browser's pages share one localStorage, where each page sets its
// language before the site reads it; run at once on a busy machine, fr's setting reached nl's page,
// which then showed French (seen in two full runs).
describe('event mode speaks of the event', () => {
  it.each(LANGS)('in %s on every step, the outcome page and the manage page', async (lang) => {
    const t = ACCOUNT[lang];
    const page = await browser.newPage();
    await page.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
    await page.goto(`${server.url}${langPath(lang, 'event')}?id=${eventId}`);
    const widget = 'transfer-booking';
    // The event's name: English where asked, else its Dutch name (the event offers no French).
    await page.getByRole('heading', { name: lang === 'en' ? 'Summer concert' : 'Zomerconcert' }).waitFor();

    await page.getByLabel(startsWith(lang, 'start.postal')).fill('1000');
    // The city hint ("Town: Brussel, …") shows once the postal code is looked up.
    const cityWord = wizardText(lang, 'start.city', { city: '|', country: '' }).split(/\s*:/)[0]!;
    await page.getByText(cityWord).first().waitFor();
    expectNoAirport(lang, 'step 0', await textOf(page, widget));
    // The rides are "to the event" and "back from the event".
    await page.getByRole('checkbox', { name: wizardText(lang, 'event.to') }).waitFor();
    await page.getByRole('button', { name: wizardText(lang, 'nav.next') }).click();

    // Step 1: addresses and the times at the event; no airport, no flight field.
    await page.getByRole('heading', { name: wizardText(lang, 'event.addressesHeading') }).waitFor();
    // The ride back goes home to the same address unless another one is opened (issue 31).
    const group = page.getByRole('group', { name: wizardText(lang, 'event.to'), exact: true });
    // The street as the reader's language names it (Brussels is bilingual).
    await group
      .getByLabel(startsWith(lang, 'addresses.street'))
      .fill(lang === 'fr' ? 'Rue de la Loi' : 'Wetstraat');
    await group.getByText(wizardText(lang, 'addresses.suggestions', { count: 1 })).waitFor();
    await group.getByLabel(startsWith(lang, 'addresses.nr')).fill('16');
    // The overview names the venue with its address and labels the times.
    const overview = page.locator('.overview');
    await overview
      .getByText(/Warandepark, Wetstraat 16, 1000/)
      .first()
      .waitFor();
    await overview.getByText(wizardText(lang, 'event.arrivalAt', { time: '19:30' })).waitFor();
    await overview.getByTestId('pickup-estimate').waitFor();
    expectNoAirport(lang, 'step 1', await textOf(page, widget));
    await page.getByRole('button', { name: wizardText(lang, 'nav.next') }).click();

    // Step 2, then step 3 with a total.
    await page.getByRole('heading', { name: wizardText(lang, 'extras.heading') }).waitFor();
    expectNoAirport(lang, 'step 2', await textOf(page, widget));
    await fillPerson(page, lang);
    await page.getByTestId('total').waitFor();
    expectNoAirport(lang, 'step 3', await textOf(page, widget));

    // Pay in the sandbox; the confirmed page's summary speaks of the event.
    await page.getByRole('button', { name: wizardText(lang, 'nav.book') }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    // The sandbox page speaks the order's language: its approve button by value.
    await page.locator('button[value="approve"]').click();
    await page.waitForURL(/\/order-confirmed\?/);
    const bonnr = receiptOf(page);
    const summary = page.locator('.outcome-summary');
    await summary.getByRole('heading', { name: t['acc.event.leg.H'] }).waitFor();
    // The venue and its address.
    await summary.getByText('Warandepark, Wetstraat 16, 1000 ').first().waitFor();
    expectNoAirport(lang, 'outcome page', await textOf(page, 'main'));

    // The confirmation e-mail (owed work the scheduler sends after the commit) speaks of the event too.
    await server.scheduler.settled();
    const { rows } = await server.ctx.db.query<{ ecode: string }>(
      'SELECT ecode FROM orders WHERE bonnr = $1',
      [bonnr],
    );
    // Its subject names the booking code (issue 31).
    const mail = readOutbox(server.dataDir).find((m) => m.subject.includes(rows[0]!.ecode));
    expect(mail, `confirmation of ${bonnr}`).toBeDefined();
    expectNoAirport(lang, 'confirmation e-mail', `${mail!.subject} ${mail!.text}`);

    // The manage page, opened with the booking code and e-mail address.
    await page.goto(`${server.url}${langPath(lang, 'manage')}`);
    await hydrated(page);
    await page.getByLabel(t['acc.manage.code']).fill(rows[0]!.ecode);
    await page.getByLabel(t['acc.manage.email']).fill('ann@example.be');
    await page.getByRole('button', { name: t['acc.manage.open'] }).click();
    await page.getByRole('heading', { name: t['acc.outcome.summary'], exact: true }).waitFor();
    await page.getByRole('heading', { name: t['acc.event.leg.T'] }).waitFor();
    expectNoAirport(lang, 'manage page', await textOf(page, 'main'));
    // Its change dialog asks for the times at the event, not for flights.
    await page.getByRole('button', { name: t['acc.event.change'] }).click();
    await page.getByRole('dialog', { name: t['acc.event.change'] }).waitFor();
    const dialog = await textOf(page, '#change-dialog');
    expectNoAirport(lang, 'change dialog', dialog, t['acc.event.field.uurvluchtheen']);
    await page.close();
  });
});

describe('the failed page tells the truth', () => {
  it.each(LANGS)('in %s: an unpaid order got no confirmation', async (lang) => {
    const t = ACCOUNT[lang];
    const order = await book(server, { taal: lang.toUpperCase() as 'NL', status: 'failed' });
    const key = await createOutcomeGrant(server.ctx.db, order.id);
    const page = await browser.newPage();
    await page.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
    await page.goto(`${server.url}${langPath(lang, 'order-failed')}?orderID=${order.bonnr}#ref=${key}`);
    await page.getByText(t['acc.outcome.notSent']).waitFor();
    expect(await page.getByText(t['acc.outcome.emailSent']).count()).toBe(0);
    await page.close();
  });
});
