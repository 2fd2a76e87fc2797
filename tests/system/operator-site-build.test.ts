/**
 * The pages carry the operator's identity of operator.json (issue 13): the site is built once, into a
 * folder of its own, with a test identity and a logo, and its footer, contact, phone, terms, privacy
 * and jobs pages are read back. The example mark must be gone once the identity is set.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorIdentity } from '../../server/operator/identity-file';
import { siteOperatorMismatch } from '../../server/operator/built-site';
import { TEST_OPERATOR, writeOperatorFile } from '../support/operator-file';

const ROOT = join(import.meta.dirname, '../..');
// A 1×1 PNG: the logo is inlined into the pages as a data: URL.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

let out: string;
let file: string;
const page = (path: string) => readFileSync(join(out, 'site', path, 'index.html'), 'utf8');

beforeAll(() => {
  file = writeOperatorFile({ ...TEST_OPERATOR, logo: 'logo.png' });
  writeFileSync(join(dirname(file), 'logo.png'), Buffer.from(PNG, 'base64'));
  out = mkdtempSync(join(tmpdir(), 'tb-operator-site-'));
  const bin = join(ROOT, 'node_modules', '.bin');
  execFileSync(join(bin, 'astro'), ['build', '--silent', '--outDir', join(out, 'site')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      OPERATOR_FILE: file,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
}, 240_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('a site built with operator.json', () => {
  it('shows the company, address, phone, e-mail, VAT number and logo in every footer', () => {
    for (const path of ['', 'fr', 'en/faq']) {
      const html = page(path);
      expect(html).toContain('Taxi Test NV');
      expect(html).toContain('Proefstraat 7');
      expect(html).toContain('2000 Antwerpen');
      expect(html).toContain('href="tel:+3232012233"');
      expect(html).toContain('03 201 22 33');
      expect(html).toContain('href="mailto:contact@taxitest.example"');
      // The enterprise number without the VAT prefix, and the register (copy review L11).
      expect(html).toContain('0440.966.354 · ');
      expect(html).not.toContain('BE 0440.966.354');
      expect(html).toMatch(/RP[RM](\/RPM)? Antwerpen, afdeling Antwerpen/);
      expect(html).toContain(`src="data:image/png;base64,${PNG}"`);
      expect(html).not.toContain('operator-example');
      expect(html).not.toContain('Example company');
    }
  });

  it('names the operator on the contact, phone, terms, privacy and jobs pages', () => {
    expect(page('en/contact')).toContain('Taxi Test NV');
    const phone = page('en/phone');
    expect(phone).toContain('0903 12 345');
    expect(phone).toContain('€0.75');
    expect(phone).toContain('Taxi Test NV, Proefstraat 7, 2000 Antwerpen');
    expect(page('fr/terms')).toContain(
      'Ces conditions sont celles de Taxi Test NV, Proefstraat 7, 2000 Antwerpen, numéro d’entreprise 0440.966.354.',
    );
    expect(page('privacy')).toContain('Taxi Test NV, Proefstraat 7, 2000 Antwerpen');
    expect(page('en/jobs')).toContain('mailto:werk@taxitest.example');
  });

  it('records its identity, so a production start refuses a site built for another operator.json', () => {
    const fail = (m: string) => new Error(m);
    const same = loadOperatorIdentity({ OPERATOR_FILE: file }, fail).identity;
    expect(siteOperatorMismatch(out, same)).toBeUndefined();
    const other = loadOperatorIdentity({ OPERATOR_FILE: writeOperatorFile() }, fail).identity;
    expect(siteOperatorMismatch(out, other)).toMatch(
      /^the site in .+ was built with another operator identity than the one the server reads; run npm run build again/,
    );
  });
});
