/**
 * How every e-mail ends (issue 13, issue 30): one closing in the recipient's language ("Met vriendelijke
 * groeten, / Het team van {company}") and the operator's contact block: the company, address, phone,
 * contact address, website, VAT number and register (RPR/RPM) of operator.json. sendMail adds both,
 * so no template writes its own closing or repeats the operator's details. While the identity is the example one, the block
 * says so in the three languages.
 */
import {
  EXAMPLE_OPERATOR_MARK,
  formatVat,
  langPath,
  operatorAddressLine,
  operatorLegalName,
  type Lang,
  type OperatorIdentity,
} from '../../core';
import { mailText } from './mail-texts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's home page in `lang`, as the contact block names it (`publicUrl` without its slash). */
export function operatorWebsite(publicUrl: string, lang: Lang): string {
  return `${publicUrl.replace(/\/$/, '')}${langPath(lang, '')}`;
}

/** The closing lines in `lang`, signed with the operator's trading name. */
export function mailClosing(op: OperatorIdentity, lang: Lang): string[] {
  const t = mailText(lang);
  return [t('mail.closing'), t('mail.team', { company: op.company })];
}

/**
 * The contact block's lines; the VAT label is the same in the three languages' abbreviations, and the
 * phone, e-mail address and website share one line.
 */
export function operatorSignature(op: OperatorIdentity, website: string): string[] {
  return [
    ...(op.example ? [EXAMPLE_OPERATOR_MARK] : []),
    operatorLegalName(op),
    operatorAddressLine(op),
    `${op.phone.display} · ${op.email} · ${website}`,
    // The register entry every Belgian company mail carries (Companies Code art. 2:20), RPR in Dutch and
    // RPM in French, written like the VAT label in the abbreviations of both.
    `BTW/TVA/VAT ${formatVat(op.vat)} · RPR/RPM ${op.registerCourt}`,
  ];
}

/**
 * Returns `msg` with the closing in its language and the operator's contact block after its text
 * (behind the usual "-- " separator, so mail clients can fold it) and, when there is one, at the end of
 * its HTML body.
 */
export function withOperatorFooter<M extends { text: string; html?: string; lang: Lang }>(
  msg: M,
  op: OperatorIdentity,
  publicUrl: string,
): M {
  const closing = mailClosing(op, msg.lang);
  const lines = operatorSignature(op, operatorWebsite(publicUrl, msg.lang));
  const text = `${msg.text.replace(/\n*$/, '')}\n\n${closing.join('\n')}\n\n-- \n${lines.join('\n')}\n`;
  if (msg.html === undefined) return { ...msg, text };
  const footer =
    `<p>${closing.map(escapeHtml).join('<br>')}</p>` +
    `<hr><p style="font-size:small;color:#555">${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = /<\/body>/i.test(msg.html)
    ? msg.html.replace(/<\/body>/i, `${footer}</body>`)
    : `${msg.html}${footer}`;
  return { ...msg, text, html };
}
