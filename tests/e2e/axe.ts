/** axe-core in a page of the browser tests, under the site's strict Content-Security-Policy. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on `page`'s document and lists the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The page's Content-Security-Policy blocks injected script tags; axe runs through the DevTools protocol.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations as {
      id: string;
      impact: string | null;
      nodes: { target: unknown[] }[];
    }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
}
