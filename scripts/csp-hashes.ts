/**
 * Hashes the inline scripts and styles of the built site for its Content-Security-Policy. Run by the
 * site build (an Astro integration in astro.config.mjs, after the pages are written): every HTML file
 * under dist/site is read, the text of each inline <script> and <style> hashed (SHA-256, as CSP
 * compares them), and the result written to dist/site-csp.json, which the server reads at start
 * (server/http/page-policy.ts). Inline event handlers, style attributes and javascript: links cannot be
 * allowed by a hash without 'unsafe-hashes', so the build fails on them instead.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CSP_MANIFEST_FILE, type CspManifest, type PageSources } from '../server/http/page-policy';
import { LANGS } from '../site/src/utils/i18n';
import { PRIVATE_PAGES, pagePath } from '../site/src/utils/routes';
import { STYLES as WIDGET_STYLES } from '../widget/styles';

/** The CSP source of `text`: `'sha256-<base64>'` of its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const TAG = /<[a-zA-Z][^>]*>/g;
const FORBIDDEN_ATTRIBUTE = /\s(on[a-z]+|style)\s*=|\shref\s*=\s*["']?\s*javascript:/i;

/**
 * The hashes of the inline scripts (those without `src`) and <style> elements of one HTML page.
 * Throws on markup a hash cannot allow (an `on…=` handler, a `style=` attribute, a javascript: link).
 */
export function inlineSources(html: string, where = 'page'): Pick<PageSources, 'scripts' | 'styles'> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes = '', text = ''] of html.matchAll(INLINE)) {
    if (tag?.toLowerCase() === 'style') styles.add(cspHash(text));
    else if (!/\ssrc\s*=/i.test(attributes)) scripts.add(cspHash(text));
  }
  // Tags are checked with script and style contents removed, so code that merely mentions onclick= passes.
  for (const [tag] of html.replace(INLINE, '').matchAll(TAG)) {
    if (FORBIDDEN_ATTRIBUTE.test(tag)) {
      throw new Error(
        `${where}: ${tag.slice(0, 120)} has inline code or style that a CSP hash cannot allow.`,
      );
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The page files of the private pages in every language (`login/index.html`, `fr/login/index.html`, …). */
function privateFiles(): Set<string> {
  const files = LANGS.flatMap((lang) =>
    PRIVATE_PAGES.map((page) => {
      const path = pagePath(lang, page);
      return `${path.replace(/^\//, '')}${path.endsWith('/') ? '' : '/'}index.html`;
    }),
  );
  return new Set(files);
}

/**
 * Builds the manifest of the pages under `siteDir`. A page that embeds the wizard also allows the
 * widget's stylesheet as a <style>, the fallback of browsers without constructable stylesheets.
 */
export function buildCspManifest(siteDir: string): CspManifest {
  const closed = privateFiles();
  const widgetStyles = cspHash(WIDGET_STYLES);
  const pages: Record<string, PageSources> = {};
  for (const file of htmlFiles(siteDir).sort()) {
    const key = relative(siteDir, file).split(sep).join('/');
    const html = readFileSync(file, 'utf8');
    const { scripts, styles } = inlineSources(html, key);
    if (html.includes('<transfer-booking')) styles.push(widgetStyles);
    pages[key] = { scripts, styles, private: closed.has(key) };
  }
  const missing = [...closed].filter((f) => !(f in pages));
  if (missing.length > 0) throw new Error(`Private pages missing from the build: ${missing.join(', ')}.`);
  return { pages };
}

/** Writes the manifest of `siteDir` to its parent folder (dist/site → dist/site-csp.json). */
export function writeCspManifest(siteDir: string): string {
  const target = join(siteDir, '..', CSP_MANIFEST_FILE);
  writeFileSync(target, `${JSON.stringify(buildCspManifest(siteDir), null, 1)}\n`);
  return target;
}
