/**
 * What counts as free text (names, streets, cities, flight numbers, codes, remarks) and how such text
 * is cut to a length. Free text ends up in e-mails, calendar files, logs and the operator's screens,
 * where a control character can start a new line, property or header: a city of
 * `Gent\rURL:https://evil.example` must never reach a calendar file as two properties. So control
 * characters are refused where text enters, whatever each writer escapes later.
 */

/** Why a text is not free text: it holds a control character, or half of a UTF-16 surrogate pair. */
export type TextProblem = 'control' | 'surrogate';

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * Whether `c` (a UTF-16 code unit) is a control character free text never holds: C0 (U+0000 to
 * U+001F) except TAB, DEL (U+007F) and C1 (U+0080 to U+009F). Line feeds and carriage returns are
 * judged by {@link textProblem}, which knows whether the text may span lines.
 */
function isForbiddenControl(c: number): boolean {
  return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f);
}

/**
 * The first reason `text` is not acceptable free text, or null when it is. Refused: C0 controls except
 * TAB, DEL, C1 controls and unpaired surrogates (text that is not well-formed). Single-line text (the
 * default: names, addresses, codes) also refuses line feeds and carriage returns; multi-line text
 * (remarks) allows LF and CRLF but never a bare CR, which some readers take as a line break and others
 * do not.
 *
 * @example textProblem('Gent\rURL:https://evil.example') // 'control'
 * @example textProblem('Line one\r\nline two', true) // null
 */
export function textProblem(text: string, multiline = false): TextProblem | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
      if (isForbiddenControl(c)) return 'control';
      if (c === 0x0a && !multiline) return 'control';
      if (c === 0x0d && (!multiline || text.charCodeAt(i + 1) !== 0x0a)) return 'control';
    } else if (isHighSurrogate(c)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return 'surrogate';
      i++;
    } else if (isLowSurrogate(c)) {
      return 'surrogate';
    }
  }
  return null;
}

/** Tells whether `text` is acceptable single-line (or, with `multiline`, multi-line) free text. */
export function isFreeText(text: string, multiline = false): boolean {
  return textProblem(text, multiline) === null;
}

/**
 * The first `max` code points of `text`, with every unpaired surrogate and NUL replaced by U+FFFD. Cut
 * by UTF-16 code units instead, an emoji across the limit leaves half a surrogate pair, which no
 * PostgreSQL text or jsonb value accepts. For text that is kept as received (logs, refused messages).
 *
 * @example truncateText('ab😀c', 3) // 'ab😀'
 */
export function truncateText(text: string, max: number): string {
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max) break;
    count++;
    const c = ch.charCodeAt(0);
    // A for-of step is one code point; a one-unit step holding a surrogate is a lone half.
    out += c === 0 || (ch.length === 1 && (isHighSurrogate(c) || isLowSurrogate(c))) ? '\uFFFD' : ch;
  }
  return out;
}
