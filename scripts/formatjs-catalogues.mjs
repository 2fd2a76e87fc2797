import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { isPlainMessage } = await tsImport('../core/plain-message.ts', import.meta.url);

/** formatjs's own command line (@formatjs/cli), run with the Node that runs the build. */
const CLI = join(
  dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')),
  'bin/formatjs',
);

// Joins an export's name and a message id into one key of the file handed to the CLI; no id holds it.
const SEP = '\u0001';

/** Lists the messages of nested catalogues as [path, text] pairs, the path joined by SEP. */
function* messagesOf(value, path) {
  if (typeof value === 'string') yield [path, value];
  else
    for (const [key, inner] of Object.entries(value))
      yield* messagesOf(inner, path ? `${path}${SEP}${key}` : key);
}

/** Rebuilds `value`'s shape with each message compiled: plain text as it is, else its AST from `compiled`. */
function rebuild(value, path, compiled) {
  if (typeof value === 'string') return isPlainMessage(value) ? value : compiled[path];
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      rebuild(inner, path ? `${path}${SEP}${key}` : key, compiled),
    ]),
  );
}

/**
 * Compiles every message of a catalogue module's exports (catalogues, or catalogues nested per
 * language) with `formatjs compile --ast`, in one run of the CLI per module: the messages go to the
 * CLI as one flat JSON file (`--format simple`), and each comes back as its AST; a message with a syntax
 * error makes the CLI, and so the build, fail. A message that is plain text (core's isPlainMessage: no
 * braces, no escaped quote) stays a string: its AST would be the same text wrapped in JSON, and core's
 * formatter returns such a string as it is.
 *
 * @param {Record<string, object>} exports the module's catalogues by export name
 * @returns {Promise<Record<string, object>>} the same, each message compiled
 */
export async function compileCatalogues(exports) {
  const dir = await mkdtemp(join(tmpdir(), 'formatjs-'));
  try {
    const input = join(dir, 'messages.json');
    const output = join(dir, 'compiled.json');
    await writeFile(input, JSON.stringify(Object.fromEntries(messagesOf(exports, ''))));
    await promisify(execFile)(process.execPath, [
      CLI,
      'compile',
      input,
      '--ast',
      '--format',
      'simple',
      '--out-file',
      output,
    ]);
    return rebuild(exports, '', JSON.parse(await readFile(output, 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Hands catalogues to a browser bundle as ICU ASTs compiled by formatjs's CLI (`formatjs compile
 * --ast`), so the bundle ships the formatter without the message parser (formatjs's documented
 * "no-parser" set-up): a catalogue module matching `catalogues` is imported here, its exports compiled
 * (compileCatalogues), and the module replaced by them as JSON. Imports of the parser from anything
 * but the build itself resolve to formatjs's no-parser entry, for the modules `browser(options)` says
 * are built for the browser. The widget's Rollup build and the site's Vite build both use it.
 *
 * @param {{ catalogues: RegExp, browser?: (options: { ssr?: boolean }) => boolean }} options
 */
export function formatjsCatalogues({ catalogues, browser = () => true }) {
  return {
    name: 'formatjs-catalogues',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0];
      if (!catalogues.test(file)) return null;
      const mod = await tsImport(file, import.meta.url);
      const messages = mod.default?.default ?? mod.default;
      const named = Object.fromEntries(
        Object.entries(mod).filter(([name]) => name !== 'default' && name !== '__esModule'),
      );
      // Modules with named exports (the site's catalogues) keep them; a default that is one of them
      // is not compiled twice.
      const hasDefault = messages && typeof messages === 'object' && !Object.values(named).includes(messages);
      const compiled = await compileCatalogues(hasDefault ? { ...named, [SEP]: messages } : named);
      const exports = Object.keys(named).map(
        (name) => `export const ${name} = ${JSON.stringify(compiled[name])};`,
      );
      if (hasDefault) exports.push(`export default ${JSON.stringify(compiled[SEP])};`);
      return exports.join('\n');
    },
    async resolveId(source, importer, options) {
      if (
        source === '@formatjs/icu-messageformat-parser' &&
        importer &&
        !importer.includes('formatjs-catalogues') &&
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
