/**
 * A built page of the site read as its reader reads it, for the glossary's rules
 * (tests/support/glossary-rules.ts, the one checker): its visible text, scripts and styles left out,
 * plus the texts a user reads in attributes (alt, title, aria-label, placeholder, a button's value, the
 * page's description), cut
 * into lines where a block of the page ends, each line in the language its element is written in (a
 * `lang` attribute, as on the language menu's "Nederlands"). A line is checked as a rendered text, so a
 * line that says only a term is a label; a phrase the glossary allows only in some catalogue keys stays
 * allowed on a line that shows one of those keys' messages (the footer's "E-mail: …").
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Window } from 'happy-dom';
import { isLang, type Lang } from '../../core/locales';
import type { CatalogueText } from './catalogue-files';
import { refusedIn, renderedText, type LangRules } from './glossary-rules';

/** One line of a page's text and the language it is written in. */
export interface PageLine {
  lang: Lang;
  text: string;
}

/** Elements whose text runs on inside the line around them; any other element ends a line. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);
/** Elements whose content a reader never sees as text. */
const UNREAD = new Set(['script', 'style']);
/** Attributes whose text a reader sees or hears. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset']);

const ELEMENT = 1;
const TEXT = 3;

/** The minimal node shape the walk needs, so the walk does not depend on happy-dom's own types. */
interface WalkNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<WalkNode>;
  getAttribute?(name: string): string | null;
  content?: WalkNode;
}

/** Reads the lines of `html`, a page written in `pageLang`. */
export function pageLines(html: string, pageLang: Lang): PageLine[] {
  const window = new Window();
  try {
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    const lines: PageLine[] = [];
    let current: PageLine = { lang: pageLang, text: '' };
    const flush = (lang: Lang) => {
      const text = current.text.replace(/\s+/g, ' ').trim();
      if (text) lines.push({ lang: current.lang, text });
      current = { lang, text: '' };
    };
    const walk = (node: WalkNode, lang: Lang) => {
      if (node.nodeType === TEXT) {
        if (current.lang !== lang) flush(lang);
        current.text += node.textContent ?? '';
        return;
      }
      if (node.nodeType !== ELEMENT) return;
      const tag = node.nodeName.toLowerCase();
      if (UNREAD.has(tag)) return;
      const own = node.getAttribute?.('lang') ?? '';
      const elementLang = isLang(own) ? own : lang;
      const inline = INLINE.has(tag) && elementLang === lang;
      if (!inline) flush(elementLang);
      const texts = READ_ATTRIBUTES.map((name) => node.getAttribute?.(name));
      if (tag === 'input' && BUTTON_INPUTS.has(node.getAttribute?.('type') ?? '')) {
        texts.push(node.getAttribute?.('value'));
      }
      // The description a search engine shows under the page's title.
      if (tag === 'meta' && node.getAttribute?.('name') === 'description') {
        texts.push(node.getAttribute('content'));
      }
      for (const text of texts) {
        if (text?.trim()) lines.push({ lang: elementLang, text: text.replace(/\s+/g, ' ').trim() });
      }
      // A template's content is shown by the page's script later: its words are read too.
      const children = tag === 'template' && node.content ? node.content.childNodes : node.childNodes;
      for (const child of Array.from(children)) walk(child, elementLang);
      if (!inline) flush(lang);
    };
    walk(document.documentElement as unknown as WalkNode, pageLang);
    flush(pageLang);
    return lines;
  } finally {
    void window.happyDOM.close();
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** A pattern of what a message prints: its literal words, any text where a placeholder stands. */
function patternOf(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return escape(el.value);
      if (el.type === TYPE.tag) return patternOf(el.children);
      return '.*?';
    })
    .join('');
}

/** Tells whether `line` shows `message`: the whole line, or the label of a "Label: value" line. */
function shows(line: string, message: string): boolean {
  let pattern: string;
  try {
    pattern = patternOf(parse(message));
  } catch {
    pattern = escape(message);
  }
  return new RegExp(`^\\s*${pattern}\\s*(?::.*)?$`, 'isu').test(line);
}

/**
 * The refused terms of `rules` that `line` uses, as `refusedIn` names them. A term is let through only
 * where the glossary allows it for a catalogue key whose message (in `catalogue`, the line's language)
 * the line shows.
 */
export function refusedOnLine(line: PageLine, rules: LangRules, catalogue: CatalogueText[]): string[] {
  const found = refusedIn(renderedText(line.text), rules);
  if (found.length === 0) return found;
  const keyed = new Set(rules.allowed.flatMap((a) => a.keys));
  return catalogue
    .filter((t) => t.lang === line.lang && keyed.has(t.key) && shows(line.text, t.text))
    .reduce(
      (left, t) =>
        left.filter((r) => refusedIn({ ...renderedText(line.text), key: t.key }, rules).includes(r)),
      found,
    );
}

/** Every refused term `html` (the page `path`, in `pageLang`) shows, each naming the page and its line. */
export function refusedOnPage(
  path: string,
  html: string,
  pageLang: Lang,
  rules: Record<Lang, LangRules>,
  catalogue: CatalogueText[],
): string[] {
  return pageLines(html, pageLang).flatMap((line) =>
    refusedOnLine(line, rules[line.lang], catalogue).map(
      (r) => `${path} [${line.lang}]: ${r} in “${line.text.slice(0, 120)}”`,
    ),
  );
}
