/**
 * `npm run admin -- <command> [--option value …]`: operator commands on the configured database
 * (DATABASE_URL, else the embedded database in DATA_DIR). Run without a command for help.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import {
  UsageError,
  createAgent,
  createAgentUser,
  createCoupon,
  createPo,
  listOrders,
  listOveruses,
  setVersion,
} from '../server/booking/admin';
import { approveFeedback, hideFeedback, listFeedback } from '../server/feedback/admin';
import type { Config } from '../server/config';
import { approveOrganiser, listOrganiserRequests, refuseOrganiser } from '../server/events/admin';

const HELP = `Usage: npm run admin -- <command> [options]

  create-agent   --licence L --name N --email E [--uid U] [--payment INVOICE|ONLINE]
  create-agent-user --licence L --email E --password P [--firstname F] [--lastname N] [--lang nl|fr|en]
                 (the agent's login; only a logged-in agent of the licence settles by invoice)
  create-po      --code C --licence L [--campaign X] [--paid-by-agent] [--business %] [--comfort %]
                 [--from YYYY/MM/DD] [--until YYYY/MM/DD]
  create-coupon  --code C --campaign X (--amount EUR | --percent %) [--from D] [--until D]
                 [--max-uses N] [--refund]
  set-version    --version V [--hotfix]
  list-orders    [--limit N] [--status awaiting_payment|paid|failed|canceled|invoiced|free]
  list-overuses  [--limit N]   coupon uses past their maximum (late approvals from the provider)
  list-feedback  [--status pending|approved|hidden] [--limit N]
  approve-feedback --id N      show the feedback on /customers
  hide-feedback  --id N        take it off /customers
  list-organisers [--status requested|approved|refused]
  approve-organiser --email E [--by NAME]   approves an organiser request; e-mails the requester
  refuse-organiser  --email E [--reason R] [--by NAME]`;

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
  'password',
  'firstname',
  'lastname',
  'lang',
  'id',
  'reason',
  'by',
];
const FLAGS = ['paid-by-agent', 'refund', 'hotfix', 'help'];

type Options = Record<string, string | boolean | undefined>;

/** Each command and the function that runs it. */
const COMMANDS: Record<
  string,
  (db: Database, options: Options, now: Date, config: Config) => Promise<string[]>
> = {
  'create-agent': (db, o) => createAgent(db, o),
  'create-agent-user': (db, o) => createAgentUser(db, o),
  'create-po': createPo,
  'create-coupon': createCoupon,
  'set-version': (db, o) => setVersion(db, o),
  'list-orders': (db, o) => listOrders(db, o),
  'list-overuses': (db, o) => listOveruses(db, o),
  'list-feedback': (db, o) => listFeedback(db, o),
  'approve-feedback': (db, o) => approveFeedback(db, o),
  'hide-feedback': (db, o) => hideFeedback(db, o),
  'list-organisers': (db, o, _now, config) => listOrganiserRequests({ db, config }, o),
  'approve-organiser': (db, o, _now, config) => approveOrganiser({ db, config }, o),
  'refuse-organiser': (db, o, _now, config) => refuseOrganiser({ db, config }, o),
};

async function main(): Promise<number> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const o of STRING_OPTIONS) options[o] = { type: 'string' };
  for (const o of FLAGS) options[o] = { type: 'boolean' };
  const { positionals, values } = parseArgs({ allowPositionals: true, strict: true, options });
  const command = positionals[0];
  const run = command && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run || values.help === true) {
    console.log(HELP);
    return command && values.help !== true ? 2 : 0;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const lines = await run(db, values as Options, new Date(), config);
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
