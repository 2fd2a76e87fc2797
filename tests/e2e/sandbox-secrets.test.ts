import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { paymentForm, postToSandbox, sandboxKeys, seedOrder, visitor } from '../support/payment-helpers';
import { startTestServer, type TestServer } from '../support/server';

const DIST = loadConfig({}).distDir;
const PRODUCTION = {
  PAYMENT_URL: 'https://secure.ogone.example/ncol/prod/orderstandard_utf8.asp',
  PAYMENT_PSPID: 'TRANSFERBE',
  PAYMENT_SHA_IN: 'Prod-in-passphrase-9f3c1!?',
  PAYMENT_SHA_OUT: 'Prod-out-passphrase-7d2a8!?',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Another build may replace dist/ while this runs (a shared working tree); a vanished file is skipped.
function readIfPresent(file: string): string {
  try {
    return readFileSync(file, 'latin1');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw e;
  }
}

let sandbox: TestServer;
let production: TestServer;
let secrets: string[];
beforeAll(async () => {
  [sandbox, production] = await Promise.all([startTestServer(), startTestServer(PRODUCTION)]);
  // Preparing one form makes the sandbox generate its keys, as the first payment of a new install does.
  const me = await visitor(sandbox);
  const order = await seedOrder(sandbox, { tokenId: me.tokenId });
  await paymentForm(sandbox, me.token, order.id);
  const keys = await sandboxKeys(sandbox);
  secrets = [keys.sha_in, keys.sha_out, PRODUCTION.PAYMENT_SHA_IN, PRODUCTION.PAYMENT_SHA_OUT];
  // A developer's own provider settings, when the tests run with them, must not be in a build either.
  for (const name of ['PAYMENT_SHA_IN', 'PAYMENT_SHA_OUT'])
    if (process.env[name]) secrets.push(process.env[name]!);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
});

describe('payment secrets', () => {
  it('appear in no built asset, nor does the code that reads them', () => {
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readIfPresent(file);
      for (const needle of [...secrets, 'PAYMENT_SHA_IN', 'PAYMENT_SHA_OUT', 'payment_sandbox_keys']) {
        expect(text.includes(needle), `${relative(DIST, file)} contains ${needle}`).toBe(false);
      }
    }
  });

  it('appear in no page the server sends, with the sandbox or the production provider', async () => {
    const pages = filesUnder(join(DIST, 'site'))
      .filter((f) => f.endsWith('.html'))
      .map(
        (f) =>
          `/${relative(join(DIST, 'site'), f)
            .replace(/index\.html$/, '')
            .replace(/\.html$/, '')}`,
      );
    expect(pages).toContain('/');
    for (const server of [sandbox, production]) {
      for (const path of pages) {
        const html = await (
          await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(5000) })
        ).text();
        for (const secret of secrets)
          expect(html.includes(secret), `${path} contains a passphrase`).toBe(false);
      }
    }
  });

  it('appear in neither the sandbox payment page nor its error page', async () => {
    const me = await visitor(sandbox);
    const order = await seedOrder(sandbox, { tokenId: me.tokenId });
    const form = await paymentForm(sandbox, me.token, order.id);
    const page = await postToSandbox(form.action, form.fields);
    const error = await postToSandbox(form.action, { ...form.fields, AMOUNT: '1' });
    expect(page.status).toBe(200);
    expect(error.status).toBe(400);
    for (const secret of secrets) {
      expect(page.html).not.toContain(secret);
      expect(error.html).not.toContain(secret);
    }
  });
});
