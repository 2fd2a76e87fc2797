import { isIP } from 'node:net';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ADMIN_COMMANDS, runAdminCommand } from '../cli/admin-commands';
import { bearerToken } from '../auth/middleware';
import { safeEqual } from '../auth/secrets';
import { UsageError } from '../cli/command-options';
import type { AppContext } from '../context';
import { socketAddress } from '../http/client-address';
import { ApiError, ok, parse, readBody } from '../http/envelope';

const CommandRequest = z.strictObject({
  command: z.string().max(40),
  options: z.record(z.string().max(40), z.union([z.string().max(2000), z.boolean()])).default({}),
});

function isLoopback(address: string | undefined): boolean {
  if (address === undefined || isIP(address) === 0) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * Whether the caller is the command line of this machine: the TCP peer is loopback, no proxy forwarded
 * the call, and it carries the secret of the endpoint file (server/cli/admin-endpoint.ts).
 */
function isLocalOperator(c: Context, secret: string | undefined): boolean {
  if (secret === undefined) return false;
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  if (!isLoopback(socketAddress(c))) return false;
  const token = bearerToken(c.req.header('authorization'));
  return token !== undefined && safeEqual(token, secret);
}

/**
 * `POST /api/admin/command` (not in SPEC 7; loopback only): runs one operator command of
 * server/cli/admin-commands.ts in the server that holds the embedded database, for `npm run admin`.
 * Body `{command, options}`; answers `{lines}`. To anyone else it answers as an unknown call does.
 */
export function adminRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.post('/admin/command', async (c) => {
    if (!isLocalOperator(c, ctx.adminToken)) {
      throw new ApiError(404, 'not_found', `No API call POST ${c.req.path}.`);
    }
    const body = parse(CommandRequest, await readBody(c));
    if (!Object.hasOwn(ADMIN_COMMANDS, body.command)) {
      throw new ApiError(400, 'invalid_request', `There is no command "${body.command}".`, 'command');
    }
    try {
      return ok(c, { lines: await runAdminCommand(ctx, body.command, body.options, new Date()) });
    } catch (e) {
      if (e instanceof UsageError) throw new ApiError(400, 'invalid_request', e.message, 'options');
      throw e;
    }
  });
  return app;
}
