/**
 * A partner website embeds the wizard with one script tag from the operator's server (README
 * "Embedding"). The partner page here is served by its own HTTP server, so it has another origin than
 * the product server: the widget must find the API on the server its script came from, and the API must
 * allow the cross-origin calls (preflight, bearer token, the exposed 401 challenge).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillBooking, fillStart } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let partner: Server;
let partnerBase = '';

/** The partner's page: its own content and the operator's script, in the module or the classic build. */
function partnerPage(script: string): string {
  return `<!doctype html><html lang="en"><head><title>Partner travel agency</title></head><body>
<h1>Partner travel agency</h1>
<transfer-booking lang="en"></transfer-booking>
${script}</body></html>`;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  partner = createServer((req, res) => {
    const widget = `${server.url}/widget`;
    const script =
      req.url === '/classic'
        ? `<script src="${widget}/transfer-booking.iife.js"></script>`
        : `<script type="module" src="${widget}/transfer-booking.js"></script>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerPage(script));
  });
  // 127.0.0.1 while the product server is reached as localhost: another origin on the same machine.
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerBase = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.dispose();
  await new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve()));
  await server?.close();
});

describe('the wizard embedded on a partner website', () => {
  it('books through the operator API from the partner origin up to a priced overview', async () => {
    const page = await browser.newPage();
    const apiOrigins = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin);
    });
    await page.goto(`${partnerBase}/`);
    expect(new URL(page.url()).origin).not.toBe(new URL(server.url).origin);
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    await fillBooking(page, { departure: true, arrival: false });
    expect(await page.getByTestId('total').textContent()).toMatch(/€\s?\d/);
    expect([...apiOrigins]).toEqual([new URL(server.url).origin]);
    await page.close();
  });

  it('works with the classic script build too', async () => {
    const page = await browser.newPage();
    await page.goto(`${partnerBase}/classic`);
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    await fillStart(page, { departure: true, arrival: false });
    await page.close();
  });
});
