/**
 * Issue 30: every page of the built site, in every language, holds to docs/glossary.md, as the server
 * serves it (`npm run build` first). The pages are every index.html under dist/site, not a list: nl at
 * /, fr at /fr/, en at /en/; and the 404 page. Each page's visible text (and the attribute texts a user reads) goes
 * through the glossary's one checker (tests/support/glossary-rules.ts) in the page's language, or in the
 * language an element states (tests/support/page-glossary.ts). A failure names the page, the language,
 * the refused term and the line it is in. tests/unit/i18n/glossary.test.ts holds the catalogues, e-mails
 * and PDFs; a page adds the words written in its .astro file and what its parts print together.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_SCALE, isCancellationScale, type TermsVersion } from '../../core/cancellation';
import { LANGS, type Lang } from '../../core/locales';
import { writeCancellationScale } from '../../server/manage/cancellation-scale-setting';
import { catalogueTexts, ROOT, type CatalogueText } from '../support/catalogue-files';
import { readGlossaryRules } from '../support/glossary-rules';
import { writeOperatorFile } from '../support/operator-file';
import { refusedOnPage } from '../support/page-glossary';
import { startTestServer, type TestServer } from '../support/server';

const RULES = readGlossaryRules();
const SITE = join(ROOT, 'dist/site');

/** A built page: the path the server serves it at, its language and the cancellation scale it states. */
interface BuiltPage {
  path: string;
  lang: Lang;
  scale: TermsVersion;
  name: string;
}

/**
 * Every built page, its language from its first folder. A scale's copy (`terms/cancellation-scale-nl`)
 * is served at its page's own path while that scale is the operator's setting (core/cancellation-scale-pages.ts).
 */
const PAGES: BuiltPage[] = readdirSync(SITE, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => {
    const dir = file.slice(0, -'index.html'.length);
    const first = dir.split('/')[0]!;
    const lang: Lang = first === 'fr' || first === 'en' ? first : 'nl';
    const copy = /^(.*)\/cancellation-scale-([a-z]+)\/$/.exec(dir);
    const scale = copy && isCancellationScale(copy[2]) ? copy[2] : DEFAULT_CANCELLATION_SCALE;
    const folder = copy ? `${copy[1]}/` : dir;
    // A language's home keeps its slash (/fr/); the other pages are served without one (/fr/terms).
    const path = folder === '' || folder === `${lang}/` ? `/${folder}` : `/${folder.slice(0, -1)}`;
    const name = scale === DEFAULT_CANCELLATION_SCALE ? path : `${path} (${scale} scale)`;
    return { path, lang, scale, name };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
/** The page the server answers an unknown path with (dist/site/404.html, in Dutch). */
const NOT_FOUND = { path: '/glossary-no-such-page', lang: 'nl' as const, name: '404.html' };

let server: TestServer;
let catalogue: CatalogueText[];
beforeAll(async () => {
  server = await startTestServer({ OPERATOR_FILE: writeOperatorFile() });
  catalogue = await catalogueTexts();
}, 120_000);
afterAll(() => server.close());

describe('the glossary on every built page', () => {
  it('lists every page of the built site in the three languages, and each scale’s terms', () => {
    const names = PAGES.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['/', '/fr/', '/en/', '/terms', '/fr/terms', '/en/terms']));
    expect(PAGES.filter((p) => p.scale !== DEFAULT_CANCELLATION_SCALE).length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect(PAGES.filter((p) => p.lang === lang).length, lang).toBeGreaterThan(20);
    }
  });

  // The same path as the pages below, fed a page with refused variants: it must fail on each.
  it('fails on a refused variant in a page’s text, its attributes and a passage in another language', () => {
    const html =
      '<!DOCTYPE html><html lang="nl"><head><title>Uw bonnummer</title><style>.heenreis{}</style></head>' +
      '<body><h2>Heen</h2><p>Kies een <strong>kinderstoel</strong>.</p><img alt="Premiumwagen">' +
      '<input placeholder="Achternaam"><button aria-label="Bewaren">✓</button>' +
      '<p lang="en">Book your <em>pick-up</em></p><script>var bonnummer = 1;</script>' +
      '<footer>E-mail: <a href="mailto:x@y.be">x@y.be</a></footer></body></html>';
    const found = refusedOnPage('/test', html, 'nl', RULES, catalogue);
    expect(found).toEqual([
      expect.stringMatching(/^\/test \[nl\]: "bonnummer" .* in “Uw bonnummer”$/),
      expect.stringMatching(/^\/test \[nl\]: label "heen" /),
      expect.stringMatching(/^\/test \[nl\]: "kinderstoel" .* in “Kies een kinderstoel\.”$/),
      expect.stringMatching(/^\/test \[nl\]: "premiumwagen" /),
      expect.stringMatching(/^\/test \[nl\]: "achternaam" /),
      expect.stringMatching(/^\/test \[nl\]: "bewaren" /),
      expect.stringMatching(/^\/test \[en\]: "pick-up" /),
    ]);
    // The footer's "E-mail: …" is allowed because it shows footer.email's message, the key the glossary
    // allows it in: without that message to show, the same line fails.
    const footer = '<html><body><footer>E-mail: <a>x@y.be</a></footer></body></html>';
    expect(refusedOnPage('/t', footer, 'fr', RULES, catalogue)).toEqual([]);
    expect(refusedOnPage('/t', footer, 'fr', RULES, [])).toEqual([
      expect.stringMatching(/^\/t \[fr\]: label "e-mail" /),
    ]);
  });

  it.each(LANGS)('has no page in %s using a variant it refuses', async (lang) => {
    const offending: string[] = [];
    for (const { path, scale, name } of PAGES.filter((p) => p.lang === lang)) {
      await writeCancellationScale(server.ctx.db, scale);
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, name).toBe(200);
      const html = await res.text();
      expect(/<html[^>]*\slang="([a-z]+)"/.exec(html)?.[1], name).toBe(lang);
      offending.push(...refusedOnPage(name, html, lang, RULES, catalogue));
    }
    expect(offending).toEqual([]);
  });

  it('has no refused variant on the page of an unknown path', async () => {
    const res = await fetch(`${server.url}${NOT_FOUND.path}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
    expect(refusedOnPage(NOT_FOUND.name, html, NOT_FOUND.lang, RULES, catalogue)).toEqual([]);
  });
});
