/**
 * The partner figures (issue 28) as a table: one row per month, partner and campaign with its settled
 * bookings and revenue, the month in words in the reader's language. Shared by the back office's
 * section and the agents' portal.
 */
import { LOCALE, formatEuros, formatMonthInWords, type PartnerFigure } from '../../../core';
import { gt } from '../utils/figures-i18n';
import type { Lang } from '../utils/i18n';

/** Props of {@link PartnerFiguresTable}. */
export interface PartnerFiguresTableProps {
  lang: Lang;
  rows: readonly PartnerFigure[];
  /** The months the figures cover, for the empty sentence. */
  months: number;
  /** Whether to show the partner column (the portal's agent may have one partner only, but shows it). */
  showPartner?: boolean;
}

/** Renders the figures, or a sentence when there are none. */
export function PartnerFiguresTable({ lang, rows, months, showPartner = true }: PartnerFiguresTableProps) {
  if (rows.length === 0) return <p>{gt(lang, 'figures.empty', { months })}</p>;
  return (
    <div className="portal-table">
      <table className="cards">
        <caption>{gt(lang, 'figures.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{gt(lang, 'figures.month')}</th>
            {showPartner && <th scope="col">{gt(lang, 'figures.partner')}</th>}
            <th scope="col">{gt(lang, 'figures.campaign')}</th>
            <th scope="col">{gt(lang, 'figures.bookings')}</th>
            <th scope="col">{gt(lang, 'figures.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.month}|${r.partner ?? ''}|${r.campaign}`}>
              <th scope="row">{formatMonthInWords(r.month, lang)}</th>
              {showPartner && (
                <td>
                  {r.partner === null ? gt(lang, 'figures.noPartner') : `${r.partner_name} (${r.partner})`}
                </td>
              )}
              <td>{r.campaign || gt(lang, 'figures.noCampaign')}</td>
              <td>{r.bookings}</td>
              <td>{formatEuros(r.revenue_cents, LOCALE[lang])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
