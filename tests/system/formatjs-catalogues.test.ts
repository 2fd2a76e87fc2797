/**
 * The build's catalogue compiler (scripts/formatjs-catalogues.mjs) runs formatjs's own command line,
 * so it sits with the tests that spawn processes.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types.
import { compileCatalogues } from '../../scripts/formatjs-catalogues.mjs';

describe('compileCatalogues()', () => {
  it('gives each ICU message its AST from `formatjs compile --ast`, keeps plain text and the nesting', async () => {
    const source = {
      default: {
        nl: { 'a.plain': 'Opnieuw proberen', 'a.count': '{count, plural, one {# rit} other {# ritten}}' },
      },
      fr: { 'b.name': 'Bonjour {name}', 'b.quote': "l''aéroport" },
    };
    const compiled = await compileCatalogues(source);
    expect(compiled).toEqual({
      default: { nl: { 'a.plain': 'Opnieuw proberen', 'a.count': parse(source.default.nl['a.count']) } },
      fr: { 'b.name': parse('Bonjour {name}'), 'b.quote': parse("l''aéroport") },
    });
  });

  it('fails on a message that is not valid ICU, so the build stops instead of a customer page', async () => {
    await expect(compileCatalogues({ nl: { broken: 'Tot {count, plural, one {# rit}' } })).rejects.toThrow();
  });
});
