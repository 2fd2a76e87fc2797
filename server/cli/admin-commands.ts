/**
 * The operator's commands (`npm run admin -- <command>`), in one table that the command line and the
 * running server's loopback call (server/routes/admin-loopback.ts) both run. Each takes the app's context, the parsed
 * options and the time, checks the options with the API's rules and answers lines of text.
 */
import { z } from 'zod';
import type { AppContext } from '../context';
import { recordAudit } from '../backoffice/audit';
import { freeText } from '../http/input';
import { log } from '../log';
import { createAgent, createAgentUser, createPo } from './agency-commands';
import { UsageError, check, type AdminOptions } from './command-options';
import { createCoupon, listOveruses } from './coupon-commands';
import { addAlias, listAliases, removeAlias } from './street-alias-commands';
import { erasurePreview } from './erasure-commands';
import { approveFeedback, hideFeedback, listFeedback } from './feedback-commands';
import { listOrders } from './order-commands';
import { approveOrganiser, listOrganiserRequests, refuseOrganiser } from './organiser-commands';
import { createOperatorCommand } from './staff-commands';
import { setVersion } from './version-commands';

export type { AdminOptions };

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
  'list-street-aliases': ({ db }) => listAliases(db),
  'add-street-alias': ({ db }, o) => addAlias(db, o),
  'remove-street-alias': ({ db }, o) => removeAlias(db, o),
};

/** What the audit log shows for an option that must not be kept (a new account's password). */
const HIDDEN = '(hidden)';
const SECRET_OPTIONS: readonly string[] = ['password'];
const runAs = z.object({
  by: freeText(z.string().trim().min(1, 'is empty').max(100, 'at most 100 characters')).optional(),
});

/**
 * Runs admin command `name` (which must be one of {@link ADMIN_COMMANDS}) and writes it to the audit
 * log: the command's name, its options with secrets hidden, the operator it ran as (`--by`, else
 * `cli`) and its outcome (`done`, `refused: why` for a UsageError, or `failed`). The command line and
 * the running server's loopback call both come through here, so no command escapes the log. The row is
 * written after the command, whose own writes are not one transaction with it; when the row cannot be
 * written the command still answers with that error, so the operator knows the log missed it.
 */
export async function runAdminCommand(
  ctx: AppContext,
  name: string,
  options: AdminOptions,
  now: Date,
): Promise<string[]> {
  const run = Object.hasOwn(ADMIN_COMMANDS, name) ? ADMIN_COMMANDS[name] : undefined;
  if (run === undefined) throw new UsageError(`There is no command "${name}".`);
  const actor = { cli: check(runAs, options).by ?? 'cli' };
  const shown = Object.fromEntries(
    Object.entries(options).map(([k, v]) => [k, SECRET_OPTIONS.includes(k) ? HIDDEN : v]),
  );
  delete shown.by;
  const record = (outcome: string) =>
    recordAudit(ctx.db, actor, {
      action: `command.${name}`,
      entity: 'command',
      entityId: name,
      before: null,
      after: { options: shown, outcome },
    });
  let lines: string[];
  try {
    lines = await run(ctx, options, now);
  } catch (e) {
    await record(e instanceof UsageError ? `refused: ${e.message}` : 'failed').catch((audit: unknown) =>
      log.error({ err: audit, command: name }, 'admin: the audit row of a failed command was not written'),
    );
    throw e;
  }
  await record('done');
  return lines;
}

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
  'postal',
  'street',
  'alias',
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
  list-orders    [--limit N] [--status awaiting_payment|paid|failed|payment_cancelled|invoiced|free]
  list-overuses  [--limit N]   coupon uses past their maximum (late approvals from the provider)
  list-feedback  [--status pending|approved|hidden] [--limit N]
  approve-feedback --id N      show the feedback on /customers
  hide-feedback  --id N        take it off /customers
  list-organisers [--status requested|approved|refused]
  approve-organiser --email E [--by NAME]   approves an organiser request; e-mails the requester
  refuse-organiser  --email E [--reason R] [--by NAME]
  erasure-preview [--limit N]  the orders whose personal data the next erasure run erases
  list-street-aliases          other names customers type for a street (e.g. a venue's)
  add-street-alias --postal P --street S --alias A   "A" finds street S of P in the street search
  remove-street-alias --postal P --alias A

Every command takes --by NAME: the operator it runs as, written with the command in the audit log
(cli when none is given).

With the embedded database (no DATABASE_URL), only one process may open it: while the server runs,
the commands are sent to it over loopback and run there.`;
