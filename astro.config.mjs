import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { writeCspManifest } from './scripts/csp-hashes.ts';

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

// Static pages plus React islands; the Node server in server/ serves dist/site beside the API.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist/site',
  cacheDir: './.astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), cspHashes],
  telemetry: false,
});
