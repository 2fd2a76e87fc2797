import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, inlineSources } from '../../../scripts/csp-hashes';
import { pageFile, pagePolicy } from '../../../server/http/page-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineSources()', () => {
  it('hashes inline scripts and styles, not scripts loaded from a file', () => {
    const html = `<html><head><script>location.replace('/fr/')</script><style>a{color:red}\n</style>
<script type="module" src="/widget/transfer-booking.js"></script></head>
<body><script type="module">import '/x.js';</script></body></html>`;
    expect(inlineSources(html)).toEqual({
      scripts: [sha("location.replace('/fr/')"), sha("import '/x.js';")].sort(),
      styles: [sha('a{color:red}\n')],
    });
  });

  it('counts a script repeated on a page once', () => {
    expect(inlineSources('<script>x()</script><script>x()</script>').scripts).toEqual([sha('x()')]);
  });

  it.each([
    ['an event handler', '<button onclick="pay()">Pay</button>'],
    ['a style attribute', '<p style="color:red">x</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ])('fails the build on %s, which no hash can allow', (_what, html) => {
    expect(() => inlineSources(html, 'x.html')).toThrow(/x\.html: .* a CSP hash cannot allow/);
  });

  it('lets script text mention onclick= and SVG presentation attributes pass', () => {
    const html = `<script>el.innerHTML = '<b onclick="x">'</script><svg><text font-style="italic">VISA</text></svg>`;
    expect(inlineSources(html).scripts).toHaveLength(1);
  });
});

describe('cspHash()', () => {
  it('hashes the UTF-8 bytes, as browsers do', () => {
    expect(cspHash('é')).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}'`,
    );
  });
});

describe('pageFile()', () => {
  it.each([
    ['/', 'index.html'],
    ['/login', 'login/index.html'],
    ['/login/', 'login/index.html'],
    ['/fr/', 'fr/index.html'],
    ['/en/account', 'en/account/index.html'],
    ['/404.html', '404.html'],
    ['/login/index.html', 'login/index.html'],
  ])('serves %s from %s', (path, file) => {
    expect(pageFile(path)).toBe(file);
  });
});

describe('pagePolicy()', () => {
  it('allows no inline script without its hash, and frames private pages nowhere', () => {
    const { csp, referrer } = pagePolicy({ scripts: ["'sha256-a'"], styles: [], private: true }, []);
    expect(csp).toContain("script-src 'self' 'sha256-a'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(referrer).toBe('no-referrer');
  });

  it('treats a page it does not know as private', () => {
    expect(pagePolicy(undefined, []).csp).toContain("frame-ancestors 'none'");
  });
});
