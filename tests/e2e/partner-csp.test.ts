/**
 * A partner page with a strict Content-Security-Policy: scripts only from the operator's server,
 * styles only from its own origin (no 'unsafe-inline'). The widget must load, be styled and book, and
 * the partner must need nothing in its policy beyond the widget's origin: the element styles its shadow
 * root with a constructable stylesheet (adoptedStyleSheets), which a style-src does not govern, instead
 * of a <style> element, which it blocks.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { watchCsp } from './csp-helpers';
import { fillBooking } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let partner: Server;
let partnerBase = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  partner = createServer((req, res) => {
    const widget = `${server.url}/widget`;
    const url = new URL(req.url ?? '/', 'http://partner');
    const script =
      url.pathname === '/classic'
        ? `<script src="${widget}/transfer-booking.iife.js"></script>`
        : `<script type="module" src="${widget}/transfer-booking.js"></script>`;
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    // The strict policy, as a partner would write it for the widget: its origin for scripts, nothing else.
    if (!url.searchParams.has('no-csp'))
      headers['content-security-policy'] = `script-src ${new URL(server.url).origin}; style-src 'self'`;
    res.writeHead(200, headers);
    res.end(`<!doctype html><html lang="en"><head><title>Partner with a strict policy</title></head><body>
<h1>Partner travel agency</h1>
<transfer-booking lang="en"></transfer-booking>
${script}</body></html>`);
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

/** Styles only the widget's stylesheet sets: the host is a block, a primary button has the accent colour. */
async function widgetStyles(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('transfer-booking') as HTMLElement;
    const primary = host.shadowRoot?.querySelector('button.primary') as HTMLElement | null;
    return {
      display: getComputedStyle(host).display,
      primaryBackground: primary ? getComputedStyle(primary).backgroundColor : null,
      styleElements: host.shadowRoot?.querySelectorAll('style').length ?? 0,
      adopted: host.shadowRoot?.adoptedStyleSheets?.length ?? 0,
    };
  });
}

const STYLED = { display: 'block', primaryBackground: 'rgb(11, 92, 173)' };

describe('the widget on a partner page whose policy allows only its script origin', () => {
  it('loads styled, books up to a priced overview, and breaks no rule of the policy', async () => {
    const page = await browser.newPage();
    const csp = await watchCsp(page);
    const res = await page.goto(`${partnerBase}/`);
    expect(res?.headers()['content-security-policy']).toContain("style-src 'self'");
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    expect(await widgetStyles(page)).toMatchObject({ ...STYLED, styleElements: 0, adopted: 1 });
    await fillBooking(page, { departure: true, arrival: false });
    expect(await page.getByTestId('total').textContent()).toMatch(/€\s?\d/);
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });

  it('loads styled with the classic script build too', async () => {
    const page = await browser.newPage();
    const csp = await watchCsp(page);
    await page.goto(`${partnerBase}/classic`);
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    expect(await widgetStyles(page)).toMatchObject(STYLED);
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });
});

describe('a browser without constructable stylesheets', () => {
  it('gets the same styles from a <style> element in the shadow root', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      // As in browsers before constructable stylesheets: neither the property nor replaceSync exists.
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
      delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
      delete (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync;
    });
    await page.goto(`${partnerBase}/?no-csp`);
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    expect(await widgetStyles(page)).toMatchObject({ ...STYLED, styleElements: 1, adopted: 0 });
    await page.close();
  });
});
