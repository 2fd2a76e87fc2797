/**
 * Issue 13 "Done when": a partner is added in the back office and its shortcut route works at once.
 * An operator logs in, adds a partner on /en/backoffice#partners (axe finds nothing serious there, nor on
 * the staff, coupons, approvals and settings sections),
 * and /<slug> and its hyphen-less form land on the home page with the partner's licence and name in the
 * wizard, whose step 0 shows the partner's logo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../server/backoffice/staff-accounts';
import { accountEn } from '../../site/src/i18n/account-en';
import { boCatalogueEn } from '../../site/src/i18n/bo-catalogue-en';
import { STORAGE_KEYS } from '../../site/src/config';
import widgetEn from '../../widget/i18n/en';
import { requestOrganiser } from '../api/event-fixtures';
import { addAgents } from '../api/order-fixtures';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from './axe';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'planning@operator.example';
const PASSWORD = 'vlinder-luchthaven-58';
const t = boCatalogueEn;

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await addAgents(server);
  expect((await requestOrganiser(server)).status).toBe(201);
  await createStaffUser(server.ctx.db, { email: EMAIL, password: PASSWORD, role: 'operator', lang: 'en' });
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

describe('partners in the back office', () => {
  it('adds a partner whose shortcut route works at once', async () => {
    const page = await browser.newPage();
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE_KEYS.language, 'en'],
    );
    await page.goto(`${server.url}/en/login`);
    await page.waitForSelector('astro-island:not([ssr])');
    await page.getByLabel(label(accountEn['acc.login.username'])).fill(EMAIL);
    await page.getByLabel(label(accountEn['acc.login.password'])).fill(PASSWORD);
    await page.getByRole('button', { name: accountEn['acc.login.submit'] }).click();
    await page.waitForURL((url) => url.pathname !== '/en/login');

    await page.goto(`${server.url}/en/backoffice#partners`);
    const section = page.getByRole('region', { name: t['cat.partners'] });
    await section.getByText(t['cat.partners.none']).waitFor();
    expect(await seriousViolations(page), 'empty list and form').toEqual([]);
    // By keyboard: each field is reached by its label, the form is sent with Enter.
    await page.getByLabel(t['cat.partners.name']).fill('Reizen Zuid');
    await page.getByLabel(t['cat.partners.talic']).fill('TA-1');
    await page.getByLabel(t['cat.partners.code']).fill('ZUID');
    await page.getByLabel(t['cat.partners.code']).press('Enter');
    await section.getByRole('status').getByText('/reizen-zuid').waitFor();
    await section
      .getByRole('table', { name: t['cat.partners.caption'] })
      .getByRole('rowheader', { name: 'Reizen Zuid' })
      .waitFor();
    expect(await seriousViolations(page), 'list with the new partner').toEqual([]);
    // The staff section beside it: the operator's own account has no button to disable it.
    await page.getByRole('link', { name: t['cat.staff'] }).click();
    const staff = page.getByRole('table', { name: t['cat.staff.caption'] });
    await staff.getByRole('rowheader', { name: EMAIL }).waitFor();
    expect(await staff.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page), 'staff section').toEqual([]);
    // And the coupons section, with the refund coupons in a table of their own.
    await page.getByRole('link', { name: t['cat.coupons'] }).click();
    await page.getByRole('table', { name: t['cat.coupons.refund'] }).waitFor();
    expect(await seriousViolations(page), 'coupons section').toEqual([]);
    // The approvals: an organiser request waits, the operator approves it.
    await page.getByRole('link', { name: t['cat.approvals'] }).click();
    const requests = page.getByRole('table', { name: t['cat.approvals.organisers'] });
    await requests.waitFor();
    expect(await seriousViolations(page), 'approvals section').toEqual([]);
    await requests.getByRole('button', { name: new RegExp(`^${t['cat.approvals.approve']}:`) }).click();
    await page.getByRole('status').getByText(t['cat.saved']).waitFor();
    expect(
      (await server.ctx.db.query("SELECT 1 FROM organisers WHERE status = 'approved'")).rows,
    ).toHaveLength(1);
    // And the settings: switching Brussels Airport off takes it off the public list at once.
    await page.getByRole('link', { name: t['cat.settings'] }).click();
    await page.getByLabel(t['cat.settings.earliest']).waitFor();
    expect(await seriousViolations(page), 'settings section').toEqual([]);
    await page.getByRole('checkbox', { name: /\(BRU\)/ }).uncheck();
    await page.getByRole('button', { name: t['cat.settings.save'] }).click();
    await page.getByRole('status').getByText(t['cat.saved']).waitFor();
    const airports = (await (await fetch(`${server.url}/api/airports`)).json()) as { data: { ID: string }[] };
    expect(airports.data.map((a) => a.ID)).not.toContain('BRU');

    for (const path of ['/reizen-zuid', '/reizenzuid']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/en/');
      const query = new URL(page.url()).searchParams;
      expect([query.get('TALIC'), query.get('TANAME'), query.get('PARTNER')]).toEqual([
        'TA-1',
        'Reizen Zuid',
        'ZUID',
      ]);
      // The wizard reads the partner's data from the address and books as the partner.
      await expect.poll(() => page.getByTestId('agent').innerText()).toContain('TA-1');
      expect(await page.getByTestId('agent').innerText()).toContain('Reizen Zuid');
    }
    // Step 0's logos come from the same list.
    await page.goto(`${server.url}/en/`);
    const logos = page.getByRole('region', { name: widgetEn['start.partners'] });
    await logos.getByRole('img', { name: 'Reizen Zuid' }).waitFor();
    await page.close();
  });
});
