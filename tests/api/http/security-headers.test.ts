/**
 * Every answer carries the security headers that fit what it serves: pages a Content-Security-Policy
 * whose scripts come from 'self' or match a hash of the page's own inline scripts (never
 * 'unsafe-inline' or 'unsafe-eval'), private pages never framed; the API and the widget files a policy
 * with nothing to run or frame; nosniff and a referrer policy everywhere; HSTS when PUBLIC_URL is https.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../../../server/http/security-headers';
import { LANGS } from '../../../site/src/utils/i18n';
import { PAGES, PRIVATE_PAGES, pagePath } from '../../../site/src/utils/routes';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken } from '../../support/order-fixtures';

const SITE = join(import.meta.dirname, '../../../dist/site');

let server: TestServer;
let https: TestServer;
beforeAll(async () => {
  [server, https] = await Promise.all([
    startTestServer(),
    startTestServer({
      PUBLIC_URL: 'https://booking.example',
      PAYMENT_URL: 'https://payments.example/ncol/prod/orderstandard.asp',
      PAYMENT_PSPID: 'operator',
      PAYMENT_SHA_IN: 'in-passphrase',
      PAYMENT_SHA_OUT: 'out-passphrase',
    }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await https?.close();
});

/** The directives of a policy by name: `script-src` → ["'self'", "'sha256-…'"]. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** The CSP sources of the inline scripts and styles of a served page, hashed here independently. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    hash(m[1]!),
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]!));
  return { scripts, styles };
}

/** Every page the site build wrote, as the path a browser asks for. */
function builtPaths(): string[] {
  return readdirSync(SITE, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => `/${relative(SITE, join(e.parentPath, e.name)).split(sep).join('/')}`)
    .map((p) => p.replace(/index\.html$/, ''));
}

const privatePaths = new Set(LANGS.flatMap((lang) => PRIVATE_PAGES.map((page) => pagePath(lang, page))));

describe('pages', () => {
  it('serves every built page with a policy that allows exactly its own inline scripts by hash', async () => {
    const paths = builtPaths();
    expect(paths.length).toBeGreaterThanOrEqual(PAGES.length * LANGS.length);
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      const html = await res.text();
      const csp = directives(res.headers.get('content-security-policy'));
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('style-src')?.join(' '), path).not.toContain('unsafe-inline');
      const inline = inlineHashes(html);
      for (const h of inline.scripts) expect(scriptSrc, `${path} inline script`).toContain(h);
      for (const h of inline.styles) expect(csp.get('style-src'), `${path} inline style`).toContain(h);
      // No hash the page does not need (the widget's fallback stylesheet aside).
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort(), path).toEqual(
        [...new Set(inline.scripts)].sort(),
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it.each([...privatePaths])(
    'never lets another page frame %s and sends no referrer from it',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('lets public pages be framed only by the site itself', async () => {
    for (const lang of LANGS) {
      for (const page of PAGES.filter((p) => !(PRIVATE_PAGES as readonly string[]).includes(p))) {
        const res = await fetch(`${server.url}${pagePath(lang, page)}`);
        const csp = directives(res.headers.get('content-security-policy'));
        expect(csp.get('frame-ancestors'), pagePath(lang, page)).toEqual(["'self'"]);
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    }
  });

  it('gives the not-found page a policy too, not to be framed, and the login page under any spelling', async () => {
    for (const path of ['/no-such-page', '/fr/nope/deeper', '/log%69n', '/login/index.html', '/login/']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toContain("'self'");
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets forms post to the site, its PUBLIC_URL and, when configured, the payment provider only', async () => {
    const local = directives((await fetch(`${server.url}/`)).headers.get('content-security-policy'));
    expect(local.get('form-action')).toEqual(["'self'"]);
    const live = directives((await fetch(`${https.url}/`)).headers.get('content-security-policy'));
    expect(live.get('form-action')).toEqual([
      "'self'",
      'https://booking.example',
      'https://payments.example',
    ]);
  });
});

describe('the API', () => {
  const API_CSP = "default-src 'none'; frame-ancestors 'none'";

  async function expectApiHeaders(res: Response, what: string) {
    expect(res.headers.get('content-security-policy'), what).toBe(API_CSP);
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
    expect(res.headers.get('access-control-allow-origin'), what).toBe('*');
  }

  it('answers every kind of call with a policy that runs and frames nothing', async () => {
    const token = await anonToken(server);
    const calls: [string, RequestInit][] = [
      ['/api/airports', {}],
      ['/api/no-such-call', {}],
      ['/api', {}],
      ['/api/streets/zoekstraten/9000/Koren', {}],
      ['/api/streets/zoekstraten/9000/Koren?lang=fr', {}],
      ['/api/billoprice', { method: 'POST', headers: { authorization: 'Bearer nope' }, body: '{}' }],
      ['/api/billoprice', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{}' }],
      ['/api/airports', { method: 'OPTIONS', headers: { origin: 'https://partner.example' } }],
      ['/api/payment/accept?ORDERID=x', { redirect: 'manual' }],
      ['/api/version', {}],
    ];
    for (const [path, init] of calls) {
      const res = await fetch(`${server.url}${path}`, init);
      await res.arrayBuffer();
      await expectApiHeaders(res, `${init.method ?? 'GET'} ${path} (${res.status})`);
    }
  });
});

describe('the widget files', () => {
  it.each(['/widget/transfer-booking.js', '/widget/transfer-booking.iife.js'])(
    'serves %s as a script any origin may load, with nothing to frame',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    },
  );
});

describe('the sandbox provider', () => {
  it('keeps its own stricter policy for its pages', async () => {
    const res = await fetch(`${server.url}/sandbox/orderstandard`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'PSPID=nobody',
    });
    expect(res.status).toBe(400);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('HSTS', () => {
  it('is sent on every kind of path when PUBLIC_URL is https, the price and street calls included', async () => {
    const token = await anonToken(https);
    const answers = await Promise.all([
      fetch(`${https.url}/`),
      fetch(`${https.url}/login`),
      fetch(`${https.url}/no-such-page`),
      fetch(`${https.url}/widget/transfer-booking.js`),
      fetch(`${https.url}/api/airports`),
      fetch(`${https.url}/api/no-such-call`),
      fetch(`${https.url}/api/streets/zoekstraten/9000/Koren`),
      fetch(`${https.url}/api/streets/zoekstraten/9000/Koren?lang=nl`),
      fetch(`${https.url}/api/billoprice`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: '{}',
      }),
      fetch(`${https.url}/api/airports`, { method: 'OPTIONS' }),
    ]);
    for (const res of answers) {
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), res.url).toBe(HSTS);
    }
  });

  it('is not sent over plain http', async () => {
    for (const path of [
      '/',
      '/api/airports',
      '/api/streets/zoekstraten/9000/Koren',
      '/widget/transfer-booking.js',
    ]) {
      expect((await fetch(`${server.url}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});
