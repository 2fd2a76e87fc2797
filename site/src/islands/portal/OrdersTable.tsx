/**
 * The bookings under the agent's licence, newest first, a page at a time: receipt, status, customer,
 * rides, price and the discount the agent's terms gave. The caption says which part of the list shows.
 */
import { useEffect, useState } from 'react';
import { LOCALE, formatBookingDate, formatEuros } from '../../../../core';
import type { Lang } from '../../utils/i18n';
import type { OrdersPage, PortalApi } from '../../utils/portal-api';
import { pt } from '../../utils/portal-i18n';

/** Orders per page. */
const PAGE = 20;

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  lang: Lang;
  api: PortalApi;
}

/** Renders one page of the licence's bookings with buttons to page on. */
export function OrdersTable({ lang, api }: OrdersTableProps) {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<OrdersPage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api.orders(PAGE, offset).then(
      (p) => live && setPage(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, offset]);

  if (failed) return <p role="alert">{pt(lang, 'portal.failed')}</p>;
  if (!page) return <p aria-busy="true">{pt(lang, 'portal.loading')}</p>;
  if (page.total === 0) return <p>{pt(lang, 'portal.orders.none')}</p>;
  const money = (cents: number) => formatEuros(cents, LOCALE[lang]);
  return (
    <>
      <div className="portal-table">
        <table className="cards" data-portal-orders>
          <caption>
            {pt(lang, 'portal.orders.caption', {
              from: offset + 1,
              to: offset + page.orders.length,
              total: page.total,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{pt(lang, 'portal.col.receipt')}</th>
              <th scope="col">{pt(lang, 'portal.col.status')}</th>
              <th scope="col">{pt(lang, 'portal.col.customer')}</th>
              <th scope="col">{pt(lang, 'portal.col.legs')}</th>
              <th scope="col">{pt(lang, 'portal.col.price')}</th>
              <th scope="col">{pt(lang, 'portal.col.discount')}</th>
            </tr>
          </thead>
          <tbody>
            {page.orders.map((o) => (
              <tr key={o.id}>
                <th scope="row">{o.receipt}</th>
                <td>{pt(lang, 'portal.status', { status: o.status })}</td>
                <td>{o.customer}</td>
                <td>
                  {o.legs.map((l) => (
                    <div key={l.leg}>
                      {pt(lang, 'portal.leg', {
                        leg: l.leg,
                        date: formatBookingDate(l.date, undefined, lang),
                        airport: l.airport,
                        postal: l.postal_code,
                        city: l.city,
                      })}
                    </div>
                  ))}
                </td>
                <td>{money(o.total_cents)}</td>
                <td>{money(o.discount_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="portal-paging">
        <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          {pt(lang, 'portal.previous')}
        </button>
        <button type="button" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
          {pt(lang, 'portal.next')}
        </button>
      </div>
    </>
  );
}
