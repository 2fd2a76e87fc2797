/**
 * The travel agent's monthly statement of its invoiced orders (issue 13): those of an INVOICE licence
 * and the rides on a PO the agency pays for (issue 23), as CSV (csv-stringify, through
 * server/data/csv.ts) and as PDF (pdfkit, like the receipt of server/manage/receipt.ts), in the agent's
 * language. Amounts are the orders' stored cents, as the price engine computed them. Its texts are the
 * `statement.*` messages of the server's catalogue (server/mail/i18n), beside the receipt's.
 */
import {
  LOCALE,
  euroString,
  formatLetterDate,
  formatEuros,
  formatMonthInWords,
  INVOICE_OBJECTION_DAYS,
  INVOICE_PAYMENT_DAYS,
  type Lang,
  type OperatorIdentity,
} from '../../core';
import { writeCsv } from '../data/csv';
import type { AgentTerms, PortalOrder } from './portal-orders';
import { documentLine, documentText } from '../pdf/document-texts';
import { startPdf, winAnsi, writeLetterhead } from '../pdf/pdf-document';

/** What a statement is of. */
export interface Statement {
  agent: Pick<AgentTerms, 'licence' | 'name'>;
  /** 'YYYY-MM'. */
  month: string;
  lang: Lang;
  orders: PortalOrder[];
}

const gross = (o: PortalOrder) => o.legs.reduce((sum, l) => sum + l.gross_cents, 0);
const rides = (o: PortalOrder, lang: Lang) =>
  o.legs.map((l) => `${formatLetterDate(l.date, lang)} ${l.airport}`).join(' / ');
/**
 * The order's vehicle type by the catalogue's name, as the receipt writes it (issue 30: never the
 * database's 'combinatie' in a French or English statement); an unknown type as stored.
 */
function typeName(type: string, lang: Lang): string {
  const t = documentText(lang);
  return type === 'combinatie' || type === 'comfort' || type === 'business'
    ? t(`receipt.type.${type}`)
    : type;
}
// Dates in full (DD/MM/YYYY), as on the receipt: the statement is an accounting document.
const bookedOn = (o: PortalOrder, lang: Lang) => formatLetterDate(o.created_at.slice(0, 10), lang);

/** The statement as CSV: a header in the agent's language, one line per order, amounts as '12.50'. */
export function statementCsv(s: Statement): string {
  const t = documentText(s.lang);
  return writeCsv([
    COLUMNS.map((column) => t(`statement.col.${column}`)),
    ...s.orders.map((o) => [
      o.invoice_number ?? '',
      o.receipt,
      bookedOn(o, s.lang),
      o.customer,
      typeName(o.type, s.lang),
      rides(o, s.lang),
      euroString(gross(o)),
      euroString(o.discount_cents),
      euroString(o.total_cents),
    ]),
  ]);
}

/** The CSV's columns, in order. */
const COLUMNS = [
  'invoice',
  'receipt',
  'bookedOn',
  'customer',
  'type',
  'rides',
  'gross',
  'discount',
  'amount',
] as const;

/** Renders the statement as a PDF under the operator's letterhead (logo at `logoPath`); resolves to its bytes. */
export async function statementPdf(
  s: Statement,
  operator: OperatorIdentity,
  logoPath: string | undefined,
): Promise<Buffer> {
  const t = documentText(s.lang);
  const money = (cents: number) => winAnsi(formatEuros(cents, LOCALE[s.lang]));
  // The month in words in the agent's language ("novembre 2026"), never the database's '2026-11'.
  const month = formatMonthInWords(s.month, s.lang);
  const pdf = await startPdf(`${t('statement.title')} ${s.agent.licence} ${month}`, 48);
  const { doc, line } = pdf;
  // The operator's letterhead as the receipt has it (operator.json, core/operator-identity.ts).
  writeLetterhead(pdf, operator, logoPath, t);
  doc.font('Helvetica-Bold');
  line(`${t('statement.title')} ${month}`, 18);
  doc.font('Helvetica');
  line(documentLine(t, 'statement.agent', s.agent.name));
  line(documentLine(t, 'statement.licence', s.agent.licence));
  line(documentLine(t, 'statement.month', month));
  doc.moveDown();
  if (s.orders.length === 0) line(t('statement.none'));
  for (const o of s.orders) {
    doc.font('Helvetica-Bold');
    // The invoice's own number, as the accountant books it, beside the booking number the agent knows;
    // a ride on a PO the agency pays for names its PO, so the agency can match it to its own order.
    const heading = [
      o.invoice_number,
      o.receipt,
      o.customer,
      typeName(o.type, s.lang),
      o.po ? `PO ${o.po}` : '',
    ];
    line(heading.filter(Boolean).join(' - '), 10);
    doc.font('Helvetica');
    line(t('statement.orderDates', { bookedOn: bookedOn(o, s.lang), rides: rides(o, s.lang) }), 9);
    const amounts = {
      gross: money(gross(o)),
      discount: money(o.discount_cents),
      amount: money(o.total_cents),
    };
    line(t('statement.orderAmounts', amounts), 9);
    doc.moveDown(0.4);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold');
  line(documentLine(t, 'statement.count', s.orders.length), 11);
  line(
    documentLine(t, 'statement.discount', money(s.orders.reduce((sum, o) => sum + o.discount_cents, 0))),
    11,
  );
  line(documentLine(t, 'statement.total', money(s.orders.reduce((sum, o) => sum + o.total_cents, 0))), 12);
  doc.font('Helvetica');
  doc.moveDown();
  line(t('statement.terms', { paymentDays: INVOICE_PAYMENT_DAYS, objectionDays: INVOICE_OBJECTION_DAYS }), 9);
  return pdf.finish();
}
