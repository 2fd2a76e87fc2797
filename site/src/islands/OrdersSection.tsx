/**
 * The account's bookings (SPEC 2 "Account page"): receipt number, transport, from, to, date, status,
 * paid and scheduled, one page at a time; the places come named in the page's language, airports by
 * name, and dates as SPEC 3 writes them. `reload` changes when a booking was linked, which brings
 * the first page back.
 */
import { useEffect, useState } from 'react';
import type { AccountApi, OrderPage } from '../utils/account-api';
import { formatBookingDate } from '../../../core';
import { at, isAccountKey } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 10;

/** Props of {@link OrdersSection}. */
export interface OrdersSectionProps {
  lang: Lang;
  api: AccountApi;
  /** Changes whenever the list must be read again from its first page. */
  reload: number;
}

/** A translated transport or status name; a value the texts do not know is shown as the API sent it. */
const label = (lang: Lang, prefix: 'acc.transport.' | 'acc.status.', value: string) => {
  const key = `${prefix}${value.toLowerCase()}`;
  return isAccountKey(key) ? at(lang, key) : value;
};

/** Renders the order list with paging. */
export function OrdersSection({ lang, api, reload }: OrdersSectionProps) {
  const [wanted, setWanted] = useState({ page: 1, reload });
  const [result, setResult] = useState<{ key: string; page: OrderPage | null } | null>(null);
  // A new reload value starts again at page 1, without an effect that sets state.
  const page = wanted.reload === reload ? wanted.page : 1;
  const key = `${reload}:${page}`;

  useEffect(() => {
    let live = true;
    api.orders(page, ORDERS_PAGE_SIZE).then(
      (loaded) => live && setResult({ key, page: loaded }),
      () => live && setResult({ key, page: null }),
    );
    return () => {
      live = false;
    };
  }, [api, page, key]);

  const current = result?.key === key ? result : null;
  const loaded = current?.page;
  const pages = loaded ? Math.max(1, Math.ceil(loaded.count / loaded.pageSize)) : 1;
  const yesNo = (value: boolean) => at(lang, value ? 'acc.orders.yes' : 'acc.orders.no');
  const go = (to: number) => setWanted({ page: to, reload });

  return (
    <section aria-labelledby="orders-title" aria-busy={!current}>
      <h2 id="orders-title">{at(lang, 'acc.orders.title')}</h2>
      {!current && (
        <p role="status" className="busy">
          {at(lang, 'acc.orders.loading')}
        </p>
      )}
      {current && !loaded && <p role="alert">{at(lang, 'acc.orders.failed')}</p>}
      {loaded && loaded.count === 0 && <p>{at(lang, 'acc.orders.none')}</p>}
      {loaded && loaded.rows.length > 0 && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                {(['receipt', 'transport', 'from', 'to', 'date', 'status', 'paid', 'scheduled'] as const).map(
                  (c) => (
                    <th key={c} scope="col">
                      {at(lang, `acc.orders.${c}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {loaded.rows.map((o) => (
                <tr key={o.ID}>
                  <td>{o.BONNR}</td>
                  <td>{label(lang, 'acc.transport.', o.SOORTVERVOER)}</td>
                  <td>{o.VAN}</td>
                  <td>{o.NAAR}</td>
                  <td>{formatBookingDate(o.DATUM, undefined, lang)}</td>
                  <td>{label(lang, 'acc.status.', o.STATUS)}</td>
                  <td>{yesNo(o.BETAALD)}</td>
                  <td>{yesNo(o.GEPLAND)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded && pages > 1 && (
        <nav className="actions" aria-label={at(lang, 'acc.orders.title')}>
          <button type="button" className="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            {at(lang, 'acc.orders.previous')}
          </button>
          <span>{at(lang, 'acc.orders.page', { page, pages })}</span>
          <button type="button" className="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
            {at(lang, 'acc.orders.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
