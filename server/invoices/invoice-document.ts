/**
 * An issued invoice, receipt or credit note as a PDF (pdfkit), in the language it was issued in: the
 * operator with its enterprise number and register (RPR/RPM and court), the document's number and
 * date (the day of payment, invoicing or cancellation, never the download), the buyer (a company's
 * name, VAT number and billing address), each line and the total split into the amount excluding
 * VAT, the VAT at core's rate and the amount including it, and how it was paid or refunded.
 */
import {
  INVOICE_PAYMENT_DAYS,
  LOCALE,
  PASSENGER_TRANSPORT_VAT_PERCENT,
  formatEuros,
  formatLetterDate,
  vatLines,
  type ManageView,
  type OperatorIdentity,
  type VatSplit,
} from '../../core';
import { extrasLines } from '../mail/booked-extras-lines';
import { mailText } from '../mail/mail-texts';
import { documentLine, documentText, type DocumentMessageId, type DocumentText } from '../pdf/document-texts';
import { startPdf, winAnsi, writeLetterhead } from '../pdf/pdf-document';
import type { InvoiceRecord } from '../data/invoices/invoices-repo';

type Text = DocumentText;

/** The document's title: a credit note, a company's invoice, or a consumer's receipt. */
export function invoiceTitle(doc: InvoiceRecord, t: Text): string {
  if (doc.kind === 'credit_note') return t('invoice.creditTitle');
  return t(doc.customer.company ? 'invoice.title' : 'invoice.receiptTitle');
}

/**
 * Renders `doc` for the order `view` describes (its rides name the lines), issued by `operator` with
 * its logo at `logoPath`; resolves to the PDF's bytes.
 */
export async function renderInvoice(
  doc: InvoiceRecord,
  view: ManageView,
  operator: OperatorIdentity,
  logoPath: string | undefined,
): Promise<Buffer> {
  const lang = doc.lang;
  const t = documentText(lang);
  const money = (cents: number) => winAnsi(formatEuros(cents, LOCALE[lang]));
  const percent = PASSENGER_TRANSPORT_VAT_PERCENT;
  const title = `${invoiceTitle(doc, t)} ${doc.number}`;
  const pdf = await startPdf(title, 56);
  const { doc: page, line } = pdf;
  writeLetterhead(pdf, operator, logoPath, t);
  page.moveDown();
  page.font('Helvetica-Bold');
  line(title, 18);
  page.font('Helvetica');
  line(documentLine(t, 'invoice.number', doc.number));
  line(documentLine(t, dateLabel(doc), formatLetterDate(doc.issuedOn, lang)));
  if (doc.corrects) {
    const date = formatLetterDate(doc.corrects.issuedOn, lang);
    line(t('invoice.corrects', { number: doc.corrects.number, date }));
  }
  // The customer's one reference is the booking code (issue 31); the booking number is for a company's
  // or a travel agency's books.
  if (doc.customer.company || view.agent) line(documentLine(t, 'receipt.number', view.receipt));
  line(documentLine(t, 'receipt.bookingCode', view.booking_code));
  page.moveDown();
  writeBuyer(pdf.line, doc, t);
  page.moveDown();
  const split = vatLines(doc.lines.map((l) => l.gross_cents));
  doc.lines.forEach((l, i) => {
    page.font('Helvetica-Bold');
    line(lineTitle(l.kind, view, t), 11);
    page.font('Helvetica');
    if (l.kind === 'H' || l.kind === 'T') writeRide(line, view, l.kind, t);
    const amount = split.lines[i]!;
    // A ride a coupon paid in full gets no row of € 0,00 amounts.
    if (amount.gross !== 0) line(amounts(amount, t, money, percent));
    page.moveDown(0.5);
  });
  page.moveDown();
  page.font('Helvetica-Bold');
  line(documentLine(t, 'invoice.totalNet', money(split.total.net)), 11);
  line(documentLine(t, t('invoice.totalVat', { percent }), money(split.total.vat)), 11);
  line(documentLine(t, 'invoice.totalGross', money(split.total.gross)), 12);
  page.font('Helvetica');
  page.moveDown();
  line(documentLine(t, doc.kind === 'credit_note' ? 'invoice.refund' : 'invoice.method', methodText(doc, t)));
  return pdf.finish();
}

/**
 * What the document's fixed date is (copy review L10): a consumer's receipt of an online payment shows
 * the payment date, an invoice its invoice date, a credit note its own date.
 */
function dateLabel(doc: InvoiceRecord): DocumentMessageId {
  if (doc.kind === 'credit_note') return 'invoice.date';
  return !doc.customer.company && doc.method === 'online' ? 'invoice.paymentDate' : 'invoice.invoiceDate';
}

function writeBuyer(line: (text: string, size?: number) => void, doc: InvoiceRecord, t: Text): void {
  const company = doc.customer.company;
  if (company) {
    line(documentLine(t, 'receipt.company', company.name));
    line(documentLine(t, 'receipt.vatNumber', company.vat));
    if (company.address) {
      const a = company.address;
      line(documentLine(t, 'invoice.billingAddress', `${a.street}, ${a.postal} ${a.city}, ${a.country}`));
    }
  }
  line(documentLine(t, 'receipt.customer', doc.customer.name));
}

function lineTitle(kind: InvoiceRecord['lines'][number]['kind'], view: ManageView, t: Text): string {
  if (kind === 'H') return t('receipt.departure');
  if (kind === 'T') return t('receipt.return');
  if (kind === 'credit') return t('invoice.creditLine', { bonnr: view.receipt });
  if (kind === 'reissue') return t('invoice.reissueLine', { bonnr: view.receipt });
  return t('invoice.adjustment');
}

function writeRide(line: (text: string) => void, view: ManageView, kind: 'H' | 'T', t: Text): void {
  const leg = view.legs.find((l) => l.leg === kind);
  if (!leg) return;
  const type = ['combinatie', 'comfort', 'business'].includes(view.type)
    ? t(`receipt.type.${view.type}` as DocumentMessageId)
    : view.type;
  const date = formatLetterDate(leg.date, view.lang);
  line(t('receipt.ride', { date, from: leg.from, to: leg.to, pax: view.pax, type }));
  if (leg.flight) line(t('receipt.flight', { flight: leg.flight }));
  // Everything booked besides the passengers rides along on each ride (issue 31).
  const extras = extrasLines(mailText(view.lang), view.extras).join(' · ');
  if (extras) line(extras);
}

/** A line's amount excluding VAT, its VAT and the amount including VAT, on one row. */
function amounts(s: VatSplit, t: Text, money: (cents: number) => string, percent: number): string {
  return [
    documentLine(t, 'invoice.net', money(s.net)),
    documentLine(t, t('invoice.vat', { percent }), money(s.vat)),
    documentLine(t, 'invoice.gross', money(s.gross)),
  ].join(' · ');
}

function methodText(doc: InvoiceRecord, t: Text): string {
  switch (doc.method) {
    case 'online':
      // Only a change's credit note is 'online': it is set off against the booking's new invoice.
      if (doc.kind === 'credit_note') return t('invoice.refund.reissue');
      return doc.methodDetail
        ? `${t('invoice.method.online')} (${doc.methodDetail})`
        : t('invoice.method.online');
    case 'invoice':
      return doc.kind === 'credit_note'
        ? t('invoice.refund.invoice')
        : t('invoice.method.invoice', { agent: doc.methodDetail, days: INVOICE_PAYMENT_DAYS });
    case 'coupon':
      return t('invoice.refund.coupon', { code: doc.methodDetail });
    case 'card':
      return t('invoice.refund.card');
  }
}
