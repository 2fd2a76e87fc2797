import { randomBytes } from 'node:crypto';
import type { Database } from '../data/database';
import {
  decideSandboxTransaction,
  findSandboxTransaction,
  insertSandboxTransaction,
} from '../data/payments/sandbox-repo';
import { withQuery } from './form';
import type { PaymentSettings } from './payment-settings';
import { signShaOut, verifyShaIn } from './shasign';
import { centsToAmount } from './status-codes';
import { log } from '../log';

/** What the customer chose on the sandbox page. */
export type SandboxDecision = 'approve' | 'decline' | 'cancel' | 'fail';

/** A payment method offered on the sandbox page. */
export type SandboxMethod = 'CreditCard' | 'Bancontact';

/** A transaction the sandbox accepted: its verified fields are stored, the page only carries `id`. */
export interface SandboxTransaction {
  id: string;
  fields: Record<string, string>;
  payid: string;
}

/** Why the sandbox refuses a posted form, as the provider's error code. */
export class SandboxRefusal extends Error {
  constructor(
    readonly code: string,
    readonly processed = false,
  ) {
    super(code);
    this.name = 'SandboxRefusal';
  }
}

/** The provider's answer per decision: STATUS, NCERROR and the return URL field it goes to. */
const DECISIONS: Record<SandboxDecision, { status: string; ncerror: string; url: string }> = {
  approve: { status: '9', ncerror: '0', url: 'ACCEPTURL' },
  decline: { status: '2', ncerror: '30001001', url: 'DECLINEURL' },
  cancel: { status: '1', ncerror: '0', url: 'CANCELURL' },
  fail: { status: '92', ncerror: '20002001', url: 'EXCEPTIONURL' },
};

/** Upper-cases the names of posted fields; SHASIGN included. */
function upperNames(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toUpperCase(), v]));
}

/**
 * Checks a posted order form as the provider does (PSPID known, SHASIGN equal to the SHA-IN of all
 * other fields, AMOUNT whole cents, CURRENCY EUR, ORDERID present) and stores it as a pending
 * transaction. Throws {@link SandboxRefusal} with a provider-style code otherwise.
 */
export async function openTransaction(
  db: Database,
  settings: PaymentSettings,
  posted: Record<string, string>,
): Promise<SandboxTransaction> {
  const fields = upperNames(posted);
  if (!fields.SHASIGN) throw new SandboxRefusal('unknown order/0/s');
  if (fields.PSPID !== settings.pspid || !verifyShaIn(fields, settings.shaIn, settings.algorithm)) {
    throw new SandboxRefusal('unknown order/1/s');
  }
  if (!/^[1-9]\d{0,9}$/.test(fields.AMOUNT ?? '')) throw new SandboxRefusal('invalid AMOUNT');
  if (fields.CURRENCY !== 'EUR') throw new SandboxRefusal('invalid CURRENCY');
  if (!fields.ORDERID) throw new SandboxRefusal('invalid ORDERID');
  const id = randomBytes(18).toString('base64url');
  return { id, fields, payid: await insertSandboxTransaction(db, id, fields) };
}

/** Reads a pending transaction for showing its page again; null when unknown. */
export async function findTransaction(
  db: Database,
  id: string,
): Promise<(SandboxTransaction & { decided: boolean }) | null> {
  const row = await findSandboxTransaction(db, id);
  return row ? { id, fields: row.fields, payid: row.payid, decided: row.decided } : null;
}

/** Today's date as the provider's TRXDATE (MM/DD/YY). */
function trxDate(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(now.getUTCMonth() + 1)}/${p(now.getUTCDate())}/${p(now.getUTCFullYear() % 100)}`;
}

/**
 * Settles a pending transaction once (a second decision is refused) and returns the SHA-OUT-signed
 * parameters the provider sends back, with the return URL they go to. Everything comes from the
 * stored, verified fields; only the decision and method come from the page.
 */
export async function decideTransaction(
  db: Database,
  settings: PaymentSettings,
  id: string,
  decision: SandboxDecision,
  method: SandboxMethod,
  now = new Date(),
): Promise<{ params: Record<string, string>; returnUrl: string | null; language: string }> {
  const row = await decideSandboxTransaction(db, id, decision);
  if (!row) throw new SandboxRefusal('unknown transaction', (await findTransaction(db, id)) !== null);
  const answer = DECISIONS[decision];
  const card = method === 'CreditCard';
  const params: Record<string, string> = {
    ORDERID: row.fields.ORDERID ?? '',
    AMOUNT: centsToAmount(Number(row.fields.AMOUNT)),
    CURRENCY: row.fields.CURRENCY ?? 'EUR',
    PM: card ? 'CreditCard' : 'Bancontact/Mister Cash',
    BRAND: card ? 'VISA' : 'Bancontact/Mister Cash',
    CARDNO: card ? 'XXXXXXXXXXXX1111' : 'XXXXXXXXXXXXXXX0003',
    ED: '1230',
    STATUS: answer.status,
    PAYID: row.payid,
    NCERROR: answer.ncerror,
    ACCEPTANCE: decision === 'approve' ? `SBX${row.payid.slice(-3)}` : '',
    TRXDATE: trxDate(now),
  };
  params.SHASIGN = signShaOut(params, settings.shaOut, settings.algorithm);
  const target = row.fields[answer.url];
  return {
    params,
    returnUrl: target ? withQuery(target, params) : null,
    language: row.fields.LANGUAGE ?? '',
  };
}

/**
 * Sends the post-sale request to this process's own listening address (`origin`, taken from the
 * socket the request came in on, never from the form), like the provider's server-to-server call.
 * A failure is logged, not thrown: the provider would retry, and the browser return still follows.
 */
export async function sendPostSale(origin: string, params: Record<string, string>): Promise<number | null> {
  try {
    const res = await fetch(`${origin}/api/payment/postsale`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(5000),
    });
    await res.text();
    return res.status;
  } catch (e) {
    log.warn({ origin, err: e }, 'sandbox: the post-sale failed');
    return null;
  }
}
