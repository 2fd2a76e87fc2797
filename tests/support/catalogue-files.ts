/**
 * Finds every text catalogue of the product by where it lives, not by a list: each .ts file in an
 * `i18n/` folder of core/, client/, widget/, site/src/ and server/ (the formatters and helpers beside
 * them excepted), so catalogues that later parts add are read by the tests that use this without an
 * edit. A catalogue's language comes from its file name (`nl.ts`, `account-fr.ts`) or, for a file that
 * holds all three (`fallback.ts`, `event.ts`), from the `nl`/`fr`/`en` keys of its exports.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGS, isLang, type Lang } from '../../core/locales';

/** The repository's root folder. */
export const ROOT = join(import.meta.dirname, '../..');

/** One message of one catalogue in one language. */
export interface CatalogueText {
  file: string;
  lang: Lang;
  key: string;
  text: string;
}

/** Lists the catalogue files (repository-relative, forward slashes) of every part. */
export function catalogueFiles(): string[] {
  return ['core', 'client', 'widget', 'site/src', 'server']
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(dir, file).replaceAll('\\', '/'),
      ),
    )
    .filter((file) => /\/i18n\/[^/]+\.ts$/.test(file))
    .filter((file) => !/\/(index|describe|rule-values)\.ts$/.test(file))
    .sort();
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((v) => typeof v === 'string');

/** The language a file name states: `fr.ts`, `account-fr.ts`, `events.fr.ts`; undefined otherwise. */
function langOfFile(file: string): Lang | undefined {
  const match = /(?:^|[-_.])([a-z]{2})\.ts$/.exec(file.split('/').pop()!);
  return match && isLang(match[1]) ? match[1] : undefined;
}

/** Reads every message of every catalogue, in every language it is written in. */
export async function catalogueTexts(): Promise<CatalogueText[]> {
  const texts: CatalogueText[] = [];
  for (const file of catalogueFiles()) {
    const module = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
    const fileLang = langOfFile(file);
    const seen = new Set<unknown>();
    for (const value of Object.values(module)) {
      if (seen.has(value)) continue;
      seen.add(value);
      if (fileLang && isTextRecord(value)) {
        for (const [key, text] of Object.entries(value)) texts.push({ file, lang: fileLang, key, text });
      } else if (!fileLang && typeof value === 'object' && value !== null) {
        for (const lang of LANGS) {
          const record = (value as Partial<Record<Lang, unknown>>)[lang];
          if (!isTextRecord(record)) continue;
          for (const [key, text] of Object.entries(record)) texts.push({ file, lang, key, text });
        }
      }
    }
  }
  return texts;
}

/** Collects the literal text of parsed ICU elements, inside plural, select and tag branches too. */
function literals(elements: MessageFormatElement[], into: string[]): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal) into.push(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) literals(option.value, into);
    }
    if (el.type === TYPE.tag) literals(el.children, into);
  }
  return into;
}

/**
 * The words a reader sees of an ICU message: its literal text, with placeholders (whose names are
 * English identifiers) left out and each branch of a plural or select kept.
 */
export function readableText(message: string): string {
  return literals(parse(message), []).join(' ');
}
