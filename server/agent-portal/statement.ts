/**
 * The travel agent's monthly statement of its INVOICE orders (issue 13), as CSV (csv-stringify, through
 * server/db/csv.ts) and as PDF (pdfkit, like the receipt of server/manage/receipt.ts), in the agent's
 * language. Amounts are the orders' stored cents, as the price engine computed them. Its texts are the
 * `statement.*` messages of the server's catalogue (server/mail/i18n), beside the receipt's.
 */
import PDFDocument from 'pdfkit';
import {
  EXAMPLE_OPERATOR_MARK,
  LOCALE,
  euroString,
  formatBookingDate,
  formatEuros,
  formatVat,
  INVOICE_OBJECTION_DAYS,
  INVOICE_PAYMENT_DAYS,
  operatorAddressLine,
  operatorLegalName,
  type Lang,
  type OperatorIdentity,
} from '../../core';
import { writeCsv } from '../db/csv';
import type { AgentTerms, PortalOrder } from './orders';
import { labelLine, mailText } from '../mail/i18n';

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
  o.legs.map((l) => `${formatBookingDate(l.date, undefined, lang)} ${l.airport}`).join(' / ');
const bookedOn = (o: PortalOrder, lang: Lang) =>
  formatBookingDate(o.created_at.slice(0, 10).replaceAll('-', '/'), undefined, lang);

/** The statement as CSV: a header in the agent's language, one line per order, amounts as '12.50'. */
export function statementCsv(s: Statement): string {
  const t = mailText(s.lang);
  return writeCsv([
    COLUMNS.map((column) => t(`statement.col.${column}`)),
    ...s.orders.map((o) => [
      o.receipt,
      bookedOn(o, s.lang),
      o.customer,
      o.type,
      rides(o, s.lang),
      euroString(gross(o)),
      euroString(o.discount_cents),
      euroString(o.total_cents),
    ]),
  ]);
}

/** The CSV's columns, in order. */
const COLUMNS = ['receipt', 'bookedOn', 'customer', 'type', 'rides', 'gross', 'discount', 'amount'] as const;

// The standard PDF fonts write WinAnsi only (see server/manage/receipt.ts).
const winAnsi = (s: string) => s.replace(/\u202f/g, '\u00a0');

/** Renders the statement as a PDF; resolves to its bytes. */
export function statementPdf(s: Statement, operator: OperatorIdentity): Promise<Buffer> {
  const t = mailText(s.lang);
  const money = (cents: number) => winAnsi(formatEuros(cents, LOCALE[s.lang]));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${t('statement.title')} ${s.agent.licence} ${s.month}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, size = 10) => doc.fontSize(size).text(winAnsi(text));

  // The operator's identity as the receipt names it (operator.json, core/operator-identity.ts).
  if (operator.example) line(EXAMPLE_OPERATOR_MARK, 8);
  doc.font('Helvetica-Bold');
  line(operatorLegalName(operator), 12);
  doc.font('Helvetica');
  line(operatorAddressLine(operator));
  line(formatVat(operator.vat));
  line(operator.email);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold');
  line(`${t('statement.title')} ${s.month}`, 18);
  doc.font('Helvetica');
  line(labelLine(t, 'statement.agent', s.agent.name));
  line(labelLine(t, 'statement.licence', s.agent.licence));
  line(labelLine(t, 'statement.month', s.month));
  doc.moveDown();
  if (s.orders.length === 0) line(t('statement.none'));
  for (const o of s.orders) {
    doc.font('Helvetica-Bold');
    line(`${o.receipt} - ${o.customer}`, 10);
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
  line(labelLine(t, 'statement.count', s.orders.length), 11);
  line(labelLine(t, 'statement.discount', money(s.orders.reduce((sum, o) => sum + o.discount_cents, 0))), 11);
  line(labelLine(t, 'statement.total', money(s.orders.reduce((sum, o) => sum + o.total_cents, 0))), 12);
  doc.font('Helvetica');
  doc.moveDown();
  line(t('statement.terms', { paymentDays: INVOICE_PAYMENT_DAYS, objectionDays: INVOICE_OBJECTION_DAYS }), 9);
  doc.end();
  return done;
}
