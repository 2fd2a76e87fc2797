import { parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';

const { isPlainMessage } = await tsImport('../core/plain-message.ts', import.meta.url);

/**
 * Replaces every ICU message string of a catalogue (or of nested catalogues per language) by its AST. A
 * message that is plain text (core's isPlainMessage: no braces, no escaped quote) stays a string: its
 * AST would be the same text wrapped in JSON, and core's formatter returns such a string as it is.
 */
function compile(value) {
  if (typeof value === 'string') return isPlainMessage(value) ? value : parse(value);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compile(inner)]));
}

/**
 * Compiles message catalogues to ICU ASTs at build time, so a browser bundle ships the formatter
 * without the message parser (formatjs's documented "no-parser" set-up): a catalogue module matching
 * `catalogues` is imported here, every message parsed, and the module replaced by its AST as JSON. A
 * message with a syntax error fails the build instead of a customer's page. Imports of the parser
 * from anything but the build itself resolve to formatjs's no-parser entry, for the modules
 * `browser(options)` says are built for the browser. The widget's Rollup build and the site's Vite
 * build both use it.
 *
 * @param {{ catalogues: RegExp, browser?: (options: { ssr?: boolean }) => boolean }} options
 */
export function precompiledMessages({ catalogues, browser = () => true }) {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0];
      if (!catalogues.test(file)) return null;
      const mod = await tsImport(file, import.meta.url);
      const messages = mod.default?.default ?? mod.default;
      const named = Object.entries(mod).filter(([name]) => name !== 'default' && name !== '__esModule');
      // Modules with named exports (the site's catalogues) keep them, each compiled.
      const exports = named.map(
        ([name, value]) => `export const ${name} = ${JSON.stringify(compile(value))};`,
      );
      if (messages && typeof messages === 'object' && !named.some(([, v]) => v === messages))
        exports.push(`export default ${JSON.stringify(compile(messages))};`);
      return exports.join('\n');
    },
    async resolveId(source, importer, options) {
      if (
        source === '@formatjs/icu-messageformat-parser' &&
        importer &&
        !importer.includes('precompiled-messages') &&
        browser(options ?? {})
      ) {
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
          ...options,
          skipSelf: true,
        });
      }
      return null;
    },
  };
}
