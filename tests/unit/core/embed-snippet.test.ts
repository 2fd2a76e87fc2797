/** The embed code of the three modes (issue 28): the same attributes, as data-* outside the element. */
import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../../core/embed-snippet';

const script = '<script type="module" src="https://b.example/widget/transfer-booking.js"></script>';

describe('embedSnippet()', () => {
  it('writes the element inline', () => {
    expect(embedSnippet('https://b.example', 'inline', { event: '7', lang: 'fr' })).toBe(
      `${script}\n<transfer-booking event="7" lang="fr"></transfer-booking>`,
    );
  });
  it('writes a popup button with the values as data-*, its text escaped', () => {
    expect(
      embedSnippet(
        'https://b.example',
        'popup',
        { event: '7', 'return-url': 'https://p.be/?a=1&b="2"' },
        'Book <now>',
      ),
    ).toBe(
      `${script}\n<button type="button" data-transfer-booking data-event="7" data-return-url="https://p.be/?a=1&amp;b=&quot;2&quot;">Book &lt;now></button>`,
    );
  });
  it('writes the floating marker', () => {
    expect(embedSnippet('https://b.example', 'floating', { lang: 'nl' })).toBe(
      `${script}\n<div data-transfer-booking="floating" data-lang="nl"></div>`,
    );
  });
});
