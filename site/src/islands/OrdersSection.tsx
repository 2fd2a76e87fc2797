/**
 * The account's bookings (SPEC 2 "Account page"): receipt number, transport, from, to, date, status,
 * paid and scheduled (every pickup time set), one page at a time, each booked leg on its own row; the places come named in
 * the page's language, airports by name, and dates as SPEC 3 writes them. `reload` changes when a
 * booking was linked, which brings the first page back.
 */
import { useEffect, useState } from 'react';
import type { AccountApi, OrderPage } from '../utils/account-api';
import { FINAL_STATUSES, brusselsToday, formatBookingDate, langPath } from '../../../core';
import { at, isAccountKey } from '../utils/account-i18n';
import type { OrderSummary, OrderSummaryLeg } from '../../../core';
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

/** The columns of SPEC 2 "Account page", in order. */
const COLUMNS = [
  'receipt',
  'transport',
  'from',
  'to',
  'date',
  'status',
  'paid',
  'scheduled',
  'feedback',
] as const;

/**
 * The booked legs of an order. A backend that answers without LEGS (SPEC 7 has only the first leg's
 * VAN, NAAR and DATUM) still shows that one leg.
 */
const legsOf = (o: OrderSummary): OrderSummaryLeg[] =>
  o.LEGS?.length
    ? o.LEGS
    : [{ RIT: o.HEENTERUG === 'T' ? 'T' : 'H', DATUM: o.DATUM, VAN: o.VAN, NAAR: o.NAAR }];

/** A translated transport or status name; a value the texts do not know is shown as the API sent it. */
const label = (lang: Lang, prefix: 'acc.transport.' | 'acc.status.', value: string) => {
  const key = `${prefix}${value.toLowerCase()}`;
  return isAccountKey(key) ? at(lang, key) : value;
};

/**
 * The feedback cell of an order (issue 11): a link to the feedback page once the ride is over, a note
 * once feedback was given. The receipt number, hidden from view, tells the links of the rows apart.
 */
function FeedbackCell({ lang, order }: { lang: Lang; order: OrderSummary }) {
  if (order.FEEDBACK === 'open')
    return (
      <a href={`${langPath(lang, 'feedback')}?order=${order.ID}`} className="nowrap">
        {at(lang, 'acc.orders.leaveFeedback')}
        <span className="visually-hidden"> {order.BONNR}</span>
      </a>
    );
  return <>{at(lang, order.FEEDBACK === 'given' ? 'acc.orders.feedbackGiven' : 'acc.orders.feedbackNone')}</>;
}

/**
 * Whether the list offers "Change" for order `o` (issue 27): a booking that stands with a ride still
 * ahead. The manage page, which the link opens in change mode, holds it to the change limit itself.
 */
function mayChange(o: OrderSummary, today: string): boolean {
  return (
    (FINAL_STATUSES as readonly string[]).includes(o.STATUS) && legsOf(o).some((leg) => leg.DATUM >= today)
  );
}

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
  const today = brusselsToday(new Date());

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
        // A phone shows one card per order (the table's 'cards' class, styles/global.css); a screen
        // still too narrow for the table scrolls it sideways instead of breaking words, in a region
        // that takes the keyboard focus so it scrolls without a mouse too.
        <div className="table-scroll" role="region" aria-labelledby="orders-title" tabIndex={0}>
          <table className="orders-table cards">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {at(lang, `acc.orders.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            {loaded.rows.map((o) => {
              const legs = legsOf(o);
              const span = legs.length;
              // One row group per order, one row per booked leg: a round trip shows both.
              return (
                <tbody key={o.ID}>
                  {legs.map((leg, i) => (
                    <tr key={leg.RIT}>
                      {i === 0 && (
                        <>
                          <td rowSpan={span} className="nowrap">
                            {/* The receipt number opens the booking's manage page (issue 12). */}
                            <a href={`${langPath(lang, 'manage')}?order=${o.ID}`}>{o.BONNR}</a>
                            {mayChange(o, today) && (
                              <>
                                <br />
                                <a href={`${langPath(lang, 'manage')}?order=${o.ID}&change=1`}>
                                  {at(lang, 'acc.orders.change')}
                                  <span className="visually-hidden"> {o.BONNR}</span>
                                </a>
                              </>
                            )}
                          </td>
                          <td rowSpan={span}>{label(lang, 'acc.transport.', o.SOORTVERVOER)}</td>
                        </>
                      )}
                      <td className="place">{leg.VAN}</td>
                      <td className="place">{leg.NAAR}</td>
                      <td className="nowrap">{formatBookingDate(leg.DATUM, undefined, lang)}</td>
                      {i === 0 && (
                        <>
                          <td rowSpan={span}>{label(lang, 'acc.status.', o.STATUS)}</td>
                          <td rowSpan={span}>{yesNo(o.BETAALD)}</td>
                          <td rowSpan={span}>{yesNo(o.GEPLAND)}</td>
                          <td rowSpan={span}>
                            <FeedbackCell lang={lang} order={o} />
                          </td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              );
            })}
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
