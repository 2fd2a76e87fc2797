/**
 * A visitor on a slow phone types into a server-rendered form before the page's script has run: what
 * was typed must count once the form comes alive, not leave the form thinking its fields are empty.
 * The page's scripts are held back until both login fields are filled in, as a slow network would.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from '../../site/src/utils/account-i18n';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const USERNAME = `early-${Date.now()}@example.be`;
const PASSWORD = 'vroege-vogel-trein-8';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const anon = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  const reg = await server.api('/billousers/newuser', {
    token: anon.body.access_token,
    json: {
      username: USERNAME,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstname: 'Eva',
      lastname: 'Peeters',
    },
  });
  expect(reg.status).toBe(201);
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Opens `path` with the site's scripts held back; the returned function lets them load. */
async function openWithoutScripts(path: string): Promise<{ page: Page; release: () => void }> {
  const page = await browser.newPage();
  await page.addInitScript("localStorage.setItem('tb-lang', 'en')");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded, so the page counts as open once its form is there.
  await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector('#login-password');
  return { page, release };
}

describe('typing before the page’s script has run', () => {
  it('logs in with what was typed into the login form', async () => {
    const { page, release } = await openWithoutScripts('/en/login');
    await page.fill('#login-username', USERNAME);
    await page.fill('#login-password', PASSWORD);
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    release();
    await page.waitForSelector('astro-island:not([ssr]) #login-password');
    const submit = page.getByRole('button', { name: at('en', 'acc.login.submit') });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL('**/en/account');
    await page.close();
  });
});
