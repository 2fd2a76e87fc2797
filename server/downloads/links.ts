/**
 * Short-lived signed download links (issue 23). A browser cannot send an Authorization header when it
 * follows a link, and a token in a link ends up in the browser's history, in proxies' logs and in
 * Referer headers. So a page asks the API (token in the header, the usual role and ownership checks)
 * for a link to one file, and the API answers `files/{kind}/{id}?expires=…&signature=…`: an HMAC-SHA256
 * over the file's kind, its id and the expiry, under a server secret. The download route checks the
 * signature and the expiry and serves that one file; any other kind, id or expiry breaks the signature.
 *
 * The secret is `DOWNLOAD_SECRET` (at least 32 characters, checked at start in server/config.ts) or,
 * unset, generated once per database so that every API process signs alike; it never reaches a browser.
 */
import { createHmac } from 'node:crypto';
import type { DownloadLink } from '../../core';
import { safeEqual } from '../auth/secrets';
import { signingSecret } from '../auth/link-keys';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';

/** The files a signed link can name. */
export const DOWNLOAD_KINDS = [
  'receipt',
  'credit-note',
  'calendar',
  'statement-pdf',
  'statement-csv',
] as const;

/** A kind of downloadable file. */
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/**
 * How long a signed link works: long enough to start a download after the click, short enough that a
 * link found in the history or a proxy's log is useless.
 */
export const DOWNLOAD_LINK_SECONDS = 300;

/** The answer of a link request: core's shape, the link as a full address and relative to the API base. */
export type { DownloadLink };

/** What each kind's id looks like: an order id, or a statement's `{agent user id}.{YYYY-MM}`. */
const ID_PATTERN: Record<DownloadKind, RegExp> = {
  receipt: /^[1-9]\d{0,9}$/,
  'credit-note': /^[1-9]\d{0,9}$/,
  calendar: /^[1-9]\d{0,9}$/,
  'statement-pdf': /^[1-9]\d{0,9}\.\d{4}-(0[1-9]|1[0-2])$/,
  'statement-csv': /^[1-9]\d{0,9}\.\d{4}-(0[1-9]|1[0-2])$/,
};

/** The signing secret of `ctx`: DOWNLOAD_SECRET, else this database's generated one. */
function downloadSecret(ctx: AppContext): Promise<string> {
  return signingSecret(ctx, ctx.config.env.DOWNLOAD_SECRET, 'download_link_keys');
}

function signature(secret: string, kind: DownloadKind, id: string, expires: number): string {
  // Newlines cannot occur in a kind, an id or a number, so no two triples sign the same text.
  return createHmac('sha256', secret).update(`download\n${kind}\n${id}\n${expires}`).digest('base64url');
}

/** Whether `kind` names a downloadable file. */
export function isDownloadKind(kind: string): kind is DownloadKind {
  return (DOWNLOAD_KINDS as readonly string[]).includes(kind);
}

/**
 * Signs a link to file `kind`/`id`, working {@link DOWNLOAD_LINK_SECONDS} from `now`. Call it only after
 * the caller's role and ownership checks: the link opens the file for whoever holds it.
 */
export async function signDownload(
  ctx: AppContext,
  kind: DownloadKind,
  id: string,
  now: Date = new Date(),
): Promise<DownloadLink> {
  if (!ID_PATTERN[kind].test(id)) throw new Error(`Not a ${kind} id: ${id}`);
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(await downloadSecret(ctx), kind, id, expires),
  });
  const path = `files/${kind}/${id}?${query.toString()}`;
  return {
    url: `${ctx.config.publicUrl}/api/${path}`,
    path,
    expires_in: DOWNLOAD_LINK_SECONDS,
  };
}

/** The 403 of a link that this server did not sign for this file. */
const invalidSignature = () =>
  new ApiError(
    403,
    'invalid_signature',
    'This download link is not valid for this file; download the file again from its page.',
    'signature',
  );

/**
 * Checks a presented link to file `kind`/`id`: an id of the kind's form and an expiry that is a number
 * (else 400 naming `id` or `expires`), signed by this server for exactly this kind, id and expiry (else
 * 403 `invalid_signature`), and not expired at `now` (else 410 `link_expired`). The signature is checked
 * before the expiry, so an expired forgery is refused as a forgery.
 */
export async function checkDownload(
  ctx: AppContext,
  kind: DownloadKind,
  id: string,
  expires: string | undefined,
  presented: string | undefined,
  now: Date,
): Promise<void> {
  if (!ID_PATTERN[kind].test(id)) {
    throw new ApiError(400, 'invalid_request', `"${id}" is not the id of a ${kind} file.`, 'id');
  }
  if (expires !== undefined && !/^\d{1,12}$/.test(expires)) {
    throw new ApiError(400, 'invalid_request', 'The expiry of a download link is a whole number.', 'expires');
  }
  if (expires === undefined || !presented) throw invalidSignature();
  const at = Number(expires);
  if (!safeEqual(presented, signature(await downloadSecret(ctx), kind, id, at))) throw invalidSignature();
  if (at * 1000 <= now.getTime()) {
    throw new ApiError(
      410,
      'link_expired',
      'This download link has expired; download the file again from its page.',
      'expires',
    );
  }
}
