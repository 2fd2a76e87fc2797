import { describe, expect, it } from 'vitest';
import { proseOf } from '../../../scripts/legal-fragments';

const page = (prose: string) =>
  `<!DOCTYPE html><html><body><header><div>menu</div></header><main>${prose}</main><footer><div>x</div></footer></body></html>`;

describe('proseOf()', () => {
  it('takes the prose block, its heading apart as the title', () => {
    const text = proseOf(
      page(
        '<div class="prose"><h1>Algemene voorwaarden</h1><p>Eerste.</p><section><h2>A</h2></section></div>',
      ),
    );
    expect(text).toEqual({
      title: 'Algemene voorwaarden',
      html: '<p>Eerste.</p><section><h2>A</h2></section>',
    });
  });

  it('counts the divs nested inside the block, not stopping at the first closing one', () => {
    const text = proseOf(page('<div class="prose"><h1>T</h1><div><div>in</div></div><p>after</p></div>'));
    expect(text.html).toBe('<div><div>in</div></div><p>after</p>');
  });

  it('decodes the character references of the title', () => {
    expect(
      proseOf(page('<div class="prose"><h1>Terms &amp; conditions&#39; &#x2013; v</h1></div>')).title,
    ).toBe("Terms & conditions' – v");
  });

  it.each([
    ['no block', '<p>nothing</p>'],
    ['an unclosed block', '<div class="prose"><h1>T</h1>'],
    ['no heading', '<div class="prose"><p>x</p></div>'],
  ])('fails the build for a page with %s', (_name, body) => {
    expect(() => proseOf(page(body))).toThrow();
  });
});
