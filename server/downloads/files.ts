/**
 * The downloadable files (the receipt and credit note PDFs and the .ics calendar of an order, an agent's monthly
 * statement as PDF or CSV), made in one place for both ways to get them: the header-authenticated API
 * calls (routes/manage.ts, routes/agent-portal.ts) and the signed links a browser follows
 * (routes/downloads.ts). Who may have a file is checked by the caller, never here.
 */
import type { Context } from 'hono';
import { isScheduled, langOf, type Lang } from '../../core';
import { agentTerms, statementOrders, type AgentTerms } from '../agent-portal/portal-orders';
import { statementCsv, statementPdf } from '../agent-portal/statement';
import type { AppContext } from '../context';
import { findUserLang } from '../data/accounts/users-repo';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { renderInvoice } from '../invoices/invoice-document';
import { invoiceOfOrder, latestCreditNote } from '../data/invoices/invoices-repo';
import { composeConfirmation, loadConfirmationOrder } from '../mail/order-confirmation';
import { invoiceCompany } from '../manage/company';
import { orderNotFound } from '../orders/order-ownership';
import type { ManagedOrder } from '../data/orders/manage-orders-repo';
import { renderReceipt } from '../manage/receipt';
import { manageView } from '../manage/view';

/** A file to send: its bytes or text, content type and the name the browser saves it under. */
export interface FileAnswer {
  body: Uint8Array | string;
  type: string;
  filename: string;
}

/** Answers `file` as an attachment. */
export function sendFile(c: Context, file: FileAnswer): Response {
  return c.body(file.body as never, 200, {
    'content-type': file.type,
    'content-disposition': `attachment; filename="${file.filename}"`,
  });
}

/**
 * The receipt PDF of `order`, in the order's language whoever downloads it: a settled order's invoice
 * as it was issued, an unsettled order's overview as it stands today.
 */
export async function receiptFile(ctx: AppContext, order: ManagedOrder, now: Date): Promise<FileAnswer> {
  const view = await manageView(ctx.db, order, langOf(order.taal), now);
  const invoice = await invoiceOfOrder(ctx.db, order.id);
  const pdf = invoice
    ? await renderInvoice(invoice, view, ctx.config.operator, ctx.config.operatorLogo)
    : await renderReceipt(
        view,
        ctx.config.operator,
        ctx.config.operatorLogo,
        await invoiceCompany(ctx.db, order.user_id),
        now,
      );
  return { body: new Uint8Array(pdf), type: 'application/pdf', filename: `receipt-${order.bonnr}.pdf` };
}

/** The latest credit note of `order` as PDF, in its own language, or 404 when it has none. */
export async function creditNoteFile(ctx: AppContext, order: ManagedOrder, now: Date): Promise<FileAnswer> {
  const note = await latestCreditNote(ctx.db, order.id);
  if (!note) throw new ApiError(404, 'not_found', `Booking ${order.bonnr} has no credit note.`, 'id');
  const view = await manageView(ctx.db, order, note.lang, now);
  const pdf = await renderInvoice(note, view, ctx.config.operator, ctx.config.operatorLogo);
  return { body: new Uint8Array(pdf), type: 'application/pdf', filename: `credit-note-${order.bonnr}.pdf` };
}

/**
 * Refuses the calendar of an order whose rides do not take place (core's scheduled group: paid,
 * invoiced or free): an unpaid booking may never ride, and a cancelled one will not (issue 31). 409
 * `not_confirmed`, so neither the signed link nor the file is had for it.
 */
export function refuseUnscheduledCalendar(order: { status: string; bonnr: string }): void {
  if (isScheduled(order.status)) return;
  throw new ApiError(
    409,
    'not_confirmed',
    `Booking ${order.bonnr} is not confirmed, so it has no calendar entry.`,
    'id',
  );
}

/**
 * The .ics calendar of order `id` (the confirmation e-mail's), the 404 of a missing order, or the 409
 * of one whose rides do not take place ({@link refuseUnscheduledCalendar}).
 */
export async function calendarFile(ctx: AppContext, id: number, now: Date): Promise<FileAnswer> {
  const order = await loadConfirmationOrder(ctx.db, id);
  if (!order) throw orderNotFound(id);
  refuseUnscheduledCalendar(order);
  const host = new URL(ctx.config.publicUrl).hostname || 'localhost';
  const { ics } = composeConfirmation(order, host, now);
  return { body: ics, type: 'text/calendar; charset=utf-8', filename: `booking-${order.bonnr}.ics` };
}

/** The language of user `userId`'s account (Dutch when unknown). */
export async function userLang(db: Queryable, userId: number): Promise<Lang> {
  return langOf((await findUserLang(db, userId)) ?? 'nl');
}

/** The terms row of `licence`, or 403 when the licence's agent was removed. */
export async function knownAgentTerms(db: Queryable, licence: string): Promise<AgentTerms> {
  const terms = await agentTerms(db, licence);
  if (!terms) throw new ApiError(403, 'forbidden', 'The licence of this account is no longer known.');
  return terms;
}

/**
 * The statement of `licence`'s invoice orders of `month` (YYYY-MM) as PDF or CSV, in the language of
 * agent account `userId`.
 */
export async function statementFile(
  ctx: AppContext,
  userId: number,
  licence: string,
  month: string,
  format: 'pdf' | 'csv',
): Promise<FileAnswer> {
  const terms = await knownAgentTerms(ctx.db, licence);
  const statement = {
    agent: terms,
    month,
    lang: await userLang(ctx.db, userId),
    orders: await statementOrders(ctx.db, licence, month),
  };
  const name = `statement-${terms.licence.replace(/[^A-Za-z0-9-]/g, '_')}-${month}`;
  if (format === 'csv') {
    return { body: statementCsv(statement), type: 'text/csv; charset=utf-8', filename: `${name}.csv` };
  }
  const pdf = await statementPdf(statement, ctx.config.operator, ctx.config.operatorLogo);
  return { body: new Uint8Array(pdf), type: 'application/pdf', filename: `${name}.pdf` };
}
