import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { writeCspManifest } from './scripts/csp-hashes.ts';
import { writeLegalFragments } from './scripts/legal-fragments.ts';
import { formatjsCatalogues } from './scripts/formatjs-catalogues.mjs';
import { OPERATOR } from './site/src/operator.ts';

/**
 * After the pages are written, hashes their inline scripts and styles into dist/site-csp.json, from
 * which the server builds each page's Content-Security-Policy (scripts/csp-hashes.ts).
 */
const cspHashes = {
  name: 'csp-hashes',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      logger.info(`CSP hashes written to ${writeCspManifest(fileURLToPath(dir))}`);
    },
  },
};

/**
 * Writes the text of the built terms and privacy pages as the fragments the widget's dialog shows
 * (dist/legal/, scripts/legal-fragments.ts), so the widget says what the pages say.
 */
const legalFragments = {
  name: 'legal-fragments',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      logger.info(`Terms and privacy fragments written to ${writeLegalFragments(fileURLToPath(dir))}`);
    },
  },
};

/**
 * Records beside the pages the operator identity they were built with (dist/site-operator.json), so a
 * production start can tell a site built for another operator.json (server/operator/built-site.ts).
 */
const operatorStamp = {
  name: 'operator-stamp',
  hooks: {
    'astro:build:done': ({ dir }) => {
      writeFileSync(join(fileURLToPath(dir), '..', 'site-operator.json'), `${JSON.stringify(OPERATOR)}\n`);
    },
  },
};

/**
 * client/ and core/ run no code on import, but the bundler cannot know that, so a page script that
 * takes one function from client/index.ts (the header's session read) would pull in every module the
 * index re-exports, ky included, on every page. Marking their modules free of side effects lets the
 * bundler leave out what a page does not use, as the widget's Rollup build does by itself.
 */
const PURE_PARTS = ['client', 'core'].map((part) => fileURLToPath(new URL(`./${part}/`, import.meta.url)));
const pure = (id) => (PURE_PARTS.some((dir) => id.startsWith(dir)) ? false : undefined);

/**
 * The islands' texts (i18n/<area>-nl|fr|en.ts: account, events, back office, …), the only catalogues the islands load in the browser, are compiled to ICU ASTs at
 * build time like the widget's, so the islands carry core's formatter without the ICU parser. The
 * pages are rendered at build time on the server side of the build, which keeps the parser.
 */
const messages = formatjsCatalogues({
  catalogues: /[\\/]site[\\/]src[\\/]i18n[\\/][a-z]+(-[a-z]+)*-(nl|fr|en)\.ts$/,
  browser: (options) => !options.ssr,
});

/**
 * The site's public origin, for the absolute URLs a page must carry (alternate-language links): the
 * server's PUBLIC_URL, as at run time, when the build runs (`npm start` builds in the same
 * environment; the build is redone when it changes); else the server's default local address.
 */
const site = (process.env.PUBLIC_URL || 'http://localhost:4321').replace(/\/+$/, '');

// Static pages plus React islands; the Node server in server/ serves dist/site beside the API.
export default defineConfig({
  site,
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist/site',
  cacheDir: './.astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), cspHashes, operatorStamp, legalFragments],
  vite: {
    plugins: [messages],
    build: {
      rolldownOptions: { treeshake: { moduleSideEffects: pure } },
    },
  },
  telemetry: false,
});
