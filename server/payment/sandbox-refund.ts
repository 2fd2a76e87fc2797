/**
 * The embedded sandbox provider's refund call, shaped like the real provider's maintenance API
 * (`maintenancedirect`): a server-to-server form post of PSPID, PAYID, AMOUNT (cents) and OPERATION
 * (RFD partial refund, RFS last refund), signed with SHA-IN, answered by an `ncresponse` with STATUS
 * (8 refunded, 0 invalid or incomplete) and NCERROR. A request carries an `Idempotency-Key`: a retry
 * with the same key gets the stored refund back instead of a second one, and the refunds of one
 * payment never exceed what it captured, whatever the keys.
 */
import type { Database } from '../data/database';
import {
  findSandboxRefund,
  insertSandboxRefund,
  lockApprovedPayment,
  sandboxRefundTotals,
} from '../data/payments/sandbox-repo';
import type { PaymentSettings } from './payment-settings';
import { verifyShaIn } from './shasign';
import { centsToAmount } from './status-codes';

/** The sandbox's error codes, in the provider's style (NCERROR); '0' is none. */
export const SANDBOX_REFUND_ERRORS = {
  /** The request is unsigned, wrongly signed or incomplete. */
  invalid: '50001111',
  /** No approved payment has this PAYID. */
  unknownPayment: '50001127',
  /** The amount exceeds what is left to refund of the payment (a second refund). */
  exceeds: '50001130',
  /** The idempotency key was used before for another request. */
  keyReused: '50001131',
} as const;

/** The attributes of the provider's `ncresponse` answer. */
export type MaintenanceAnswer = Record<
  'orderID' | 'PAYID' | 'PAYIDSUB' | 'NCSTATUS' | 'NCERROR' | 'STATUS' | 'amount' | 'currency',
  string
>;

function refused(ncerror: string, fields: Record<string, string>): MaintenanceAnswer {
  return {
    orderID: fields.ORDERID ?? '',
    PAYID: fields.PAYID ?? '',
    PAYIDSUB: '',
    NCSTATUS: '5',
    NCERROR: ncerror,
    STATUS: '0',
    amount: '',
    currency: 'EUR',
  };
}

/**
 * Handles one refund request (`posted`, names in any case) under idempotency key `key`, as the
 * provider does: the signature first, then the payment, the key and the amount left to refund. Every
 * answer is an {@link MaintenanceAnswer}; nothing throws for a bad request.
 */
export async function sandboxRefund(
  db: Database,
  settings: PaymentSettings,
  posted: Record<string, string>,
  key: string,
): Promise<MaintenanceAnswer> {
  const fields = Object.fromEntries(Object.entries(posted).map(([k, v]) => [k.toUpperCase(), v]));
  const signed =
    fields.PSPID === settings.pspid &&
    Boolean(fields.SHASIGN) &&
    verifyShaIn(fields, settings.shaIn, settings.algorithm);
  const amount = /^[1-9]\d{0,9}$/.test(fields.AMOUNT ?? '') ? Number(fields.AMOUNT) : 0;
  const operation = fields.OPERATION === 'RFD' || fields.OPERATION === 'RFS';
  if (!signed || !amount || !operation || !fields.PAYID || !key || key.length > 200) {
    return refused(SANDBOX_REFUND_ERRORS.invalid, fields);
  }
  return db.transaction(async (tx) => {
    // The payment's row is locked, so two requests for one payment are decided one after the other.
    const paid = await lockApprovedPayment(tx, fields.PAYID ?? '');
    if (!paid) return refused(SANDBOX_REFUND_ERRORS.unknownPayment, fields);
    const payment = { fields: paid };
    const answer = (payidsub: number, cents: number): MaintenanceAnswer => ({
      orderID: payment.fields.ORDERID ?? '',
      PAYID: fields.PAYID ?? '',
      PAYIDSUB: String(payidsub),
      NCSTATUS: '0',
      NCERROR: '0',
      STATUS: '8',
      amount: centsToAmount(cents),
      currency: 'EUR',
    });
    const replay = await findSandboxRefund(tx, key);
    if (replay) {
      const same = replay.payid === fields.PAYID && replay.amount_cents === amount;
      return same
        ? answer(replay.payidsub, replay.amount_cents)
        : refused(SANDBOX_REFUND_ERRORS.keyReused, fields);
    }
    const { refunded, n } = await sandboxRefundTotals(tx, fields.PAYID ?? '');
    if (amount > Number(payment.fields.AMOUNT) - refunded) {
      return refused(SANDBOX_REFUND_ERRORS.exceeds, fields);
    }
    await insertSandboxRefund(tx, key, { payid: fields.PAYID ?? '', amount_cents: amount, payidsub: n + 1 });
    return answer(n + 1, amount);
  });
}
