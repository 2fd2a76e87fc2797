/**
 * Issue 4 "Done when", accessibility: axe-core finds no serious or critical violation on any wizard
 * step (axe reaches into the element's open shadow root), and the keyboard alone takes a customer from
 * step 0 to the Book button on step 3, with a visible focus indicator on every control it lands on.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillAddresses, fillPerson, fillStart, openWidget } from './wizard-helpers';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on the whole document and lists the serious and critical violations with their nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
}

describe('axe-core on the wizard', () => {
  it('finds no serious or critical violation on steps 0 to 3 and in the coupon popup', async () => {
    const legs = { departure: true, arrival: true };
    const page = await openWidget(browser, server.url);
    expect(await seriousViolations(page), 'step 0').toEqual([]);
    // Next with nothing filled in shows the step's errors; they must be accessible too.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter a valid postal code').first().waitFor();
    expect(await seriousViolations(page), 'step 0 with errors').toEqual([]);
    await fillStart(page, legs);
    expect(await seriousViolations(page), 'step 1').toEqual([]);
    await fillAddresses(page, legs);
    expect(await seriousViolations(page), 'step 2').toEqual([]);
    await fillPerson(page);
    await page.getByTestId('total').waitFor();
    expect(await seriousViolations(page), 'step 3').toEqual([]);
    await page.getByRole('button', { name: 'Add a coupon' }).click();
    await page.getByRole('dialog', { name: 'Add a coupon' }).waitFor();
    expect(await seriousViolations(page), 'coupon popup').toEqual([]);
    await page.close();
  });
});
