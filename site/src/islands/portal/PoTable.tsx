/** The agent's PO numbers with the discounts they give and who pays (the agent's terms). */
import { formatBookingDate } from '../../../../core';
import type { Lang } from '../../utils/i18n';
import type { PortalPo } from '../../utils/portal-api';
import { pt } from '../../utils/portal-i18n';

/** Props of {@link PoTable}. */
export interface PoTableProps {
  lang: Lang;
  po: readonly PortalPo[];
}

/** Renders the PO numbers, or a sentence when there are none. */
export function PoTable({ lang, po }: PoTableProps) {
  if (po.length === 0) return <p>{pt(lang, 'portal.noPo')}</p>;
  const date = (d: string) => formatBookingDate(d, undefined, lang);
  return (
    <div className="portal-table">
      <table className="cards">
        <caption>{pt(lang, 'portal.po.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{pt(lang, 'portal.po.code')}</th>
            <th scope="col">{pt(lang, 'portal.po.campaign')}</th>
            <th scope="col">{pt(lang, 'portal.po.business')}</th>
            <th scope="col">{pt(lang, 'portal.po.comfort')}</th>
            <th scope="col">{pt(lang, 'portal.po.paid')}</th>
            <th scope="col">{pt(lang, 'portal.po.valid')}</th>
          </tr>
        </thead>
        <tbody>
          {po.map((p) => (
            <tr key={p.code}>
              <th scope="row">{p.code}</th>
              <td>{p.campaign ?? ''}</td>
              <td>{p.business_discount_percent}%</td>
              <td>{p.comfort_discount_percent}%</td>
              <td>{pt(lang, p.paid_by_agent ? 'portal.yes' : 'portal.no')}</td>
              <td>{pt(lang, 'portal.po.range', { from: date(p.valid_from), until: date(p.valid_until) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
