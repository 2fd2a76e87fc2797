/**
 * `npm run admin -- <command> [--option value …]`: operator commands on the configured database
 * (DATABASE_URL, else the embedded database in DATA_DIR). Run without a command for help. While the
 * server holds the embedded database, the command is sent to it and runs there (server/routes/admin-loopback.ts).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ADMIN_COMMANDS,
  ADMIN_FLAGS,
  ADMIN_HELP,
  ADMIN_STRING_OPTIONS,
  runAdminCommand,
  type AdminOptions,
} from '../server/cli/admin-commands';
import { setPasswordHashCost } from '../server/auth/password';
import { readAdminEndpoint } from '../server/cli/admin-endpoint';
import { UsageError } from '../server/cli/command-options';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { openDatabase } from '../server/data/database';
import { liveLockHolder, type LockHolder } from '../server/data/folder-lock';
import { migrate } from '../server/data/migrate';

/** Runs `command` in the running server that holds the embedded database. */
async function runInServer(
  config: Config,
  holder: LockHolder,
  command: string,
  options: AdminOptions,
): Promise<string[]> {
  const endpoint = readAdminEndpoint(config.dataDir);
  if (endpoint === undefined || endpoint.pid !== holder.pid) {
    throw new ConfigError(
      `The embedded database in ${config.dataDir} is open in process ${holder.pid}, which takes no ` +
        'commands (it is not a running server, or it listens on another address). Stop that process and try again.',
    );
  }
  let answer: Response;
  try {
    answer = await fetch(`${endpoint.url}/api/admin/command`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ command, options }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (e) {
    throw new ConfigError(
      `The server (process ${holder.pid}) holds the embedded database but did not answer at ${endpoint.url}: ` +
        `${(e as Error).message}. Try again once it runs, or stop it and run the command alone.`,
    );
  }
  const body = (await answer.json().catch(() => ({}))) as {
    data?: { lines?: string[] };
    error_description?: string;
  };
  if (answer.ok && Array.isArray(body.data?.lines)) return body.data.lines;
  const why = body.error_description ?? `status ${answer.status}`;
  throw answer.status === 400 ? new UsageError(why) : new Error(`The server refused the command: ${why}`);
}

async function main(): Promise<number> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const o of ADMIN_STRING_OPTIONS) options[o] = { type: 'string' };
  for (const o of ADMIN_FLAGS) options[o] = { type: 'boolean' };
  const { positionals, values } = parseArgs({ allowPositionals: true, strict: true, options });
  const command = positionals[0];
  const run = command && Object.hasOwn(ADMIN_COMMANDS, command) ? ADMIN_COMMANDS[command] : undefined;
  if (!command || !run || values.help === true) {
    console.log(ADMIN_HELP);
    return command && values.help !== true ? 2 : 0;
  }
  const config = loadConfig();
  const holder =
    config.databaseUrl === undefined ? liveLockHolder(join(config.dataDir, 'pglite')) : undefined;
  let lines: string[];
  if (holder !== undefined && holder.pid !== process.pid) {
    lines = await runInServer(config, holder, command, values as AdminOptions);
  } else {
    setPasswordHashCost(config.passwordHashCost);
    const db = await openDatabase(config);
    try {
      await migrate(db);
      lines = await runAdminCommand({ db, config }, command, values as AdminOptions, new Date());
    } finally {
      await db.close();
    }
  }
  for (const line of lines) console.log(line);
  return 0;
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
