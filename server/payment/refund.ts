/**
 * The payment provider's refund call, behind one function (ARCHITECTURE "Outside providers"): a
 * server-to-server post to the provider's maintenance API, signed with SHA-IN like the payment form,
 * with an idempotency key that stays the same on every retry of one refund, so a retry after a lost
 * answer never refunds twice. Production posts to PAYMENT_MAINTENANCE_URL with the API user
 * PAYMENT_API_USERID / PAYMENT_API_PASSWORD; the embedded sandbox answers at /sandbox/maintenancedirect
 * on this process's own address.
 */
import type { AppContext } from '../context';
import { log } from '../log';
import { paymentSettings } from './payment-settings';
import { signShaIn } from './shasign';

/** One refund to the card: the provider's PAYID of the approved payment, the cents and the retry key. */
export interface CardRefund {
  payid: string;
  amountCents: number;
  /** The same for every attempt of this refund (the provider answers a repeated key with its first answer). */
  key: string;
}

/**
 * What the provider said: `refunded` (STATUS 8, or 81/85: accepted, the provider pays it out), `refused`
 * (any other STATUS: nothing was refunded), `unreachable` (no answer: it may or may not have happened, a
 * retry with the same key tells), `unavailable` (no refund call configured).
 */
export type RefundOutcome =
  | { kind: 'refunded'; status: string; payidsub: string }
  | { kind: 'refused'; status: string; ncerror: string }
  | { kind: 'unreachable' }
  | { kind: 'unavailable' };

const ACCEPTED = new Set(['8', '81', '85']);

/** Reads the attributes of the provider's `<ncresponse …>` answer. */
export function readNcResponse(xml: string): Record<string, string> {
  const element = /<ncresponse\b([^>]*)>/i.exec(xml)?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([A-Za-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Asks the provider to refund `refund` in full (OPERATION RFS). `origin` is this process's own address,
 * where the sandbox listens; null outside a request. Never throws for the provider's failures.
 */
export async function refundToCard(
  ctx: AppContext,
  origin: string | null,
  refund: CardRefund,
): Promise<RefundOutcome> {
  const settings = await paymentSettings(ctx.db, ctx.config.env);
  const env = ctx.config.env;
  const url =
    settings.mode === 'production'
      ? env.PAYMENT_MAINTENANCE_URL
      : origin
        ? `${origin}/sandbox/maintenancedirect`
        : undefined;
  if (!url) return { kind: 'unavailable' };
  const fields: Record<string, string> = {
    AMOUNT: String(refund.amountCents),
    OPERATION: 'RFS',
    PAYID: refund.payid,
    PSPID: settings.pspid,
    ...(settings.mode === 'production'
      ? { USERID: env.PAYMENT_API_USERID ?? '', PSWD: env.PAYMENT_API_PASSWORD ?? '' }
      : {}),
  };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': refund.key,
      },
      body: new URLSearchParams({
        ...fields,
        SHASIGN: signShaIn(fields, settings.shaIn, settings.algorithm),
      }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = readNcResponse(await res.text());
    // Without a STATUS the answer says nothing about the refund (a proxy's error page, say).
    if (!answer.STATUS) return { kind: 'unreachable' };
    if (ACCEPTED.has(answer.STATUS)) {
      return { kind: 'refunded', status: answer.STATUS, payidsub: answer.PAYIDSUB ?? '' };
    }
    return { kind: 'refused', status: answer.STATUS, ncerror: answer.NCERROR ?? '' };
  } catch (e) {
    log.warn({ err: e, payid: refund.payid }, 'payment: the refund call got no answer');
    return { kind: 'unreachable' };
  }
}
