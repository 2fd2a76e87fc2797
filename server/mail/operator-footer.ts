/**
 * The operator's signature under every e-mail (issue 13): the company, address, phone, contact address
 * and VAT number of operator.json, added by sendMail so that every template carries it without saying
 * so. While the identity is the example one, the signature says so in the three languages.
 */
import {
  EXAMPLE_OPERATOR_MARK,
  formatVat,
  operatorAddressLine,
  operatorLegalName,
  type OperatorIdentity,
} from '../../core';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The signature's lines; the VAT label is the same in the three languages' abbreviations. */
export function operatorSignature(op: OperatorIdentity): string[] {
  return [
    ...(op.example ? [EXAMPLE_OPERATOR_MARK] : []),
    operatorLegalName(op),
    operatorAddressLine(op),
    `${op.phone.display} · ${op.email}`,
    `BTW/TVA/VAT ${formatVat(op.vat)}`,
  ];
}

/**
 * Returns `msg` with the operator's signature after its text (behind the usual "-- " separator, so mail
 * clients can fold it) and, when there is one, at the end of its HTML body.
 */
export function withOperatorFooter<M extends { text: string; html?: string }>(
  msg: M,
  op: OperatorIdentity,
): M {
  const lines = operatorSignature(op);
  const text = `${msg.text.replace(/\n*$/, '')}\n\n-- \n${lines.join('\n')}\n`;
  if (msg.html === undefined) return { ...msg, text };
  const footer = `<hr><p style="font-size:small;color:#555">${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = /<\/body>/i.test(msg.html)
    ? msg.html.replace(/<\/body>/i, `${footer}</body>`)
    : `${msg.html}${footer}`;
  return { ...msg, text, html };
}
