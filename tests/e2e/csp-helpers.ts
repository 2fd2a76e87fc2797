/**
 * Watching a page for Content-Security-Policy violations: every `securitypolicyviolation` event (they
 * bubble out of shadow roots to the document) and every console message Chromium writes for a blocked
 * resource, inline script or style.
 */
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** A violation as a line: the directive, what was blocked and where. */
export interface CspWatch {
  /** Violations reported by events in the documents loaded so far, and CSP console messages. */
  violations(): Promise<string[]>;
}

/** Starts watching `page` (before it loads anything) and returns a reader of what was seen. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) console.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${location.pathname})`,
      );
    });
  });
  return {
    async violations() {
      const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...events, ...console];
    },
  };
}
