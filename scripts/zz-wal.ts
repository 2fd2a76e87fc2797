import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create('/tmp/tpl');
console.log((await pg.query("select pg_walfile_name(pg_current_wal_lsn()) cur, (pg_control_checkpoint()).redo_wal_file")).rows);
await pg.close();
