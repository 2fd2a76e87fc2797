/**
 * Issuing invoices and credit notes (issue 23). An order gets its invoice in the transaction that
 * makes it paid or invoiced (server/payment/state.ts), never when a document is downloaded; a
 * cancellation that gives money back gets a credit note in its own transaction. Both take the next
 * number of the one yearly sequence (core/READINGS.md "Invoice numbers") and keep what they say.
 */
import { brusselsToday } from '../../core';
import type { Queryable } from '../data/database';
import {
  billedCompany,
  creditedCents,
  insertInvoice,
  invoiceOfOrder,
  invoiceSource,
  paymentBrand,
  type InvoiceLine,
  type InvoiceRecord,
  type InvoiceSource,
} from '../data/invoices/invoices-repo';

/** How an order was settled, as its invoice says. */
export type Settlement = { how: 'online'; paymentEventId: number | null } | { how: 'invoice' };

/**
 * Issues the invoice of order `orderId`, settled as `settlement` at `now`, inside `tx` (which must
 * hold the order's row lock, as server/payment/state.ts's transition does). When the order already has
 * an invoice, its current one is returned and no number is taken.
 */
export async function issueInvoice(
  tx: Queryable,
  orderId: number,
  settlement: Settlement,
  now: Date,
): Promise<InvoiceRecord> {
  const existing = await invoiceOfOrder(tx, orderId);
  if (existing) return existing;
  const o = await invoiceSource(tx, orderId);
  if (!o) throw new Error(`Order ${orderId} does not exist.`);
  return insertInvoice(tx, {
    kind: 'invoice',
    orderId,
    correctsId: null,
    issuedOn: brusselsToday(now),
    lang: o.lang,
    customer: { name: o.customerName, company: await billedCompany(tx, o.userId) },
    method: settlement.how,
    methodDetail:
      settlement.how === 'online' ? await paymentBrand(tx, settlement.paymentEventId) : o.agentName,
    lines: invoiceLines(o),
    totalCents: o.totalCents,
  });
}

/** The lines of an invoice of order `o` as it stands: its legs, and what they do not explain. */
function invoiceLines(o: InvoiceSource): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  if (o.heenterug.includes('H')) lines.push({ kind: 'H', gross_cents: o.heenCents });
  if (o.heenterug.includes('T')) lines.push({ kind: 'T', gross_cents: o.terugCents });
  // What the legs' prices do not explain is its own line, so the lines add up to what was paid.
  const rest = o.totalCents - lines.reduce((sum, l) => sum + l.gross_cents, 0);
  if (rest !== 0) lines.push({ kind: 'adjustment', gross_cents: rest });
  return lines;
}

/** What a change of a booking did to its invoices. */
export interface Reissued {
  creditNote: InvoiceRecord;
  invoice: InvoiceRecord;
}

/**
 * Reissues the invoice of order `orderId` after a change in place (issue 27), inside the change's
 * transaction `tx` (which holds the order's lock): a credit note for what the current invoice still
 * holds (method 'replaced': set off against the new one, no money back by itself), then a new invoice
 * with the order's lines as they now stand, both with the next numbers of the one yearly sequence. The
 * new invoice keeps the old one's buyer, language and settlement (the card's brand, the agency). Null
 * (no number taken) when the order has no invoice: an unsettled order is invoiced when it is settled.
 */
export async function reissueInvoice(tx: Queryable, orderId: number, now: Date): Promise<Reissued | null> {
  const old = await invoiceOfOrder(tx, orderId);
  if (!old) return null;
  const o = await invoiceSource(tx, orderId);
  if (!o) throw new Error(`Order ${orderId} does not exist.`);
  const left = old.totalCents - (await creditedCents(tx, old.id));
  const issuedOn = brusselsToday(now);
  const creditNote = await insertInvoice(tx, {
    kind: 'credit_note',
    orderId,
    correctsId: old.id,
    issuedOn,
    lang: old.lang,
    customer: old.customer,
    method: 'replaced',
    methodDetail: '',
    lines: [{ kind: 'credit', gross_cents: left }],
    totalCents: left,
  });
  const invoice = await insertInvoice(tx, {
    kind: 'invoice',
    orderId,
    correctsId: null,
    issuedOn,
    lang: old.lang,
    customer: old.customer,
    method: old.method,
    methodDetail: old.methodDetail,
    lines: invoiceLines(o),
    totalCents: o.totalCents,
  });
  return { creditNote, invoice };
}

/** How a credit note's money goes back to the customer. */
export type CreditRefund =
  /** A refund coupon (its code). */
  | { via: 'coupon'; code: string }
  /** A refund to the card through the payment provider. */
  | { via: 'card' }
  /** Taken off the travel agency's bill (an invoiced order). */
  | { via: 'invoice' };

/**
 * Issues a credit note of `amountCents` (VAT included) against the invoice of order `orderId`, dated
 * `now`, inside `tx`: every cancellation that gives back money for a paid or invoiced order calls it
 * in the cancellation's transaction. Returns null (and takes no number) when the order has no invoice
 * or nothing is credited. The credit never exceeds what the invoice and the earlier credit notes left.
 */
export async function issueCreditNote(
  tx: Queryable,
  orderId: number,
  amountCents: number,
  refund: CreditRefund,
  now: Date,
): Promise<InvoiceRecord | null> {
  const invoice = await invoiceOfOrder(tx, orderId);
  if (!invoice || amountCents <= 0) return null;
  const credited = await creditedCents(tx, invoice.id);
  if (amountCents > invoice.totalCents - credited) {
    throw new Error(
      `A credit note of ${amountCents} cents exceeds what invoice ${invoice.number} has left (${invoice.totalCents - credited} cents).`,
    );
  }
  return insertInvoice(tx, {
    kind: 'credit_note',
    orderId,
    correctsId: invoice.id,
    issuedOn: brusselsToday(now),
    lang: invoice.lang,
    // The buyer of the invoice it corrects, as that invoice named them.
    customer: invoice.customer,
    method: refund.via,
    methodDetail: refund.via === 'coupon' ? refund.code : '',
    lines: [{ kind: 'credit', gross_cents: amountCents }],
    totalCents: amountCents,
  });
}
