/**
 * docs/glossary.md holds one term per concept per language and strikes through (~~term~~) the terms
 * it replaces. Every catalogue of every part, found by where it lives (tests/support/catalogue-files),
 * must avoid the replaced terms of its language, so "bonnummer" or "numéro de bon" cannot come back
 * in a text a later issue adds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../core/locales';
import { ROOT, catalogueTexts, readableText, type CatalogueText } from '../../support/catalogue-files';

/** Reads the replaced terms of each language from the glossary's tables (columns nl, fr, en). */
function replacedTerms(markdown: string): Record<Lang, string[]> {
  const terms: Record<Lang, string[]> = { nl: [], fr: [], en: [] };
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*(concept|-)/.test(line)) continue;
    const cells = line.split('|').slice(2, 5);
    cells.forEach((cell, i) => {
      for (const [, term] of cell.matchAll(/~~([^~]+)~~/g)) terms[LANGS[i]!].push(term!.trim());
    });
  }
  return terms;
}

/** Tells whether `text` uses `term` as a whole word or phrase, ignoring case. */
function uses(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

const glossary = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8');
const REPLACED = replacedTerms(glossary);
let texts: CatalogueText[] = [];

beforeAll(async () => {
  texts = await catalogueTexts();
});

describe('the glossary', () => {
  it('strikes through the terms the copy review replaced', () => {
    expect(REPLACED.nl).toEqual(expect.arrayContaining(['bonnummer', 'kinderstoel', 'reisagent']));
    expect(REPLACED.fr).toEqual(expect.arrayContaining(['numéro de bon', 'agent de voyages']));
    expect(REPLACED.en).toEqual(expect.arrayContaining(['travel agent', 'canceled', 'email']));
  });

  it('finds the texts of the widget, the site, the e-mails and the PDF documents', () => {
    const files = new Set(texts.map((t) => t.file));
    for (const file of [
      'widget/i18n/start-nl.ts',
      'site/src/i18n/account-fr.ts',
      'server/mail/i18n/mail-en.ts',
      'server/pdf/i18n/document-nl.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(texts.some((t) => t.key.startsWith('receipt.'))).toBe(true);
  });

  it('recognises a replaced term as a word, whatever its case, and not inside another word', () => {
    expect(uses('Uw Bonnummer is 12', 'bonnummer')).toBe(true);
    expect(uses('Le numéro  de bon', 'numéro de bon')).toBe(true);
    expect(uses('Payment canceled.', 'canceled')).toBe(true);
    expect(uses('an e-mail address', 'email')).toBe(false);
    expect(uses('Reisagentschap', 'reisagent')).toBe(false);
  });

  it.each(LANGS)('has no catalogue in %s using a term it replaced', (lang) => {
    const offending = texts
      .filter((t) => t.lang === lang)
      .flatMap((t) =>
        REPLACED[lang]
          .filter((term) => uses(readableText(t.text), term))
          .map((term) => `${t.file} ${t.key}: "${term}"`),
      );
    expect(offending).toEqual([]);
  });
});
