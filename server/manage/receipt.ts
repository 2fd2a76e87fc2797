/**
 * The receipt of an order as a PDF (pdfkit), in the order's language: the operator, the receipt
 * number, each ride, the amounts with the VAT they contain at the Belgian rate for passenger
 * transport (core's PASSENGER_TRANSPORT_VAT_PERCENT), and how it was settled. A company account's
 * order gets an invoice with the company's name and VAT number.
 */
import PDFDocument from 'pdfkit';
import {
  LOCALE,
  PASSENGER_TRANSPORT_VAT_PERCENT,
  brusselsToday,
  EXAMPLE_OPERATOR_MARK,
  formatLetterDate,
  formatEuros,
  formatVat,
  langOf,
  toCents,
  operatorAddressLine,
  operatorLegalName,
  vatIncluded,
  type ManageView,
  type OperatorIdentity,
} from '../../core';
import { labelLine, mailText, type MailMessageId } from '../mail/i18n';

/** The company an invoice is made out to, or null for a consumer's receipt. */
export interface InvoiceCompany {
  name: string;
  vatNumber: string;
}

// The standard PDF fonts write WinAnsi only; the narrow no-break space of French number formatting is
// not in it, the ordinary no-break space is.
const winAnsi = (s: string) => s.replace(/\u202f/g, '\u00a0');

/**
 * Renders the receipt of `view` on `now`, issued by `operator` (its PNG or JPEG logo at `logoPath` on
 * top; pdfkit draws no SVG, so an SVG logo is left out); resolves to the PDF's bytes.
 */
export function renderReceipt(
  view: ManageView,
  operator: OperatorIdentity,
  logoPath: string | undefined,
  company: InvoiceCompany | null,
  now: Date,
): Promise<Buffer> {
  const lang = langOf(view.lang);
  const t = mailText(lang);
  const money = (cents: number) => winAnsi(formatEuros(cents, LOCALE[lang]));
  const title = t(company ? 'receipt.invoiceTitle' : 'receipt.title');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${title} ${view.receipt}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, size = 10) => doc.fontSize(size).text(winAnsi(text));

  if (logoPath && !/\.svg$/i.test(logoPath)) doc.image(logoPath, { fit: [160, 48] }).moveDown(0.5);
  // An example identity says so on the receipt itself, so it is never mistaken for a real one.
  if (operator.example) line(EXAMPLE_OPERATOR_MARK, 8);
  doc.font('Helvetica-Bold');
  line(operatorLegalName(operator), 12);
  doc.font('Helvetica');
  line(operatorAddressLine(operator));
  line(labelLine(t, 'receipt.vatNumber', formatVat(operator.vat)));
  line(`${operator.phone.display} · ${operator.email}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold');
  line(`${title} ${view.receipt}`, 18);
  doc.font('Helvetica');
  line(labelLine(t, 'receipt.number', view.receipt));
  line(labelLine(t, 'receipt.date', formatLetterDate(brusselsToday(now), lang)));
  line(labelLine(t, 'receipt.bookingCode', view.booking_code));
  doc.moveDown();
  line(labelLine(t, 'receipt.customer', `${view.first_name} ${view.last_name}, ${view.email}`));
  if (company) {
    line(labelLine(t, 'receipt.company', company.name));
    line(labelLine(t, 'receipt.vatNumber', company.vatNumber));
  }
  doc.moveDown();
  const type = ['combinatie', 'comfort', 'business'].includes(view.type)
    ? t(`confirmation.type.${view.type}` as MailMessageId)
    : view.type;
  for (const leg of view.legs) {
    doc.font('Helvetica-Bold');
    line(t(leg.leg === 'H' ? 'receipt.departure' : 'receipt.return'), 11);
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
    line(labelLine(t, 'receipt.amount', money(toCents(leg.price))));
    doc.moveDown(0.5);
  }
  doc.moveDown();
  const totalCents = toCents(view.total);
  const vatCents = vatIncluded(totalCents);
  doc.font('Helvetica-Bold');
  line(labelLine(t, 'receipt.total', money(totalCents)), 12);
  doc.font('Helvetica');
  line(labelLine(t, t('receipt.vat', { percent: PASSENGER_TRANSPORT_VAT_PERCENT }), money(vatCents)));
  line(labelLine(t, 'receipt.net', money(totalCents - vatCents)));
  doc.moveDown();
  line(settlementText(view, t, money));
  doc.end();
  return done;
}

function settlementText(
  view: ManageView,
  t: ReturnType<typeof mailText>,
  money: (cents: number) => string,
): string {
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
