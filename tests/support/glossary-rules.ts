/**
 * The rules of docs/glossary.md, read from the file itself (one source): per language the refused
 * variants of each concept, struck through in its term tables, and the phrases that stay allowed, from
 * its table of allowed phrases. `refusedIn` applies them to one text, a catalogue message (with its key)
 * or a rendered e-mail or document, and names each refused term it finds. The glossary says how a term
 * is found; this module is the one place that does it, for the glossary test and its own check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGS, type Lang } from '../../core/locales';
import { ROOT } from './catalogue-files';

/** A refused variant: found as a word or phrase anywhere, or only as a whole label. */
export interface RefusedTerm {
  term: string;
  labelOnly: boolean;
  concept: string;
}

/** A phrase taken out of a text before the check, in every message or only in those `keys`. */
export interface AllowedPhrase {
  phrase: string;
  keys: string[];
}

/** The glossary's rules for one language. */
export interface LangRules {
  refused: RefusedTerm[];
  allowed: AllowedPhrase[];
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Reads the refused terms and the allowed phrases of each language from the glossary's Markdown. */
export function glossaryRules(markdown: string): Record<Lang, LangRules> {
  const rules: Record<Lang, LangRules> = {
    nl: { refused: [], allowed: [] },
    fr: { refused: [], allowed: [] },
    en: { refused: [], allowed: [] },
  };
  let header: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      header = [];
      continue;
    }
    const cells = cellsOf(line);
    if (header.length === 0) {
      header = cells.map((c) => c.toLowerCase());
      continue;
    }
    if (cells.every((c) => /^-*$/.test(c))) continue;
    if (header[0] === 'concept') {
      LANGS.forEach((lang) => {
        const cell = cells[header.indexOf(lang)] ?? '';
        for (const [, raw] of cell.matchAll(/~~([^~]+)~~/g)) {
          const quoted = /^"(.+)"$/.exec(raw!.trim());
          rules[lang].refused.push({
            term: (quoted ? quoted[1]! : raw!).trim(),
            labelOnly: quoted !== null,
            concept: cells[0]!.replace(/\s*\(.*$/, ''),
          });
        }
      });
    } else if (header[0] === 'language') {
      const [lang, phrase, only] = cells;
      if (!LANGS.includes(lang as Lang) || !phrase) continue;
      const keys = (only ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      rules[lang as Lang].allowed.push({ phrase, keys });
    }
  }
  return rules;
}

/** The rules of docs/glossary.md as the repository has it. */
export function readGlossaryRules(): Record<Lang, LangRules> {
  return glossaryRules(readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8'));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}-])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

/** Tells whether `text` uses `term` as a whole word or phrase, ignoring case and spacing. */
export function usesTerm(text: string, term: string): boolean {
  return new RegExp(`${NOT_WORD_BEFORE}${escape(term)}${NOT_WORD_AFTER}`, 'iu').test(text);
}

/** `text` with every occurrence of `phrase` (a whole phrase, any case) replaced by a neutral mark. */
function without(text: string, phrase: string): string {
  return text.replace(new RegExp(`${NOT_WORD_BEFORE}${escape(phrase)}${NOT_WORD_AFTER}`, 'giu'), ' ⁂ ');
}

/** A label as compared: trimmed of spaces and of the punctuation around it, lower case. */
const labelOf = (s: string) =>
  s
    .replace(/^[\s"'“”‘’«»(]+|[\s:;,.!?…"'“”‘’«»)]+$/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** A piece of text and the labels it can show: itself, and the part before a "Label: value" colon. */
function labelsOf(pieces: string[]): string[] {
  return pieces.flatMap((p) => {
    const colon = p.search(/\s?:/);
    return colon > 0 ? [labelOf(p), labelOf(p.slice(0, colon))] : [labelOf(p)];
  });
}

/** The value a rating's placeholder is read as, so "{rating} op {maxRating}" reads "4 op 5". */
function ratingSample(name: string): string | undefined {
  if (!/rating|average/i.test(name)) return undefined;
  if (/^max/i.test(name)) return '5';
  if (/^min/i.test(name)) return '1';
  return '4';
}

/** Renders parsed ICU elements as a reader sees their words; branches of a plural or select in turn. */
function render(elements: MessageFormatElement[], literals: string[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) {
        literals.push(el.value);
        return el.value;
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        return Object.values(el.options)
          .map((o) => render(o.value, literals))
          .join(' / ');
      }
      if (el.type === TYPE.tag) return render(el.children, literals);
      if (el.type === TYPE.pound) return '…';
      return ratingSample(el.value) ?? '…';
    })
    .join('');
}

/** A text to check: its words, and the pieces that can be a label on their own. */
export interface CheckedText {
  text: string;
  pieces: string[];
  key?: string;
}

/** A catalogue message as checked: placeholders left out, each literal part a possible label. */
export function messageText(message: string, key: string): CheckedText {
  const literals: string[] = [];
  const text = render(parse(message), literals);
  return { text, pieces: [text, ...literals], key };
}

/** A rendered e-mail or document as checked: each line a possible label. */
export function renderedText(text: string): CheckedText {
  return { text, pieces: text.split('\n') };
}

/** The refused terms of `rules` that `checked` uses, each as `"term" (concept)`. */
export function refusedIn(checked: CheckedText, rules: LangRules): string[] {
  let text = checked.text;
  let pieces = checked.pieces;
  for (const { phrase, keys } of rules.allowed) {
    if (keys.length > 0 && (!checked.key || !keys.includes(checked.key))) continue;
    text = without(text, phrase);
    pieces = pieces.map((p) => without(p, phrase));
  }
  const labels = labelsOf(pieces);
  return rules.refused
    .filter(({ term, labelOnly }) => (labelOnly ? labels.includes(labelOf(term)) : usesTerm(text, term)))
    .map(({ term, labelOnly, concept }) => `${labelOnly ? `label "${term}"` : `"${term}"`} (${concept})`);
}
