/**
 * The signed feedback link of the day-after e-mail: it carries an order id and an expiry, signed with
 * HMAC-SHA256 under a server secret, so whoever holds the link may leave that order's feedback without
 * logging in, and nobody can make a link for another order or stretch one past its expiry. The secret
 * is `FEEDBACK_SECRET` or, unset, generated once per database (like the payment sandbox keys); it never
 * reaches a browser.
 */
import { createHmac } from 'node:crypto';
import { FEEDBACK_LINK_DAYS } from '../../core';
import { safeEqual } from '../auth/secrets';
import { signingSecret } from '../auth/link-keys';
import type { AppContext } from '../context';

const DAY_MS = 86_400_000;

/**
 * The signing secret of `ctx`: FEEDBACK_SECRET (its length is checked at start, server/config.ts), else
 * this database's generated one.
 */
export function linkSecret(ctx: AppContext): Promise<string> {
  return signingSecret(ctx, ctx.config.env.FEEDBACK_SECRET, 'feedback_link_keys');
}

function signature(secret: string, orderId: number, expires: number): string {
  return createHmac('sha256', secret).update(`feedback:${orderId}:${expires}`).digest('base64url');
}

/** Makes the token of order `orderId`'s link, valid {@link FEEDBACK_LINK_DAYS} days from `now`. */
export async function makeLinkToken(ctx: AppContext, orderId: number, now: Date): Promise<string> {
  const expires = Math.floor((now.getTime() + FEEDBACK_LINK_DAYS * DAY_MS) / 1000);
  return `${orderId}.${expires}.${signature(await linkSecret(ctx), orderId, expires)}`;
}

/** What a presented link token is: the order it names, or why it is refused. */
export type LinkCheck = { ok: true; orderId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a link token: well formed and signed by this server (any other order id or expiry breaks the
 * signature), and not expired at `now`. The signature is checked first, so an expired forgery is
 * 'invalid', never 'expired'.
 */
export async function checkLinkToken(ctx: AppContext, token: string, now: Date): Promise<LinkCheck> {
  const m = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: 'invalid' };
  const orderId = Number(m[1]);
  const expires = Number(m[2]);
  if (!safeEqual(m[3]!, signature(await linkSecret(ctx), orderId, expires))) {
    return { ok: false, reason: 'invalid' };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderId };
}
