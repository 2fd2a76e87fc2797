/**
 * Issue 23 "Done when", the operator's cancellation of a paid order refunded to the card in Chromium:
 * the order is paid through the sandbox, an operator cancels it in the back office, the e-mail sent
 * over SMTP (the stand-in) carries the choice link, the customer opens it in their own browser, chooses
 * the refund to the card with the keyboard, and the page and the back office show it refunded. axe-core
 * finds nothing serious on the choice page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFr as fr } from '../../site/src/i18n/account-fr';
import { boOrdersEn as t } from '../../site/src/i18n/bo-orders-en';
import { STAFF_PASSWORD, staffToken } from '../support/backoffice-fixtures';
import { sandboxDecision, seedOrder, statusOf, visitor } from '../support/payment-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { readableMail, startSmtpStandIn, type RunningSmtp } from '../support/smtp';
import { seriousViolations } from './axe';
import { submitLogin } from './login';

let server: TestServer;
let smtp: RunningSmtp;
let operatorBrowser: Awaited<ReturnType<typeof launchBrowser>>;
let customerBrowser: Awaited<ReturnType<typeof launchBrowser>>;
let office: Page;
let order: { id: number; bonnr: string; ecode: string };

const fill = (text: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), text);

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startTestServer({ SMTP_URL: smtp.url });
  operatorBrowser = await launchBrowser();
  customerBrowser = await launchBrowser();
  // A French customer's order paid by card on the sandbox provider's page.
  const owner = await visitor(server);
  order = await seedOrder(server, { tokenId: owner.tokenId, totalCents: 18_950, taal: 'FR' });
  await sandboxDecision(server, owner.token, order.id, 'approve');
  expect(await statusOf(server, order.id)).toBe('paid');
  const { email } = await staffToken(server, 'operator');
  office = await operatorBrowser.newPage();
  await office.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await office.goto(`${server.url}/en/login?next=${encodeURIComponent('/en/backoffice')}`);
  await submitLogin(office, email, STAFF_PASSWORD);
  await office.waitForURL('**/en/backoffice');
});

afterAll(async () => {
  await operatorBrowser?.dispose();
  await customerBrowser?.dispose();
  await server?.close();
  await smtp?.close();
});

/** Opens the order in the back office, fresh from the server. */
async function openOrder(): Promise<void> {
  await office.getByRole('link', { name: t['orders.nav'] }).click();
  await office.getByRole('searchbox', { name: t['orders.q'] }).fill(order.bonnr);
  await office.getByRole('button', { name: t['orders.search'], exact: true }).click();
  await office.getByRole('button', { name: fill(t['orders.open'], { bonnr: order.bonnr }) }).click();
  await office
    .getByRole('heading', { name: fill(t['detail.title'], { bonnr: order.bonnr, ecode: order.ecode }) })
    .waitFor();
}

describe('an operator’s cancellation refunded to the card', () => {
  let link = '';

  it('cancels the paid order in the back office; the customer is e-mailed a choice link', async () => {
    await openOrder();
    // The operator's own cancellation is offered first and chosen already for a card payment.
    const choice = office.getByRole('radio', { name: fill(t['cancel.choice'], { amount: '€189.50' }) });
    expect(await choice.isChecked()).toBe(true);
    await office.getByRole('button', { name: t['cancel.submit'] }).click();
    await office
      .getByRole('status')
      .filter({ hasText: fill(t['cancel.doneChoice'], { amount: '€189.50' }) })
      .waitFor();
    // The choice link is owed work (issue 24), sent by the scheduler just after the cancellation.
    const choiceMail = () =>
      smtp.received.map(readableMail).find((m) => m.includes(order.bonnr) && m.includes('#t='));
    await expect.poll(() => choiceMail() !== undefined).toBe(true);
    const mail = choiceMail();
    expect(mail).toMatch(/^To: tine@example\.be$/m);
    const found = /https?:\/\/\S+\/fr\/refund#t=[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0];
    expect(found).toBeTruthy();
    // The link names the operator's public address; this test server listens on its own port.
    const url = new URL(found!);
    link = `${server.url}${url.pathname}${url.hash}`;
  });

  it('lets the customer choose the refund to the card with the keyboard; the page says refunded', async () => {
    const page = await customerBrowser.newPage();
    await page.goto(link);
    await page.waitForSelector('astro-island:not([ssr])');
    const card = page.getByRole('radio', { name: /^Remboursement sur la carte/ });
    await card.waitFor();
    // The amount and both options are there; the secret has left the address bar.
    expect(await page.getByText(/189,50\s€/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio').count()).toBe(2);
    expect(page.url()).not.toContain('#t=');
    expect(await seriousViolations(page)).toEqual([]);
    // Tab into the radio group, pick the card with the keyboard, then Tab to the button and press Enter.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    let focused = '';
    for (let i = 0; i < 60 && focused !== 'refund-card' && focused !== 'refund-coupon'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(['refund-card', 'refund-coupon']).toContain(focused);
    if (focused === 'refund-coupon') await page.keyboard.press('ArrowUp');
    else await page.keyboard.press('Space');
    expect(await card.isChecked()).toBe(true);
    let onButton = false;
    for (let i = 0; i < 10 && !onButton; i++) {
      await page.keyboard.press('Tab');
      onButton = await page.evaluate(() => document.activeElement?.getAttribute('type') === 'submit');
    }
    expect(onButton).toBe(true);
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: /^Remboursée/ });
    await done.waitFor();
    expect(await done.innerText()).toContain(fr['acc.status.refunded']);
    expect(await statusOf(server, order.id)).toBe('refunded');
    expect(await seriousViolations(page)).toEqual([]);
    // The link is used once: opened again, it shows the choice made and offers nothing.
    await page.goto(link);
    await page
      .getByRole('status')
      .filter({ hasText: /^Remboursée/ })
      .waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.close();
  });

  it('shows the back office the order refunded and the choice made', async () => {
    await office.getByRole('button', { name: t['orders.back'] }).click();
    await openOrder();
    await office.getByText(t['status.refunded'], { exact: false }).first().waitFor();
    const choices = office.getByRole('table', { name: t['detail.refundChoices'] });
    await choices.getByRole('cell', { name: t['choice.card'] }).waitFor();
    expect(await choices.getByRole('cell', { name: '€189.50' }).count()).toBe(1);
  });
});
