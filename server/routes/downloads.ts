import { Hono } from 'hono';
import { z } from 'zod';
import { agentLicenceOf } from '../data/accounts/users-repo';
import { queryTokenRefusal } from '../auth/middleware';
import type { AppContext } from '../context';
import {
  calendarFile,
  creditNoteFile,
  receiptFile,
  sendFile,
  statementFile,
  type FileAnswer,
} from '../downloads/files';
import { checkDownload, isDownloadKind, type DownloadKind } from '../downloads/links';
import { ApiError, fail, paramsOf, parse, queryOf } from '../http/envelope';
import { orderNotFound } from '../orders/order-ownership';
import { findManagedOrder } from '../data/orders/manage-orders-repo';

const fileParams = z.object({ kind: z.string(), id: z.string() });
const linkQuery = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});

/**
 * The signed download links of issue 23 (server/downloads/links.ts): `GET files/{kind}/{id}?expires=…
 * &signature=…` serves the one file the link was signed for, to whoever follows it, without a token:
 * the role and ownership checks ran when the link was made (`POST billomanage/{id}/link`,
 * `POST agentportal/statement/link`). A link for another file, or a changed or missing signature, is
 * 403 `invalid_signature`; an expired one 410 `link_expired`; a token in the address 400.
 */
export function downloadRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.get('/files/:kind/:id', async (c) => {
    const refused = queryTokenRefusal(c);
    if (refused) return fail(c, refused);
    const { kind, id } = parse(fileParams, paramsOf(c));
    if (!isDownloadKind(kind)) {
      throw new ApiError(404, 'not_found', `There is no kind of file "${kind}" to download.`, 'kind');
    }
    const { expires, signature } = parse(linkQuery, queryOf(c));
    const now = new Date();
    await checkDownload(ctx, kind, id, expires, signature, now);
    return sendFile(c, await signedFile(ctx, kind, id, now));
  });

  return app;
}

/** The file a checked link names. */
async function signedFile(ctx: AppContext, kind: DownloadKind, id: string, now: Date): Promise<FileAnswer> {
  if (kind === 'receipt' || kind === 'credit-note' || kind === 'calendar') {
    const orderId = Number(id);
    const order = await findManagedOrder(ctx.db, orderId);
    if (!order) throw orderNotFound(orderId);
    if (kind === 'receipt') return receiptFile(ctx, order, now);
    return kind === 'credit-note' ? creditNoteFile(ctx, order, now) : calendarFile(ctx, orderId, now);
  }
  // A statement link names the agent account and the month; the account must still be an agent's when
  // the link is followed, and the statement is of its licence at that moment.
  const [user, month] = id.split('.') as [string, string];
  const userId = Number(user);
  const licence = await agentLicenceOf(ctx.db, userId);
  if (licence === null) {
    throw new ApiError(403, 'forbidden', "The agents' portal is for travel-agent accounts.");
  }
  return statementFile(ctx, userId, licence, month, kind === 'statement-pdf' ? 'pdf' : 'csv');
}
