/**
 * The operator's commands (`npm run admin -- <command>`), in one table that the command line and the
 * running server's loopback call (routes/admin.ts) both run. Each takes the app's context, the parsed
 * options and the time, checks the options with the API's rules and answers lines of text.
 */
import type { AppContext } from './context';
import {
  createAgent,
  createAgentUser,
  createCoupon,
  createPo,
  listOrders,
  listOveruses,
  setVersion,
} from './booking/admin';
import { approveOrganiser, listOrganiserRequests, refuseOrganiser } from './events/admin';
import { approveFeedback, hideFeedback, listFeedback } from './feedback/admin';
import { createOperatorCommand } from './backoffice/staff-accounts';
import { erasurePreview } from './privacy/admin';

/** Parsed command-line options: `--name value` as a string, `--flag` as true. */
export type AdminOptions = Record<string, string | boolean | undefined>;

/** One operator command. */
export type AdminCommand = (ctx: AppContext, options: AdminOptions, now: Date) => Promise<string[]>;

/** Each command by name. */
export const ADMIN_COMMANDS: Readonly<Record<string, AdminCommand>> = {
  'create-agent': ({ db }, o) => createAgent(db, o),
  'create-agent-user': ({ db }, o) => createAgentUser(db, o),
  'create-operator': ({ db }, o) => createOperatorCommand(db, o),
  'create-po': ({ db }, o, now) => createPo(db, o, now),
  'create-coupon': ({ db }, o, now) => createCoupon(db, o, now),
  'set-version': ({ db }, o) => setVersion(db, o),
  'list-orders': ({ db }, o) => listOrders(db, o),
  'list-overuses': ({ db }, o) => listOveruses(db, o),
  'list-feedback': ({ db }, o) => listFeedback(db, o),
  'approve-feedback': ({ db }, o) => approveFeedback(db, o),
  'hide-feedback': ({ db }, o) => hideFeedback(db, o),
  'list-organisers': (ctx, o) => listOrganiserRequests(ctx, o),
  'approve-organiser': (ctx, o) => approveOrganiser(ctx, o),
  'refuse-organiser': (ctx, o) => refuseOrganiser(ctx, o),
  'erasure-preview': ({ db }, o, now) => erasurePreview(db, o, now),
};

/** The option names that take a value; every other known option is a flag. */
export const ADMIN_STRING_OPTIONS = [
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
  'role',
] as const;

/** The flags. */
export const ADMIN_FLAGS = ['paid-by-agent', 'refund', 'hotfix', 'help'] as const;

/** The command line's help text. */
export const ADMIN_HELP = `Usage: npm run admin -- <command> [options]

  create-agent   --licence L --name N --email E [--uid U] [--payment INVOICE|ONLINE]
  create-agent-user --licence L --email E --password P [--firstname F] [--lastname N] [--lang nl|fr|en]
                 (the agent's login; only a logged-in agent of the licence settles by invoice)
  create-operator --email E --password P [--role operator|dispatcher] [--firstname F] [--lastname N]
                 [--lang nl|fr|en]   a back-office account (the first operator; operators add others)
  create-po      --code C --licence L [--campaign X] [--paid-by-agent] [--business %] [--comfort %]
                 [--from YYYY/MM/DD] [--until YYYY/MM/DD]
  create-coupon  --code C --campaign X (--amount EUR | --percent %) [--from D] [--until D]
                 [--max-uses N] [--refund] [--replace]   (--replace: change an existing code)
  set-version    --version V [--hotfix]
  list-orders    [--limit N] [--status awaiting_payment|paid|failed|canceled|invoiced|free]
  list-overuses  [--limit N]   coupon uses past their maximum (late approvals from the provider)
  list-feedback  [--status pending|approved|hidden] [--limit N]
  approve-feedback --id N      show the feedback on /customers
  hide-feedback  --id N        take it off /customers
  list-organisers [--status requested|approved|refused]
  approve-organiser --email E [--by NAME]   approves an organiser request; e-mails the requester
  refuse-organiser  --email E [--reason R] [--by NAME]
  erasure-preview [--limit N]  the orders whose personal data the next erasure run erases

With the embedded database (no DATABASE_URL), only one process may open it: while the server runs,
the commands are sent to it over loopback and run there.`;
