/** The site's login page in the browser tests. */
import type { Page } from 'playwright-core';

/**
 * Waits until the page's account island has hydrated: typing into its server-rendered form before that
 * is lost on a busy machine. Astro drops an island's `ssr` mark once it has hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('astro-island:not([ssr])');
}

/**
 * Fills the login form of the page `page` shows and submits it with Enter, once the form's island has
 * hydrated: typing into the server-rendered form before that is lost on a busy machine (the form then
 * submits nothing and the test waits for a page that never comes). Astro drops an island's `ssr` mark
 * once it has hydrated.
 */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.waitForSelector('astro-island:not([ssr]) #login-password');
  await page.fill('#login-username', username);
  await page.fill('#login-password', password);
  await page.press('#login-password', 'Enter');
}
