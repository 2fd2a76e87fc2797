import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// Static pages plus React islands; the Node server in server/ serves dist/site beside the API.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist/site',
  cacheDir: './.astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  telemetry: false,
});
