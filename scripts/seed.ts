/**
 * `npm run seed`: stores the demo agents, PO numbers and coupons (all marked DEMO) in the configured
 * database (DATABASE_URL, else DATA_DIR). Safe to rerun.
 */
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/data/database';
import { migrate } from '../server/data/migrate';
import { seedDemo } from '../server/data/seed/demo-seed';

try {
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const lines = await db.transaction((tx) => seedDemo(tx, new Date()));
    console.log(`Demo data (campaign DEMO):\n  ${lines.join('\n  ')}`);
  } finally {
    await db.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError ? `seed: ${e.message}` : e);
  process.exit(1);
}
