/**
 * The invoices after a change of a booking (issue 27): the change rewrites the order's legs and total,
 * and what was invoiced must follow. An invoice is never edited once issued (core/READINGS.md "Invoice
 * numbers"), so the current invoice is credited in full by a credit note and a new invoice states the
 * order as it now stands; both take the next numbers of the one yearly sequence, in that order, inside
 * the change's transaction (a rolled-back change gives both numbers back). Not chosen: a credit note or
 * an extra invoice of the difference only; the agency's statement and the customer's receipt then
 * would have to add documents up to know what the ride costs, and the lines (legs, dates) of the old
 * invoice would stay wrong.
 */
import { brusselsToday } from '../../core';
import type { Queryable } from '../data/database';
import { insertInvoice, invoiceOfOrder, type InvoiceRecord } from '../data/invoices/invoices-repo';
import { orderInvoice } from './issue';

/** The documents a change issued: the credit note of the replaced invoice and the new invoice. */
export interface ReissuedInvoice {
  creditNote: InvoiceRecord;
  invoice: InvoiceRecord;
}

/**
 * Reissues the invoice of order `orderId` after a change applied at `now`, inside `tx` (which holds
 * the order's row lock): a credit note for its current invoice in full, then a new invoice with the
 * order's lines as they now stand, settled as the replaced one was (online with the same card brand,
 * or by invoice to the agency). An order without an invoice (not paid or invoiced yet, or free) gets
 * nothing: its invoice is issued when it is settled, with the changed lines. Returns what it issued.
 */
export async function reviseInvoice(
  tx: Queryable,
  orderId: number,
  now: Date,
): Promise<ReissuedInvoice | null> {
  const current = await invoiceOfOrder(tx, orderId);
  if (!current) return null;
  const method = current.method === 'invoice' ? 'invoice' : 'online';
  const creditNote = await insertInvoice(tx, {
    kind: 'credit_note',
    orderId,
    correctsId: current.id,
    issuedOn: brusselsToday(now),
    lang: current.lang,
    // The buyer of the invoice it corrects, as that invoice named them.
    customer: current.customer,
    // Off the agency's bill, or (online) set off against the new invoice: the difference itself is
    // paid or given back by the change (server/manage/revise-apply.ts), not by this document.
    method,
    methodDetail: '',
    lines: [{ kind: 'reissue', gross_cents: current.totalCents }],
    totalCents: current.totalCents,
    rides: current.rides ?? null,
  });
  const invoice = await insertInvoice(
    tx,
    await orderInvoice(
      tx,
      orderId,
      // The agency's invoice names the order's agent as the order now stands; a card payment keeps
      // the brand the replaced invoice names.
      { method, detail: method === 'online' ? current.methodDetail : null },
      now,
    ),
  );
  return { creditNote, invoice };
}
