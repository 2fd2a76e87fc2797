import { describe, expect, it } from 'vitest';
import { isFreeText, textProblem, truncateText, type TextProblem } from '../../../core/text';

describe('textProblem()', () => {
  it.each<[string, string, TextProblem | null]>([
    ['a plain name', 'Anne-Marie Peeters', null],
    ['accents, emoji and CJK', 'Liège 😀 東京', null],
    ['a tab', 'Kerkstraat\t12', null],
    ['a bare carriage return', 'Gent\rURL:https://evil.example\rX-INJ:1', 'control'],
    ['a line feed', 'Gent\nURL:https://evil.example', 'control'],
    ['CRLF', 'Gent\r\nX-INJ:1', 'control'],
    ['NUL', 'Gent\u0000', 'control'],
    ['a bell', 'Gent\u0007', 'control'],
    ['an escape (terminal sequences)', '\u001b[31mred', 'control'],
    ['DEL', 'Gent\u007f', 'control'],
    ['a C1 control (NEL)', 'Gent\u0085X-INJ:1', 'control'],
    ['the last C1 control', 'Gent\u009f', 'control'],
    ['a no-break space (not a control)', 'Gent\u00a0Centrum', null],
    ['a lone high surrogate', 'abc\ud83d', 'surrogate'],
    ['a lone low surrogate', '\ude00abc', 'surrogate'],
    ['two high surrogates', '\ud83d\ud83d\ude00', 'surrogate'],
  ])('single-line text with %s: %j → %s', (_what, text, expected) => {
    expect(textProblem(text)).toBe(expected);
    expect(isFreeText(text)).toBe(expected === null);
  });

  it.each<[string, TextProblem | null]>([
    ['one\ntwo', null],
    ['one\r\ntwo', null],
    ['one\rtwo', 'control'],
    ['ends with CR\r', 'control'],
    ['one\u000btwo', 'control'],
    ['one\u0085two', 'control'],
  ])('multi-line text %j → %s', (text, expected) => {
    expect(textProblem(text, true)).toBe(expected);
  });
});

describe('truncateText()', () => {
  it('cuts by code point, so an emoji across the limit stays whole', () => {
    const text = `${'a'.repeat(199)}😀tail`;
    expect(truncateText(text, 200)).toBe(`${'a'.repeat(199)}😀`);
    expect(text.slice(0, 200)).not.toBe(truncateText(text, 200));
  });

  it('keeps short text as it is', () => {
    expect(truncateText('Liège 😀', 40)).toBe('Liège 😀');
  });

  it('replaces a lone surrogate and a NUL with U+FFFD, so the text is well-formed', () => {
    const cut = truncateText('a\ud83db\u0000c\ude00', 10);
    expect(cut).toBe('a\ufffdb\ufffdc\ufffd');
    expect(/\p{Cs}/u.test(cut)).toBe(false);
  });

  it('reads no further than it keeps', () => {
    expect(truncateText('x'.repeat(1_000_000), 3)).toBe('xxx');
  });
});
