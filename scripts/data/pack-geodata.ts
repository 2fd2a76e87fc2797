/**
 * Rebuilds data/*.csv.gz from the candidate files in ../shared/data: keeps only the columns the product
 * reads, so the committed files stay small. Run: `npx tsx scripts/data/pack-geodata.ts [sourceDir]`.
 */
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parseCsvRecords, writeCsv } from '../../server/data/csv';

const src = process.argv[2] ?? join(import.meta.dirname, '../../../shared/data');
const out = join(import.meta.dirname, '../../data');

function pack(name: string, header: string[], rows: string[][]): void {
  const text = writeCsv([header, ...rows]);
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

// Brussels names come bilingual ("FR - NL"); each language form is a street name a user may type, and
// keeps its language and its name in the other language (its twin), so a lookup can answer in the
// reader's language (core/place-names.ts, server/places/street-lookup.ts). The first pair naming a form wins.
const brussels = new Map<string, { name: string; lang: string; twin: string; ll: string }>();
for (const r of read('be_streets_brussels_osm_names.csv')) {
  const forms: [string, string, string][] = [];
  if (r.name_fr) forms.push([r.name_fr, 'fr', r.name_nl ?? '']);
  if (r.name_nl) forms.push([r.name_nl, 'nl', r.name_fr ?? '']);
  if (forms.length === 0 && r.name) forms.push([r.name, '', '']);
  for (const [name, lang, twin] of forms) {
    const key = name.toLowerCase();
    if (!brussels.has(key)) brussels.set(key, { name, lang: twin ? lang : '', twin, ll: `${r.lat},${r.lon}` });
  }
}
pack(
  'streets-brussels.csv.gz',
  ['street', 'lang', 'twin', 'lat', 'lon'],
  [...brussels.values()].map(
    ({ name, lang, twin, ll }) => [name, lang, twin, ...(ll === ',' ? ['', ''] : ll.split(','))] as string[],
  ),
);

copyFileSync(join(src, 'airports.csv'), join(out, 'airports.csv'));
console.log('airports.csv copied');
