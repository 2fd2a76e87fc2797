/**
 * Rebuilds data/*.csv.gz from the candidate files in ../shared/data: keeps only the columns the product
 * reads, so the committed files stay small. Run: `npx tsx scripts/data/pack-geodata.ts [sourceDir]`.
 */
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parseCsvRecords, csvField } from '../../server/db/csv';

const src = process.argv[2] ?? join(import.meta.dirname, '../../../shared/data');
const out = join(import.meta.dirname, '../../data');

function pack(name: string, header: string[], rows: string[][]): void {
  const text = [header, ...rows].map((r) => r.map(csvField).join(',')).join('\n') + '\n';
  writeFileSync(join(out, name), gzipSync(text, { level: 9 }));
  console.log(`${name}: ${rows.length} rows`);
}

const read = (f: string) => parseCsvRecords(readFileSync(join(src, f), 'utf8'));

pack(
  'postcodes.csv.gz',
  ['postcode', 'region', 'municipality_nl', 'municipality_fr', 'localities_nl', 'localities_fr', 'lat', 'lon'],
  read('be_postcodes.csv').map((r) => [
    r.postcode!,
    r.region!,
    r.municipality_nl!,
    r.municipality_fr!,
    r.localities_nl!,
    r.localities_fr!,
    r.lat!,
    r.lon!,
  ]),
);

const streets = [...read('be_streets_flanders_crab2014.csv'), ...read('be_streets_wallonia_icar2019.csv')];
pack(
  'streets.csv.gz',
  ['postcode', 'street', 'lat', 'lon'],
  streets.map((r) => [r.postcode!, r.street!, r.lat!, r.lon!]),
);

// Brussels names come bilingual ("FR - NL"); each language form is a street name a user may type.
const brussels = new Map<string, [string, string]>();
for (const r of read('be_streets_brussels_osm_names.csv')) {
  const names = [r.name_fr, r.name_nl].filter((n): n is string => !!n);
  if (names.length === 0 && r.name) names.push(r.name);
  for (const n of names) if (!brussels.has(n.toLowerCase())) brussels.set(n.toLowerCase(), [n, `${r.lat},${r.lon}`]);
}
pack(
  'streets-brussels.csv.gz',
  ['street', 'lat', 'lon'],
  [...brussels.values()].map(([n, ll]) => [n, ...(ll === ',' ? ['', ''] : ll.split(','))] as string[]),
);

copyFileSync(join(src, 'airports.csv'), join(out, 'airports.csv'));
console.log('airports.csv copied');
