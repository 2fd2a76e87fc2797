/**
 * Issue 13 "Done when": a partner is added in the back office and its shortcut route works at once.
 * An operator logs in, adds a partner on /en/backoffice#partners (axe finds nothing serious there, nor on
 * the staff, coupons, approvals and settings sections),
 * and /<slug> and its hyphen-less form land on the home page with the partner's licence and name in the
 * wizard, whose step 0 shows the partner's logo. The approvals approve one organiser and refuse another
 * with a reason that reaches the refusal e-mail. In the travel agencies section, by keyboard, the
 * operator adds an agency, opens it, adds an agent account and a PO number, disables that PO number
 * and changes the payment method.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStaffUser } from '../../server/cli/staff-commands';
import { readOutbox } from '../../server/mail/mailer';
import { boCatalogueEn } from '../../site/src/i18n/bo-catalogue-en';
import { STORAGE_KEYS } from '../../site/src/config';
import { en as widgetEn } from '../support/widget-texts';
import { requestOrganiser } from '../support/event-fixtures';
import { addAgents } from '../support/order-fixtures';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from './axe';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';

const EMAIL = 'planning@operator.example';
const PASSWORD = 'vlinder-luchthaven-58';
const t = boCatalogueEn;

let server: TestServer;
let refused: { username: string; status: number };
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await addAgents(server);
  expect((await requestOrganiser(server)).status).toBe(201);
  refused = await requestOrganiser(server, { organisation: 'Zomerbar Oostende' });
  expect(refused.status).toBe(201);
  await createStaffUser(server.ctx.db, { email: EMAIL, password: PASSWORD, role: 'operator', lang: 'en' });
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** A new tab with the operator logged in (anew: a session of an earlier test is forgotten). */
async function operatorPage(): Promise<Page> {
  await browser.clearCookies();
  const page = await browser.newPage();
  // Storage is cleared on a page that never navigates on its own: the login page sends a visitor who
  // is still logged in on to the account page, which destroyed the context under evaluate().
  await page.goto(`${server.url}/en/no-such-page`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, 'en'],
  );
  await page.goto(`${server.url}/en/login`);
  await submitLogin(page, EMAIL, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/en/login');
  return page;
}

describe('partners in the back office', () => {
  it('adds a partner whose shortcut route works at once', async () => {
    const page = await operatorPage();

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
    await requests.getByRole('button', { name: `${t['cat.approvals.approve']}: Gentse Feesten vzw` }).click();
    await page.getByRole('status').getByText(t['cat.saved']).waitFor();
    expect(
      (await server.ctx.db.query("SELECT 1 FROM organisers WHERE status = 'approved'")).rows,
    ).toHaveLength(1);
    // The other request is refused with a reason, which the refusal e-mail carries.
    const reason = page.getByLabel(t['cat.approvals.reason'].replace('{organisation}', 'Zomerbar Oostende'));
    await reason.fill('Wij rijden niet naar evenementen aan zee.');
    await reason.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await server.ctx.db.query("SELECT 1 FROM organisers WHERE status = 'refused'")).rows)
      .toHaveLength(1);
    await expect
      .poll(() =>
        readOutbox(server.dataDir)
          .filter((m) => m.to === refused.username)
          .some((m) => m.text.includes('Wij rijden niet naar evenementen aan zee.')),
      )
      .toBe(true);
    // And the settings: switching Brussels Airport off takes it off the public list at once.
    await page.getByRole('link', { name: t['cat.settings'] }).click();
    await page.getByLabel(t['cat.settings.earliest']).waitFor();
    expect(await seriousViolations(page), 'settings section').toEqual([]);
    await page.getByRole('checkbox', { name: /\(BRU\)/ }).uncheck();
    // Issue 27: the one cancellation scale, the default one checked; the Dutch terms' scale chosen.
    expect(await page.getByRole('radio', { name: t['cat.settings.scale.intl'] }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: t['cat.settings.scale.nl'] }).check();
    await page.getByRole('button', { name: t['cat.settings.save'] }).click();
    await page.getByRole('status').getByText(t['cat.saved']).waitFor();
    const scale = await server.ctx.db.query(
      "SELECT value FROM app_settings WHERE key = 'cancellation_scale'",
    );
    expect(scale.rows).toEqual([{ value: 'nl' }]);
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

  it('adds a travel agency by keyboard, with an account and a PO number it then disables', async () => {
    const page = await operatorPage();
    await page.goto(`${server.url}/en/backoffice#agents`);
    const section = page.getByRole('region', { name: t['cat.agents'] });
    await section.getByRole('table', { name: t['cat.agents.caption'] }).waitFor();
    expect(await seriousViolations(page), 'agents list and form').toEqual([]);

    // Add an agency: every field by its label, the form sent with Enter.
    const add = section.getByRole('form', { name: t['cat.agents.add'] });
    await add.getByLabel(t['cat.agents.licence']).fill('TA-NOORD');
    await add.getByLabel(t['cat.partners.name']).fill('Reisbureau Noord');
    await add.getByLabel(t['cat.staff.email']).fill('boekingen@noord.example');
    await add.getByLabel(t['cat.agents.payment']).selectOption('ONLINE');
    await add.getByLabel(t['cat.coupons.campaignName']).fill('NOORD');
    await add.getByLabel(t['cat.coupons.campaignName']).press('Enter');
    await section.getByRole('status').getByText('Reisbureau Noord').waitFor();
    const open = section.getByRole('button', {
      name: t['cat.agents.open'].replace('{name}', 'Reisbureau Noord'),
    });
    await open.focus();
    await page.keyboard.press('Enter');

    // The opened agency's heading takes the focus.
    const heading = t['cat.agents.detail']
      .replace('{name}', 'Reisbureau Noord')
      .replace('{licence}', 'TA-NOORD');
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(heading);
    await page.getByText(t['cat.agents.noAccounts']).waitFor();
    expect(await seriousViolations(page), 'opened agency').toEqual([]);

    // An agent account, in French.
    const account = page.getByRole('form', { name: t['cat.agents.addAccount'] });
    await account.getByLabel(t['cat.staff.email']).fill('an@noord.example');
    await account.getByLabel(t['cat.staff.password']).fill('zomer-reis-noord-2027');
    await account.getByLabel(t['cat.agents.firstname']).fill('An');
    await account.getByLabel(t['cat.agents.lastname']).fill('Peeters');
    await account.getByLabel(t['cat.agents.lang']).selectOption('fr');
    await account.getByLabel(t['cat.agents.lastname']).press('Enter');
    await page.getByRole('rowheader', { name: 'an@noord.example' }).waitFor();
    const user = await server.ctx.db.query<{ agent_licence: string; lang: string }>(
      "SELECT agent_licence, lang FROM users WHERE username = 'an@noord.example'",
    );
    expect(user.rows[0]).toMatchObject({ agent_licence: 'TA-NOORD', lang: 'fr' });

    // A PO number paid by the agency, 10 % off Business and 5 % off Comfort, for 2027.
    const po = page.getByRole('form', { name: t['cat.agents.po.add'] });
    await po.getByLabel(t['cat.agents.po.code']).fill('PO-NOORD-1');
    await po.getByLabel(t['cat.agents.po.paidByAgent']).focus();
    await page.keyboard.press('Space');
    await po.getByLabel(t['cat.agents.po.business']).fill('10');
    await po.getByLabel(t['cat.agents.po.comfort']).fill('5');
    await po.getByLabel(t['cat.agents.po.from']).fill('2027-01-01');
    await po.getByLabel(t['cat.agents.po.until']).fill('2027-12-31');
    await po.getByLabel(t['cat.agents.po.code']).press('Enter');
    await page.getByRole('rowheader', { name: 'PO-NOORD-1' }).waitFor();
    const row = () =>
      server.ctx.db.query<Record<string, unknown>>(
        `SELECT agent_licence, paid_by_agent, business_discount_percent, comfort_discount_percent,
                valid_from, valid_until, disabled_at IS NOT NULL AS disabled FROM po_numbers WHERE code = 'PO-NOORD-1'`,
      );
    expect((await row()).rows[0]).toMatchObject({
      agent_licence: 'TA-NOORD',
      paid_by_agent: true,
      business_discount_percent: 10,
      comfort_discount_percent: 5,
      disabled: false,
    });
    expect(String((await row()).rows[0]?.valid_until)).toMatch(/2027.12.31/);
    expect(await seriousViolations(page), 'agency with an account and a PO number').toEqual([]);

    // Disable the PO number, then make the agency pay by invoice.
    await page.getByRole('button', { name: `${t['cat.staff.disable']}: PO-NOORD-1` }).click();
    await page.getByRole('button', { name: `${t['cat.staff.enable']}: PO-NOORD-1` }).waitFor();
    await page
      .getByRole('status')
      .getByText(t['cat.agents.po.nowDisabled'].replace('{code}', 'PO-NOORD-1'))
      .waitFor();
    expect((await row()).rows[0]?.disabled).toBe(true);
    await page.getByLabel(t['cat.agents.payment'], { exact: true }).selectOption('INVOICE');
    await page.getByRole('button', { name: t['cat.agents.save'] }).click();
    await page
      .getByRole('status')
      .getByText(t['cat.agents.saved'].replace('{name}', 'Reisbureau Noord'))
      .waitFor();
    const agent = await server.ctx.db.query<{ payment_method: string }>(
      "SELECT payment_method FROM agents WHERE licence = 'TA-NOORD'",
    );
    expect(agent.rows[0]?.payment_method).toBe('INVOICE');
    // Back to the list, where the agency shows its campaign.
    await page.getByRole('button', { name: t['cat.agents.back'] }).click();
    await section
      .getByRole('row', { name: /Reisbureau Noord/ })
      .getByText('NOORD', { exact: true })
      .waitFor();
    await page.close();
  });
});
