/**
 * The street search (SQL over `streets.name_fold`) and the wizard's and order check's rule (core's
 * isKnownStreet) must give the same answer for every street the geodata has: a street the search offers
 * must pass step 1 and the order call, whatever accents, apostrophes or hyphens the customer types.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldStreetName, isKnownStreet } from '../../../core/streets';
import { findStreet } from '../../../server/data/geo/geo-repo';
import { parseCsvRecords } from '../../../server/data/csv';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let rows: { id: number; postcode: number | null; name: string; name_fold: string }[];

beforeAll(async () => {
  server = await startTestServer();
  rows = (
    await server.ctx.db.query<(typeof rows)[number]>('SELECT id, postcode, name, name_fold FROM streets')
  ).rows;
}, 120_000);
afterAll(() => server.close());

/** The street rows of the data files, as the import reads them. */
function dataFileRows(): number {
  const dir = join(import.meta.dirname, '../../../data');
  return ['streets.csv.gz', 'streets-brussels.csv.gz']
    .map((file) => parseCsvRecords(gunzipSync(readFileSync(join(dir, file))).toString('utf8')).length)
    .reduce((a, b) => a + b, 0);
}

/** Ways a customer types a street name other than the geodata spells it. */
const TYPINGS: [string, (name: string) => string][] = [
  ['as spelled', (n) => n],
  ['in capitals', (n) => n.toUpperCase()],
  ['in lower case without accents', (n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()],
  ['with curly apostrophes', (n) => n.replaceAll("'", '’')],
  ['with straight apostrophes', (n) => n.replaceAll('’', "'")],
  ['with spaces for hyphens', (n) => n.replaceAll('-', ' ')],
  ['with extra spaces', (n) => `  ${n.replaceAll(' ', '  ')} `],
];

describe('the folded street names of the database', () => {
  it('hold every street of the data files', () => {
    expect(rows.length).toBe(dataFileRows());
    expect(rows.length).toBeGreaterThan(140_000);
  });

  it("equal core's fold of each name, for every row", () => {
    const differing = rows.filter((r) => r.name_fold !== foldStreetName(r.name));
    expect(differing.map((r) => r.name)).toEqual([]);
  });

  it.each(TYPINGS)(
    'match a street typed %s in SQL exactly when core says it is known, for every row',
    async (_how, typeIt) => {
      const typed = rows.map((r) => typeIt(r.name));
      const known = typed.filter((t, i) => isKnownStreet(t, [rows[i]!.name])).length;
      // The order check's query (findStreet) compares name_fold with the typed text folded by core.
      const { rows: matched } = await server.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM unnest($1::int[], $2::text[]) AS v(id, fold)
           JOIN streets s ON s.id = v.id AND s.name_fold = v.fold`,
        [rows.map((r) => r.id), typed.map(foldStreetName)],
      );
      expect(known).toBe(rows.length);
      expect(matched[0]?.n).toBe(rows.length);
    },
  );

  it('differ from what the SQL translate() of migration 003 gave, which this test would have caught', async () => {
    const { rows: old } = await server.ctx.db.query<{ name: string; fold: string }>(
      `SELECT name, translate(lower(name), 'àáâäãåèéêëìíîïòóôöõùúûüýÿçñ-''', 'aaaaaaeeeeiiiiooooouuuuyycn ') AS fold
         FROM streets`,
    );
    const differing = old.filter((r) => r.fold !== foldStreetName(r.name)).map((r) => r.name);
    expect(differing).toContain('Rue Crève-Cœur');
    expect(differing.length).toBeGreaterThan(100);
  });
});

describe('findStreet()', () => {
  it.each([
    [1000, "rue de l'eglise", "Rue de l'Église"],
    [1000, 'RUE DE L’ÉGLISE', "Rue de l'Église"],
    [9000, 'sint pietersnieuwstraat', 'Sint-Pietersnieuwstraat'],
  ])('finds in %i the street typed %j as %j', async (postcode, typed, name) => {
    const found = await findStreet(server.ctx.db, postcode, typed);
    expect(found?.name).toBe(name);
    expect(isKnownStreet(typed, [name])).toBe(true);
  });
});
