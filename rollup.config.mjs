import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { formatjsCatalogues } from './scripts/formatjs-catalogues.mjs';
import { rmSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

/**
 * Writes the custom elements manifest (`custom-elements.json`) beside the module build. It comes from
 * the contract's tags in widget/contract.ts (scripts/custom-elements-manifest.ts); a tag it cannot read
 * fails the build.
 */
function customElementsManifest() {
  return {
    name: 'custom-elements-manifest',
    async generateBundle() {
      const { buildManifest } = await tsImport('./scripts/custom-elements-manifest.ts', import.meta.url);
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(buildManifest(), null, 2)}\n`,
      });
    },
  };
}

/**
 * The build plugins of the widget; scripts/size.ts builds its size floor with the same ones. TypeScript
 * and JSX go through @rollup/plugin-typescript with the widget's own program (tsconfig.widget.json,
 * `noCheck`): type checking is `npm run typecheck`'s job, and doing it again inside each of the two
 * bundle builds made the build take a minute.
 */
export const plugins = (include) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // The widget's catalogues, and its fallback text, reach the browser as ICU ASTs (no parser shipped).
  formatjsCatalogues({
    catalogues: /[\\/]i18n[\\/][a-z]+(-[a-z]+)*-(nl|fr|en)\.ts$|[\\/]widget[\\/]i18n[\\/]fallback\.ts$/,
  }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
  commonjs(),
  typescript({
    tsconfig: './tsconfig.widget.json',
    include: include.map((dir) => `${dir}/**/*.{ts,tsx}`),
    noForceEmit: false,
  }),
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

const widget = ['widget', 'client', 'core'];

/**
 * The widget's entry keeps the code the first step runs instead of re-exporting it from a hashed
 * chunk: with Rollup's default for an entry with exports, `transfer-booking.js` was a 110-byte loader
 * that imported the main chunk, one more round trip before anything rendered. Now the later chunks
 * import what they share from `../transfer-booking.js`, the one URL the page loaded (a page that adds
 * a query string to it would load the shared code twice; the README's snippet has none).
 * scripts/size.ts builds with the same setting.
 */
export const preserveEntrySignatures = 'allow-extension';

export default [
  {
    input: 'widget/index.ts',
    preserveEntrySignatures,
    output: {
      dir: 'dist/widget',
      format: 'es',
      entryFileNames: 'transfer-booking.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    // Old chunks would pile up under new hashes; each build starts from an empty folder.
    plugins: [
      { name: 'clean', buildStart: () => rmSync('dist/widget/chunks', { recursive: true, force: true }) },
      ...plugins(widget),
      customElementsManifest(),
    ],
  },
  {
    // The classic-script build for pages that cannot load modules: one file, every part inlined.
    input: 'widget/index.ts',
    output: {
      file: 'dist/widget/transfer-booking.iife.js',
      format: 'iife',
      name: 'TransferBooking',
      inlineDynamicImports: true,
    },
    plugins: plugins(widget),
  },
];
