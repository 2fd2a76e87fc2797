import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { STREET_FOLD_VERSION, foldStreetName } from '../../core';
import { ConfigError } from '../config';
import { parseCsvRecords } from './csv';
import type { Database, Queryable } from './database';

/** Brussels-region postal codes share one street-name list (no open street→postcode list exists). */
export const BRUSSELS_POSTCODES = { min: 1000, max: 1210 } as const;

const CHUNK = 5000;

interface FileSpec {
  file: string;
  table: 'postcodes' | 'streets' | 'airports';
  /** Restricts the delete on re-import to this file's own rows. */
  scope: string;
  /**
   * The version of a rule that computes a column from the file (the street fold), recorded with the
   * file's hash: a new version re-imports the file even when the file itself did not change.
   */
  ruleVersion?: string;
  columns: { name: string; type: string; from: (r: Record<string, string>) => unknown }[];
}

const num = (v: string | undefined): number | null => (v === undefined || v === '' ? null : Number(v));
const list = (v: string | undefined): string[] =>
  v
    ? v
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const FILES: FileSpec[] = [
  {
    file: 'postcodes.csv.gz',
    table: 'postcodes',
    scope: 'TRUE',
    columns: [
      { name: 'postcode', type: 'integer', from: (r) => Number(r.postcode) },
      { name: 'region', type: 'text', from: (r) => r.region },
      { name: 'municipality_nl', type: 'text', from: (r) => r.municipality_nl },
      { name: 'municipality_fr', type: 'text', from: (r) => r.municipality_fr },
      { name: 'localities_nl', type: 'text', from: (r) => JSON.stringify(list(r.localities_nl)) },
      { name: 'localities_fr', type: 'text', from: (r) => JSON.stringify(list(r.localities_fr)) },
      { name: 'lat', type: 'float8', from: (r) => num(r.lat) },
      { name: 'lon', type: 'float8', from: (r) => num(r.lon) },
    ],
  },
  {
    file: 'streets.csv.gz',
    table: 'streets',
    scope: 'postcode IS NOT NULL',
    ruleVersion: `fold${STREET_FOLD_VERSION}`,
    columns: [
      { name: 'postcode', type: 'integer', from: (r) => Number(r.postcode) },
      { name: 'name', type: 'text', from: (r) => r.street },
      { name: 'name_lower', type: 'text', from: (r) => r.street!.toLowerCase() },
      { name: 'name_fold', type: 'text', from: (r) => foldStreetName(r.street!) },
      { name: 'lat', type: 'float8', from: (r) => num(r.lat) },
      { name: 'lon', type: 'float8', from: (r) => num(r.lon) },
    ],
  },
  {
    file: 'streets-brussels.csv.gz',
    table: 'streets',
    scope: 'postcode IS NULL',
    ruleVersion: `fold${STREET_FOLD_VERSION}`,
    columns: [
      { name: 'postcode', type: 'integer', from: () => null },
      { name: 'name', type: 'text', from: (r) => r.street },
      { name: 'name_lower', type: 'text', from: (r) => r.street!.toLowerCase() },
      // The name's language and the street's name in the other one; empty in the file means none.
      { name: 'lang', type: 'text', from: (r) => r.lang || null },
      { name: 'twin', type: 'text', from: (r) => r.twin || null },
      { name: 'name_fold', type: 'text', from: (r) => foldStreetName(r.street!) },
      { name: 'lat', type: 'float8', from: (r) => num(r.lat) },
      { name: 'lon', type: 'float8', from: (r) => num(r.lon) },
    ],
  },
  {
    file: 'airports.csv',
    table: 'airports',
    scope: 'TRUE',
    columns: [
      { name: 'id', type: 'text', from: (r) => r.iata },
      { name: 'icao', type: 'text', from: (r) => r.icao },
      { name: 'name', type: 'text', from: (r) => r.name },
      { name: 'municipality', type: 'text', from: (r) => r.municipality },
      { name: 'country', type: 'text', from: (r) => r.country },
      { name: 'lat', type: 'float8', from: (r) => num(r.lat) },
      { name: 'lon', type: 'float8', from: (r) => num(r.lon) },
      { name: 'core', type: 'boolean', from: (r) => r.core === '1' },
    ],
  },
];

function readDataFile(dir: string, file: string): { text: string; sha256: string } {
  const path = join(dir, file);
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (e) {
    throw new ConfigError(
      `The data file ${path} cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`,
    );
  }
  try {
    const text = file.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
    return { text, sha256: createHash('sha256').update(raw).digest('hex') };
  } catch {
    throw new ConfigError(`The data file ${path} is corrupt (not valid gzip); restore it from git.`);
  }
}

async function insertRows(tx: Queryable, spec: FileSpec, records: Record<string, string>[]): Promise<void> {
  // unnest() over one array per column: one round trip per chunk, the same SQL on PGlite and PostgreSQL.
  const cols = spec.columns;
  const select = cols
    .map((c, i) =>
      c.name.startsWith('localities') ? `ARRAY(SELECT json_array_elements_text(u.c${i}::json))` : `u.c${i}`,
    )
    .join(', ');
  const sql = `INSERT INTO ${spec.table} (${cols.map((c) => c.name).join(', ')})
    SELECT ${select} FROM unnest(${cols.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})
    AS u(${cols.map((_, i) => `c${i}`).join(', ')})`;
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    await tx.query(
      sql,
      cols.map((c) => chunk.map((r) => c.from(r))),
    );
  }
}

function validate(spec: FileSpec, records: Record<string, string>[], path: string): void {
  for (const [i, r] of records.entries()) {
    for (const c of spec.columns) {
      const v = c.from(r);
      if ((c.type === 'integer' || c.type === 'float8') && v !== null && !Number.isFinite(v)) {
        throw new ConfigError(`The data file ${path} is corrupt: row ${i + 2} has no valid ${c.name}.`);
      }
    }
  }
}

/** One geodata file read from disk: checked, not yet imported. */
export interface GeodataFile {
  spec: FileSpec;
  path: string;
  sha256: string;
  text: string;
}

/**
 * Reads (and un-gzips) every geodata file up front, so that a missing or corrupt file stops the start
 * before the database is opened or touched.
 */
export function readGeodata(dir: string): GeodataFile[] {
  return FILES.map((spec) => ({ spec, path: join(dir, spec.file), ...readDataFile(dir, spec.file) }));
}

/**
 * Imports each geodata file whose content (or the version of a rule deriving a column from it) changed
 * since the last import, replacing that file's rows in one transaction; an unchanged file costs one
 * hash. Returns the names of the files imported.
 */
export async function importGeodata(
  db: Database,
  files: GeodataFile[],
  servedAirports?: string[],
): Promise<string[]> {
  const imported: string[] = [];
  for (const { spec, path, sha256: fileHash, text } of files) {
    const sha256 = spec.ruleVersion ? `${fileHash}+${spec.ruleVersion}` : fileHash;
    const prev = await db.query<{ sha256: string }>('SELECT sha256 FROM geodata_imports WHERE file = $1', [
      spec.file,
    ]);
    if (prev.rows[0]?.sha256 === sha256) continue;
    let records: Record<string, string>[];
    try {
      records = parseCsvRecords(text);
    } catch (e) {
      throw new ConfigError(`The data file ${path} is corrupt: ${(e as Error).message}.`);
    }
    validate(spec, records, path);
    const done = await db.transaction(async (tx) => {
      // Two processes starting at once on a fresh database would both import the file and collide on
      // its keys: the lock makes the second wait, and it then finds the file imported.
      await tx.query('SELECT pg_advisory_xact_lock(4321002)');
      const again = await tx.query<{ sha256: string }>('SELECT sha256 FROM geodata_imports WHERE file = $1', [
        spec.file,
      ]);
      if (again.rows[0]?.sha256 === sha256) return false;
      await tx.query(`DELETE FROM ${spec.table} WHERE ${spec.scope}`);
      await insertRows(tx, spec, records);
      await tx.query(
        `INSERT INTO geodata_imports (file, sha256, rows) VALUES ($1, $2, $3)
         ON CONFLICT (file) DO UPDATE SET sha256 = EXCLUDED.sha256, rows = EXCLUDED.rows, imported_at = now()`,
        [spec.file, sha256, records.length],
      );
      return true;
    });
    if (done) imported.push(spec.file);
  }
  await setServedAirports(db, servedAirports);
  return imported;
}

/** Marks the served airports: the configured IATA codes, else those flagged core in the data file. */
export async function setServedAirports(db: Queryable, codes?: string[]): Promise<void> {
  if (codes && codes.length > 0) {
    const known = await db.query<{ id: string }>('SELECT id FROM airports WHERE id = ANY($1::text[])', [
      codes,
    ]);
    const missing = codes.filter((c) => !known.rows.some((r) => r.id === c));
    if (missing.length > 0)
      throw new ConfigError(`AIRPORTS names unknown airport codes: ${missing.join(', ')}.`);
    await db.query('UPDATE airports SET served = (id = ANY($1::text[]))', [codes]);
  } else {
    await db.query('UPDATE airports SET served = core');
  }
}
