/** The site's login page in the browser tests. */
import type { Page } from 'playwright-core';

/**
 * Waits until the page's account island has hydrated: before that its server-rendered form does
 * nothing on Enter or a click (its submit button is disabled), so a test that sends it at once fails on
 * a busy machine. Astro drops an island's `ssr` mark once it has hydrated. (Text typed early is taken
 * over on hydration: tests/e2e/early-typing.test.ts.)
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('astro-island:not([ssr])');
}

/**
 * Fills the login form of the page `page` shows and submits it with Enter, once the form's island has
 * hydrated (see {@link hydrated}): Enter before that submits nothing, and the test would wait for a page
 * that never comes.
 */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.waitForSelector('astro-island:not([ssr]) #login-password');
  await page.fill('#login-username', username);
  await page.fill('#login-password', password);
  await page.press('#login-password', 'Enter');
}
