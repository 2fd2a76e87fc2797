/**
 * The receipt of an order as a PDF (pdfkit), in the order's language: the operator, the receipt
 * number, each ride, the amounts with the VAT they contain at the Belgian rate for passenger
 * transport (core's PASSENGER_TRANSPORT_VAT_PERCENT), and how it was settled. A company account's
 * order gets an invoice with the company's name, VAT number and invoice address.
 */
import {
  LOCALE,
  PASSENGER_TRANSPORT_VAT_PERCENT,
  brusselsToday,
  formatLetterDate,
  formatEuros,
  langOf,
  toCents,
  vatIncluded,
  type ManageView,
  type OperatorIdentity,
} from '../../core';
import { extrasLines } from '../mail/booked-extras-lines';
import { mailText } from '../mail/mail-texts';
import { documentLine, documentText, type DocumentMessageId, type DocumentText } from '../pdf/document-texts';
import { startPdf, winAnsi, writeLetterhead } from '../pdf/pdf-document';

/** The company an invoice is made out to, or null for a consumer's receipt. */
export interface InvoiceCompany {
  name: string;
  vatNumber: string;
  /** The account's invoice address on one line, or null when it has none (copy review L10). */
  address?: string | null;
}

/**
 * Renders the receipt of `view` on `now`, issued by `operator` (its PNG or JPEG logo at `logoPath` on
 * top; pdfkit draws no SVG, so an SVG logo is left out); resolves to the PDF's bytes.
 */
export async function renderReceipt(
  view: ManageView,
  operator: OperatorIdentity,
  logoPath: string | undefined,
  company: InvoiceCompany | null,
  now: Date,
): Promise<Buffer> {
  const lang = langOf(view.lang);
  const t = documentText(lang);
  const money = (cents: number) => winAnsi(formatEuros(cents, LOCALE[lang]));
  const title = t(company ? 'receipt.invoiceTitle' : 'receipt.title');
  // A consumer's one reference is the booking code (issue 31); a company's or an agency's books file it
  // by the booking number.
  const reference = company || view.agent ? view.receipt : view.booking_code;
  const pdf = await startPdf(`${title} ${reference}`, 56);
  const { doc, line } = pdf;
  writeLetterhead(pdf, operator, logoPath, t);
  doc.font('Helvetica-Bold');
  line(`${title} ${reference}`, 18);
  doc.font('Helvetica');
  // One reference for a consumer (issue 31): the booking code. The booking number is for a company's
  // or a travel agency's books.
  if (company || view.agent) line(documentLine(t, 'receipt.number', view.receipt));
  line(documentLine(t, 'receipt.date', formatLetterDate(brusselsToday(now), lang)));
  line(documentLine(t, 'receipt.bookingCode', view.booking_code));
  doc.moveDown();
  line(documentLine(t, 'receipt.customer', `${view.first_name} ${view.last_name}, ${view.email}`));
  if (company) {
    line(documentLine(t, 'receipt.company', company.name));
    line(documentLine(t, 'receipt.vatNumber', company.vatNumber));
    if (company.address) line(documentLine(t, 'invoice.billingAddress', company.address));
  }
  doc.moveDown();
  const type = ['combinatie', 'comfort', 'business'].includes(view.type)
    ? t(`receipt.type.${view.type}` as DocumentMessageId)
    : view.type;
  // Everything booked besides the passengers rides along on each ride (issue 31).
  const extras = extrasLines(mailText(lang), view.extras).join(' · ');
  for (const leg of view.legs) {
    doc.font('Helvetica-Bold');
    // A ride to an event is named so (issue 28); its other end is the venue, and it has no flight.
    const title = view.event
      ? leg.leg === 'H'
        ? 'receipt.toEvent'
        : 'receipt.fromEvent'
      : leg.leg === 'H'
        ? 'receipt.departure'
        : 'receipt.return';
    line(t(title), 11);
    doc.font('Helvetica');
    line(
      t('receipt.ride', {
        date: formatLetterDate(leg.date, lang),
        from: leg.from,
        to: leg.to,
        pax: view.pax,
        type,
      }),
    );
    if (leg.flight) line(t('receipt.flight', { flight: leg.flight }));
    if (extras) line(extras);
    // A ride that costs nothing (a coupon paid it) gets no "Amount: € 0,00" row.
    if (leg.price !== 0) line(documentLine(t, 'receipt.amount', money(toCents(leg.price))));
    doc.moveDown(0.5);
  }
  doc.moveDown();
  const totalCents = toCents(view.total);
  const vatCents = vatIncluded(totalCents);
  doc.font('Helvetica-Bold');
  line(documentLine(t, 'receipt.total', money(totalCents)), 12);
  doc.font('Helvetica');
  // Nothing to pay has no VAT to show: no € 0,00 rows.
  if (totalCents !== 0) {
    line(documentLine(t, t('receipt.vat', { percent: PASSENGER_TRANSPORT_VAT_PERCENT }), money(vatCents)));
    line(documentLine(t, 'receipt.net', money(totalCents - vatCents)));
  }
  doc.moveDown();
  line(settlementText(view, t, money));
  return pdf.finish();
}

function settlementText(view: ManageView, t: DocumentText, money: (cents: number) => string): string {
  switch (view.status) {
    case 'paid':
      return t('receipt.status.paid');
    case 'invoiced':
      return t('receipt.status.invoiced');
    case 'free':
      return t('receipt.status.free');
    case 'cancelled':
      return t('receipt.status.cancelled', { refund: money(toCents(view.refund?.amount ?? 0)) });
    default:
      return t('receipt.status.unpaid');
  }
}
