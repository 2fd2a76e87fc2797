/**
 * The Content-Security-Policy of the site's pages. The pages are static files built by Astro; the few
 * scripts and styles inlined into them (the language redirect, the agent values, island loaders) are
 * allowed by their SHA-256 hashes, which the site build writes into a manifest beside the pages
 * (scripts/csp-hashes.ts). The server reads it once and answers each page with its own policy; nothing
 * allows 'unsafe-inline' or 'unsafe-eval' scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../log';

/** File name of the manifest, in the dist folder beside `site/` (so it is not served itself). */
export const CSP_MANIFEST_FILE = 'site-csp.json';

/** What one built page needs in its policy beyond 'self'. */
export interface PageSources {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scripts: string[];
  /** `'sha256-…'` sources of the page's inline <style> elements. */
  styles: string[];
  /** A page with a password or personal data (site PRIVATE_PAGES): never framed, sends no referrer. */
  private: boolean;
}

/** The manifest: the sources of every built page, keyed by its file under dist/site (`login/index.html`). */
export interface CspManifest {
  pages: Record<string, PageSources>;
}

/** The two headers a page is answered with. */
export interface PagePolicy {
  csp: string;
  referrer: string;
}

/** The page file a request path is served from: `/login` and `/login/` → `login/index.html`. */
export function pageFile(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed.endsWith('.html') ? trimmed : `${trimmed}/index.html`).replace(/^\/+/, '');
}

/**
 * Reads the manifest from `distDir`. A missing one (the site was never built, or by an older build)
 * gives no hashes: pages are still served, their inline scripts blocked rather than allowed blindly.
 */
export function readCspManifest(distDir: string): CspManifest {
  const file = join(distDir, CSP_MANIFEST_FILE);
  if (!existsSync(file)) {
    if (existsSync(join(distDir, 'site'))) {
      log.warn({ file }, 'the CSP manifest is missing: pages get no script hashes; run npm run build');
    }
    return { pages: {} };
  }
  return JSON.parse(readFileSync(file, 'utf8')) as CspManifest;
}

/**
 * Builds the policy of a page. `formAction` lists the origins forms may post to besides 'self' (the
 * payment provider's page). Private pages, and paths the manifest does not know, may not be framed at
 * all; other pages only by the site itself.
 */
export function pagePolicy(sources: PageSources | undefined, formAction: readonly string[]): PagePolicy {
  const closed = sources?.private ?? true;
  const csp = [
    "default-src 'self'",
    ['script-src', "'self'", ...(sources?.scripts ?? [])].join(' '),
    ['style-src', "'self'", ...(sources?.styles ?? [])].join(' '),
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...formAction].join(' '),
    `frame-ancestors ${closed ? "'none'" : "'self'"}`,
  ].join('; ');
  return { csp, referrer: closed ? 'no-referrer' : 'strict-origin-when-cross-origin' };
}
