/**
 * Issue 28: `GET /api/legal/:doc?lang=` gives the widget's dialog the text of the site's terms and
 * privacy pages, the same text from one source. The attack on informed consent it closes: a widget on
 * a partner's page linked to the partner's `/terms`, so the customer accepted terms nobody could read.
 * Each answer is held to the built page itself as the server answers it, for the scale in force.
 * Needs `npm run build` first (the fragments are written by the site build).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_SCALE_IDS, LANGS, langPath, type Lang, type LegalText } from '../../../core';
import { writeCancellationScale } from '../../../server/manage/cancellation-scale-setting';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => writeCancellationScale(server.ctx.db, 'intl'));

async function legal(doc: string, lang: Lang): Promise<LegalText> {
  const res = await fetch(`${server.url}/api/legal/${doc}?lang=${lang}`, {
    headers: { origin: 'https://partner.example' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  return ((await res.json()) as { data: LegalText }).data;
}

/** The page as the site serves it, with its text only: tags and white space between them dropped. */
async function pageText(path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return textOf(html);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('GET /api/legal/:doc', () => {
  it.each(LANGS)('answers the privacy statement in %s as the privacy page states it', async (lang) => {
    const text = await legal('privacy', lang);
    expect(text.title.length).toBeGreaterThan(3);
    expect(text.html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const page = await pageText(langPath(lang, 'privacy'));
    expect(page).toContain(textOf(`<h1>${text.title}</h1>${text.html}`));
  });

  it.each(CANCELLATION_SCALE_IDS.flatMap((scale) => LANGS.map((lang) => [scale, lang] as const)))(
    'answers the terms of the scale in force (%s) in %s as the terms page states them',
    async (scale, lang) => {
      await writeCancellationScale(server.ctx.db, scale);
      const text = await legal('terms', lang);
      expect(text.html).toContain(`data-cancellation-scale="${scale}"`);
      const page = await pageText(langPath(lang, 'terms'));
      expect(page).toContain(textOf(text.html));
    },
  );

  it('refuses an unknown document or language with a 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/legal/cookies?lang=nl', 'doc'],
      ['/api/legal/..%2Fsite-operator?lang=nl', 'doc'],
      ['/api/legal/terms?lang=de', 'lang'],
      ['/api/legal/terms', 'lang'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { field?: string }).field, path).toBe(field);
    }
  });
});
