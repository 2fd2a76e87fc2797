/**
 * The operator's street aliases (issue 28, migration 039): `npm run admin -- add-street-alias` makes
 * another name find a street at once in the running server, which always suggests the official name;
 * bad options are refused naming the option, and nothing is stored for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../../server/cli/admin-commands';
import { UsageError } from '../../../server/cli/command-options';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const suggested = async (postal: number, typed: string): Promise<string[]> =>
  (await server.api(`/streets/zoekstraten/${postal}/${encodeURIComponent(typed)}`)).body.data.map(
    (s: { STRAAT: string }) => s.STRAAT,
  );
const run = (name: string, options: Record<string, string>) =>
  runAdminCommand(server.ctx, name, options, new Date());

describe('street aliases', () => {
  it('lists the seeded aliases of the ICC', async () => {
    expect(await run('list-street-aliases', {})).toContain('9000  ICC  →  Familie Van Rysselberghedreef');
  });

  it('finds a street by a new alias at once, and no longer once it is removed', async () => {
    // Looked up once before, so a kept answer would hide the new alias.
    expect(await suggested(9000, 'Kouter Bloemenmarkt')).toEqual([]);
    expect(
      await run('add-street-alias', { postal: '9000', street: 'kouter', alias: 'Kouter Bloemenmarkt' }),
    ).toEqual(['9000  Kouter Bloemenmarkt  →  Kouter']);
    expect((await suggested(9000, 'Kouter Bloemenmarkt'))[0]).toBe('Kouter');
    expect((await suggested(9000, 'bloemenmarkt'))[0]).toBe('Kouter');
    await run('remove-street-alias', { postal: '9000', alias: 'Kouter Bloemenmarkt' });
    expect(await suggested(9000, 'Kouter Bloemenmarkt')).toEqual([]);
  });

  it("keeps a Brussels postal code's alias to itself, though Brussels' postal codes share their streets", async () => {
    // Both indexes built before and after the alias: they share the region's street objects (issue 29).
    expect(await suggested(1040, 'Wetstraat')).toContain('Wetstraat');
    await run('add-street-alias', { postal: '1000', street: 'Wetstraat', alias: 'Regentiestraat Oost' });
    expect((await suggested(1000, 'Regentiestraat Oost'))[0]).toBe('Wetstraat');
    expect(await suggested(1040, 'Regentiestraat Oost')).toEqual([]);
    expect(await suggested(1040, 'Wetstraat')).toContain('Wetstraat');
    await run('remove-street-alias', { postal: '1000', alias: 'Regentiestraat Oost' });
    expect(await suggested(1000, 'Regentiestraat Oost')).toEqual([]);
  });

  it.each([
    ['a postal code that is not Belgian', { postal: '900', street: 'Kouter', alias: 'X' }, /postal/],
    ['a street the postal code lacks', { postal: '9000', street: 'Wetstraat', alias: 'X' }, /--street/],
    ['no alias', { postal: '9000', street: 'Kouter' }, /alias/],
  ])('refuses %s, naming the option, and stores nothing', async (_what, options, named) => {
    const before = await run('list-street-aliases', {});
    const refused = await run('add-street-alias', options).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UsageError);
    expect((refused as Error).message).toMatch(named);
    expect(await run('list-street-aliases', {})).toEqual(before);
  });

  it('refuses to remove an alias that is not listed', async () => {
    await expect(run('remove-street-alias', { postal: '9000', alias: 'Nowhere' })).rejects.toThrow(/--alias/);
  });
});
