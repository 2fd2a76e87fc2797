/**
 * `npm run admin -- <command> [--option value …]`: operator commands on the configured database
 * (DATABASE_URL, else the embedded database in DATA_DIR). Run without a command for help.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import {
  UsageError,
  createAgent,
  createCoupon,
  createPo,
  listOrders,
  setVersion,
} from '../server/booking/admin';

const HELP = `Usage: npm run admin -- <command> [options]

  create-agent   --licence L --name N --email E [--uid U] [--payment INVOICE|ONLINE]
  create-po      --code C --licence L [--campaign X] [--paid-by-agent] [--business %] [--comfort %]
                 [--from YYYY/MM/DD] [--until YYYY/MM/DD]
  create-coupon  --code C --campaign X (--amount EUR | --percent %) [--from D] [--until D]
                 [--max-uses N] [--refund]
  set-version    --version V [--hotfix]
  list-orders    [--limit N] [--status awaiting_payment|paid|failed|canceled|invoiced|free]`;

const STRING_OPTIONS = [
  'licence',
  'name',
  'email',
  'uid',
  'payment',
  'code',
  'campaign',
  'business',
  'comfort',
  'from',
  'until',
  'amount',
  'percent',
  'max-uses',
  'version',
  'limit',
  'status',
];
const FLAGS = ['paid-by-agent', 'refund', 'hotfix', 'help'];

const COMMANDS = ['create-agent', 'create-po', 'create-coupon', 'set-version', 'list-orders'] as const;

async function main(): Promise<number> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const o of STRING_OPTIONS) options[o] = { type: 'string' };
  for (const o of FLAGS) options[o] = { type: 'boolean' };
  const { positionals, values } = parseArgs({ allowPositionals: true, strict: true, options });
  const command = positionals[0];
  if (!command || values.help === true || !(COMMANDS as readonly string[]).includes(command)) {
    console.log(HELP);
    return command && values.help !== true ? 2 : 0;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const now = new Date();
    const opts = values as Record<string, string | boolean | undefined>;
    const lines =
      command === 'create-agent'
        ? await createAgent(db, opts)
        : command === 'create-po'
          ? await createPo(db, opts, now)
          : command === 'create-coupon'
            ? await createCoupon(db, opts, now)
            : command === 'set-version'
              ? await setVersion(db, opts)
              : await listOrders(db, opts);
    for (const line of lines) console.log(line);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (
      e instanceof UsageError ||
      e instanceof ConfigError ||
      (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`admin: ${(e as Error).message}`);
      process.exit(2);
    }
    console.error(e);
    process.exit(1);
  },
);
