/**
 * `npm run bench:backoffice`: how long the back office's day sheet and order searches take on a large
 * history (issue 13). Seeds 10,000 and then 1,000,000 orders into PostgreSQL (DATABASE_URL, else a
 * throw-away cluster of Debian's PostgreSQL through tests/support/postgres.ts) with generate_series,
 * and prints for each size the median of several runs of each query and the plan EXPLAIN chose (index
 * or sequential scan). The history holds about 30 orders per ride day at every size, so the day sheet
 * returns as many rows at both sizes and only the look-up can grow: the time must stay flat. Not part
 * of `npm test`: timings depend on the machine. Exits 1 when a query scans the orders table.
 */
import { DAY_SHEET_SQL, daySheetParams } from '../server/data/orders/backoffice-dispatch-repo';
import { searchSql, type OrderFilter } from '../server/data/orders/backoffice-order-search-repo';
import { openPostgres, type Database } from '../server/data/database';
import { migrate } from '../server/data/migrate';
import { startPostgres } from '../tests/support/postgres';

const SIZES = [10_000, 1_000_000];
const RUNS = 9;
const PER_DAY = 30;

/** Adds orders numbered `from` to `to` (inclusive): ~30 per ride day, a return leg for most. */
async function seed(db: Database, from: number, to: number): Promise<void> {
  await db.query(
    `INSERT INTO orders (ecode, request_hash, token_id, status, total_cents, heenterug, soortvervoer, taal, pax, koffers,
        datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, heenstraat, heennr, heenpostnr, heenstad,
        datumterug, uurvluchtterug, vluchtnrterug, idluchthaventerug, terugstraat, terugnr, terugpostnr, terugstad,
        voornaam, naam, telklant, emailklant, pickup_time_heen)
     SELECT 'B' || lpad(g::text, 9, '0'), 'bench', 'bench',
            (ARRAY['paid', 'paid', 'paid', 'invoiced', 'awaiting_payment', 'cancelled'])[g % 6 + 1], 18950,
            (ARRAY['HT', 'H', 'T'])[g % 3 + 1], 'comfort', 'NL', 2, 2,
            to_char(date '1990-01-01' + (g / ${PER_DAY}), 'YYYY/MM/DD'), '09:30', 'SN2153', 'BRU',
            'Bondgenotenlaan', '1', '3000', 'Leuven',
            to_char(date '1990-01-08' + (g / ${PER_DAY}), 'YYYY/MM/DD'), '18:45', 'SN2154', 'BRU',
            'Bondgenotenlaan', '1', '3000', 'Leuven',
            'Tine', 'Peeters' || (g % 50000), '+32 470 ' || lpad((g % 1000000)::text, 6, '0'),
            'klant' || g || '@example.be', CASE WHEN g % 2 = 0 THEN '06:15' ELSE '' END
       FROM generate_series($1::int, $2::int) g`,
    [from, to],
  );
  await db.query('ANALYZE orders');
}

/** The plan's node kinds, e.g. "Index Scan on orders_naam_lower", with any sequential scan of orders. */
function planKinds(plan: Record<string, unknown>): string[] {
  const kind = String(plan['Node Type']);
  const index = plan['Index Name'] ? ` ${String(plan['Index Name'])}` : '';
  const rel = plan['Relation Name'] ? ` (${String(plan['Relation Name'])})` : '';
  const own = /Scan/.test(kind) ? [`${kind}${index}${rel}`] : [];
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap(planKinds)];
}

async function measure(
  db: Database,
  sql: string,
  params: unknown[],
): Promise<{ ms: number; plan: string[] }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await db.query(sql, params);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  return { ms: times[Math.floor(RUNS / 2)]!, plan: [...new Set(planKinds(rows[0]!['QUERY PLAN'][0].Plan))] };
}

const search = (f: Partial<OrderFilter>) => searchSql({ limit: 50, offset: 0, ...f });

async function main(): Promise<void> {
  const own = process.env.DATABASE_URL ? null : await startPostgres();
  const db = await openPostgres(process.env.DATABASE_URL || own!.url);
  let scans = 0;
  try {
    await migrate(db);
    await db.query(`DELETE FROM orders WHERE request_hash = 'bench'`);
    let seeded = 0;
    for (const size of SIZES) {
      const t0 = Date.now();
      await seed(db, seeded + 1, size);
      seeded = size;
      console.log(
        `\n${size.toLocaleString('en')} orders (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      );
      // A day in the middle of the history, and an order in it to look for.
      const mid = Math.floor(size / 2);
      const { rows } = await db.query<{ day: string }>(
        `SELECT to_char(date '1990-01-01' + ($1::int / ${PER_DAY}), 'YYYY/MM/DD') AS day`,
        [mid],
      );
      const cases: [string, { sql: string; params: unknown[] }][] = [
        ['day sheet', { sql: DAY_SHEET_SQL, params: daySheetParams(rows[0]!.day) }],
        ['search by name', search({ q: `peeters${mid % 50000}` })],
        ['search by e-code', search({ q: `B${String(mid).padStart(9, '0')}` })],
        ['search by phone', search({ q: `0470/${String(mid % 1000000).padStart(6, '0')}` })],
        ['search by e-mail', search({ q: `KLANT${mid}@example.be` })],
        ['search by ride dates', search({ from: rows[0]!.day, to: rows[0]!.day })],
      ];
      for (const [name, q] of cases) {
        const { ms, plan } = await measure(db, q.sql, q.params);
        if (plan.some((p) => p.startsWith('Seq Scan') && p.endsWith('(orders)'))) scans++;
        console.log(`  ${name.padEnd(22)} ${ms.toFixed(2).padStart(8)} ms   ${plan.join(', ')}`);
      }
    }
  } finally {
    // A database of DATABASE_URL is left as found; a throw-away cluster is simply removed.
    if (!own) await db.query(`DELETE FROM orders WHERE request_hash = 'bench'`).catch(() => undefined);
    await db.close();
    await own?.stop();
  }
  if (scans > 0) {
    console.error(`\n${scans} queries scan the orders table.`);
    process.exitCode = 1;
  }
}

await main();
