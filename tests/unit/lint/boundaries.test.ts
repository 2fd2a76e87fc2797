/**
 * Proves that ESLint enforces the boundaries of ARCHITECTURE.md (eslint.config.mjs): a probe file in
 * each part imports what that part may and may not import, and the lint result must say so. A rule
 * that silently stopped matching (a moved folder, a changed pattern) fails here.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

let eslint: ESLint;

// The first lint loads the configuration and the TypeScript parser (seconds on a busy machine): done
// here, with room, so no single test carries it.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export const probe = 1;\n', { filePath: join(ROOT, 'core/probe.ts') });
}, 60_000);

/** The boundary messages ESLint gives for `source` written in the file `file` (relative to the root). */
async function boundaryMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = value;\n`, {
    filePath: join(ROOT, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

const value = (from: string) => `import { value } from '${from}';`;

describe('ESLint boundaries', () => {
  describe.each([
    // [probe file, import, what the rule must say or null when the import is allowed]
    ['core/probe.ts', '../server/data/database', 'Only server/ and scripts/ import server/'],
    ['core/probe.ts', '../client', 'Only widget/ and site/ use client/'],
    ['core/probe.ts', '../widget/App', 'Nothing imports widget/'],
    ['core/probe.ts', '../site/src/config', 'Nothing imports site/'],
    ['core/probe.ts', 'react', 'core/ is pure'],
    ['core/probe.ts', 'node:crypto', 'core/ is pure'],
    ['core/probe.ts', './dates', null],
    ['client/probe.ts', '../server/config', 'Only server/ and scripts/ import server/'],
    ['client/probe.ts', '../widget/api/booking', 'Nothing imports widget/'],
    ['client/probe.ts', '../site/src/utils/account-api', 'Nothing imports site/'],
    ['client/probe.ts', '../core/dates', 'Import core/ through its index.ts'],
    ['client/probe.ts', '../core', null],
    ['client/probe.ts', 'ky', null],
    ['widget/api/probe.ts', 'ky', 'Only client/ uses ky'],
    ['site/src/utils/probe.ts', 'ky', 'Only client/ uses ky'],
    ['server/routes/probe.ts', 'ky', 'Only client/ uses ky'],
    ['widget/store/probe.ts', '../../server/orders/order-views', 'Only server/ and scripts/ import server/'],
    ['widget/store/probe.ts', '../../site/src/utils/account-api', 'Nothing imports site/'],
    ['widget/store/probe.ts', '../../client/session', 'Import client/ through its index.ts'],
    ['widget/store/probe.ts', '../../core/payload', 'Import core/ through its index.ts'],
    ['widget/store/probe.ts', '../../client', null],
    ['widget/store/probe.ts', '../../core', null],
    ['widget/App.tsx', '../client/index', null],
    [
      'site/src/islands/Probe.tsx',
      '../../../server/accounts/users-repo',
      'Only server/ and scripts/ import server/',
    ],
    ['site/src/islands/Probe.tsx', '../../../widget/session/draft-storage', 'Nothing imports widget/'],
    ['site/src/utils/probe.ts', '../../../client/storage', 'Import client/ through its index.ts'],
    ['site/src/utils/probe.ts', '../../../core/formats', 'Import core/ through its index.ts'],
    ['site/src/utils/probe.ts', '../../../client', null],
    ['server/routes/probe.ts', '../../client', 'Only widget/ and site/ use client/'],
    ['server/routes/probe.ts', '../../widget/styles', 'Nothing imports widget/'],
    ['server/routes/probe.ts', '../../site/src/utils/routes', 'Nothing imports site/'],
    ['server/routes/probe.ts', '../../core/tariff', 'Import core/ through its index.ts'],
    ['server/routes/probe.ts', '../../core', null],
    ['server/accounts/probe.ts', '../../core/password-strength', null],
    ['server/routes/probe.ts', '../http/client-address', null],
    ['scripts/probe.ts', '../server/config', null],
    ['tests/unit/probe.test.ts', '../../widget/session/version', null],
  ])('%s importing %s', (file, from, expected) => {
    if (expected === null) {
      it('is allowed', async () => {
        expect(await boundaryMessages(file, value(from))).toEqual([]);
      });
    } else {
      it('is reported', async () => {
        const messages = await boundaryMessages(file, value(from));
        expect(messages).toHaveLength(1);
        expect(messages[0]).toContain(expected);
      });
    }
  });

  it('reports a forbidden re-export and a forbidden type-only import alike', async () => {
    const source =
      "export { ESTIMATOR } from '../server/pricing/estimator';\nimport type { Quote } from '../server/pricing/quote';\nconst value: Quote | null = null;";
    expect(await boundaryMessages('client/probe.ts', source)).toHaveLength(2);
  });

  it('refuses a raw fetch or XMLHttpRequest in the widget and the site, under any name, and allows it in client/', async () => {
    const raw = async (file: string, source: string) =>
      (
        (await eslint.lintText(`${source}\nexport const probe = value;\n`, { filePath: join(ROOT, file) }))[0]
          ?.messages ?? []
      )
        .filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties')
        .map((m) => m.message);
    const calls = [
      "const value = fetch('/api/airports');",
      "const value = globalThis.fetch('/api/airports');",
      "const value = window.fetch('/api/airports');",
      "const value = self.fetch('/api/airports');",
      'const value = new XMLHttpRequest();',
    ];
    for (const file of ['widget/store/probe.ts', 'widget/api/probe.ts', 'site/src/islands/probe.ts']) {
      for (const source of calls) {
        expect(await raw(file, source), `${file}: ${source}`).toEqual([
          expect.stringContaining('through client/'),
        ]);
      }
    }
    expect(await raw('client/probe.ts', calls[0]!)).toEqual([]);
    // The server's adapters call outside services (routing, payments, flight status) with fetch.
    expect(await raw('server/routing/probe.ts', calls[0]!)).toEqual([]);
  });

  it('refuses SQL outside server/data/ and allows it there and in Hono’s query reader', async () => {
    const sqlMessages = async (file: string, source: string) =>
      (
        (await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath: join(ROOT, file) }))[0]
          ?.messages ?? []
      )
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => m.message)
        // A call with its statement in it is reported twice (the call, the statement): once is the point.
        .filter((m, i, all) => all.indexOf(m) === i);
    const query = "declare const db: { query(s: string): void }; db.query('SELECT 1');";
    const statement = "export const sql = `UPDATE orders SET status = 'paid' WHERE id = $1`;";
    expect(await sqlMessages('server/routes/probe.ts', query)).toEqual([
      expect.stringContaining('server/data/'),
    ]);
    expect(await sqlMessages('server/orders/probe.ts', statement)).toEqual([
      expect.stringContaining('server/data/'),
    ]);
    expect(await sqlMessages('server/data/orders/probe-repo.ts', query)).toEqual([]);
    expect(await sqlMessages('server/data/orders/probe-repo.ts', statement)).toEqual([]);
    const honoQuery = "declare const c: { req: { query(n: string): void } }; c.req.query('lang');";
    expect(await sqlMessages('server/routes/probe.ts', honoQuery)).toEqual([]);
  });
});
