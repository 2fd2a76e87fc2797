/**
 * The widget build writes the custom elements manifest of `<transfer-booking>` beside the bundle, and
 * the server serves it like the widget's other files: any origin (an editor, a partner's Storybook)
 * may read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest } from '../../../scripts/custom-elements-manifest';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/widget/custom-elements.json', () => {
  it('serves the manifest generated from widget/contract.ts to any origin', async () => {
    const res = await fetch(`${server.url}/widget/custom-elements.json`, {
      headers: { origin: 'https://partner.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual(buildManifest());
  });

  it('is the file package.json names as its customElements', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'));
    expect(pkg.customElements).toBe('dist/widget/custom-elements.json');
  });
});
