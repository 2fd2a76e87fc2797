import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/mailer';
import { anonToken, orderPayload, quotedTotal } from '../support/order-fixtures';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let token: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  token = await anonToken(server);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Books a real order through the API (price call, then neworder) and returns its id and receipt number. */
async function book(taal = 'NL'): Promise<{ id: number; bonnr: string; ecode: string }> {
  const p = orderPayload({ taal });
  const json = { ...p, totaleprijs: await quotedTotal(server, token, p) };
  const { status, body } = await server.api('/billoprice/neworder', { json, token });
  expect(status).toBe(201);
  return { id: body.data.ID, bonnr: body.data.BONNR, ecode: body.data.ECODE };
}

/** Does what the widget does at the payment step: posts the server-prepared hidden form to its action. */
async function openPaymentPage(id: number, lang: string): Promise<Page> {
  const { body } = await server.api(`/payment/form/${id}?lang=${lang}`, { token });
  const { action, fields } = body.data as { action: string; fields: Record<string, string> };
  const page = await browser.newPage();
  await page.goto(`${server.url}/order-failed`);
  await Promise.all([
    page.waitForURL(`${server.url}/sandbox/orderstandard`),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, fields },
    ),
  ]);
  return page;
}

async function statusOf(id: number): Promise<string> {
  const { body } = await server.api(`/ordersbillo/${id}`, { token });
  return (body.data as { STATUS: string }[])[0]!.STATUS;
}

describe('the sandbox payment page', () => {
  it('approves: the browser lands on /order-confirmed and the order is paid', async () => {
    const order = await book();
    const page = await openPaymentPage(order.id, 'nl');
    expect(await page.title()).toBe('Betalen – testomgeving');
    await page.getByRole('radio', { name: 'Bancontact' }).check();
    await page.getByRole('button', { name: 'Goedkeuren' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderID')).toBe(order.bonnr);
    expect(url.searchParams.get('PAYID')).toMatch(/^\d+$/);
    expect(await statusOf(order.id)).toBe('paid');
    // The mail is owed work, sent by the scheduler right after the commit (issue 24).
    await server.scheduler.settled();
    expect(readOutbox(server.dataDir).filter((m) => m.subject.includes(order.ecode))).toHaveLength(1);
    await page.close();
  });

  it('declines: the browser lands on /order-failed with the order suffix and the order has failed', async () => {
    const order = await book('FR');
    const page = await openPaymentPage(order.id, 'fr');
    await page.getByRole('button', { name: 'Refuser' }).click();
    await page.waitForURL(/\/order-failed\?/);
    expect(new URL(page.url()).searchParams.get('orderID')).toBe(order.bonnr);
    expect(await statusOf(order.id)).toBe('failed');
    await page.close();
  });

  it('cancels: the browser lands on /order-canceled and the order is canceled', async () => {
    const order = await book('EN');
    const page = await openPaymentPage(order.id, 'en');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/order-canceled\?/);
    expect(new URL(page.url()).searchParams.get('orderID')).toBe(order.bonnr);
    expect(await statusOf(order.id)).toBe('payment_cancelled');
    await page.close();
  });

  it('can be operated with the keyboard and has no serious or critical axe violations', async () => {
    const order = await book('EN');
    const page = await openPaymentPage(order.id, 'en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByText('€', { exact: false }).count()).toBeGreaterThan(0);
    // The page's own policy forbids scripts; axe runs through the DevTools protocol instead.
    const violations = await page.evaluate(`${AXE}
      axe.run().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))`);
    expect(violations).toEqual([]);
    // Tab to the first button (past the radio group) and press Enter.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Approve') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Approve');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order-confirmed\?/);
    expect(await statusOf(order.id)).toBe('paid');
    await page.close();
  });
});
