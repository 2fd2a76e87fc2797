import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('home page', () => {
  it('is served with its title by the one product server', async () => {
    const page = await browser.newPage();
    const res = await page.goto(server.url);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toMatch(/^Airport Transfer/);
  });

  it('answers an unknown page with 404', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
  });
});
