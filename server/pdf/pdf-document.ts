/**
 * What the operator's PDF documents share (the receipt of server/manage/receipt.ts and the agents'
 * statement of server/agent-portal/statement.ts): an A4 pdfkit document collected into bytes, a line
 * writer safe for the standard fonts, and the operator's letterhead from operator.json.
 */
import {
  EXAMPLE_OPERATOR_MARK,
  enterpriseNumber,
  formatVat,
  operatorAddressLine,
  operatorLegalName,
  type OperatorIdentity,
} from '../../core';
import { documentLine, type DocumentText } from './document-texts';

/**
 * The standard PDF fonts write WinAnsi only; the narrow no-break space of French number formatting
 * and typography is not in it, the ordinary no-break space is.
 */
export const winAnsi = (s: string): string => s.replace(/\u202f/g, '\u00a0');

/** A document being written. */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Writes one paragraph at `size` points. */
  line(text: string, size?: number): void;
  /** Ends the document; resolves to its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * Starts an A4 document titled `title` with `margin` points around. pdfkit (with fontkit and its fonts'
 * decoders) is imported on the first document, not at start: it is about 25 MB of a server's memory
 * (issue 29), and most processes never write a PDF.
 */
export async function startPdf(title: string, margin: number): Promise<PdfWriter> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    line: (text, size = 10) => void doc.fontSize(size).text(winAnsi(text)),
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * Writes the operator's letterhead: its PNG or JPEG logo at `logoPath` (pdfkit draws no SVG, so an SVG
 * logo is left out), the example mark of an example identity (so the document is never mistaken for a
 * real one), legal name, address, VAT number, enterprise number with its register (RPR/RPM), phone
 * and e-mail.
 */
export function writeLetterhead(
  pdf: PdfWriter,
  operator: OperatorIdentity,
  logoPath: string | undefined,
  t: DocumentText,
): void {
  const { doc, line } = pdf;
  if (logoPath && !/\.svg$/i.test(logoPath)) doc.image(logoPath, { fit: [160, 48] }).moveDown(0.5);
  if (operator.example) line(EXAMPLE_OPERATOR_MARK, 8);
  doc.font('Helvetica-Bold');
  line(operatorLegalName(operator), 12);
  doc.font('Helvetica');
  line(operatorAddressLine(operator));
  line(documentLine(t, 'receipt.vatNumber', formatVat(operator.vat)));
  // The enterprise number and register every Belgian company's documents carry (Companies Code art. 2:20).
  line(t('invoice.enterprise', { number: enterpriseNumber(operator.vat), court: operator.registerCourt }));
  line(`${operator.phone.display} · ${operator.email}`);
  doc.moveDown(1.5);
}
