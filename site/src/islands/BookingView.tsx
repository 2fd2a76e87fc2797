/** The booking as the manage page and the outcome pages show it: status, rides, prices, settlement. */
import { Fragment } from 'react';
import {
  formatBookingDate,
  formatEuros,
  isCancelled,
  isFinal,
  type FinalStatus,
  LOCALE,
  toCents,
  type ManageView,
  type OutcomeView,
} from '../../../core';
import { at, isAccountKey } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';

/** Props of {@link BookingView}. */
export interface BookingViewProps {
  lang: Lang;
  /**
   * The manage page's view, or the outcome page's summary, which has no booking code or e-mail
   * address (issue 23): then the code's row is left out and the e-mail line says the code is in it.
   */
  view: ManageView | OutcomeView;
  /** The heading level of the booking's title (2 on the manage page, 2 on the outcome pages too). */
  headingId: string;
  /**
   * The provider's reference of the payment (the confirmed page's PAYID), shown with how the booking
   * was paid and nowhere else (issue 31).
   */
  paymentReference?: string | undefined;
}

/** How an order was settled, as one sentence. */
function settlement(view: ManageView | OutcomeView): FinalStatus | 'cancelled' | 'unpaid' {
  if (isFinal(view.status)) return view.status;
  return isCancelled(view.status) ? 'cancelled' : 'unpaid';
}

/** Whether a price row takes something off the gross price (shown only when it does). */
const isDiscount = (field: string): field is 'agent_discount' | 'coupons' =>
  field === 'agent_discount' || field === 'coupons';

/** A price cell: a discount shows "− € 10,00", and a ride without that discount a dash, never "− € 0,00". */
function priceCell(
  field: 'gross' | 'agent_discount' | 'coupons' | 'price',
  euros: number,
  money: (e: number) => string,
) {
  if (field === 'gross' || field === 'price') return money(euros);
  return euros === 0 ? '—' : `− ${money(euros)}`;
}

/** Renders the booking summary. */
export function BookingView({ lang, view, headingId, paymentReference }: BookingViewProps) {
  const money = (euros: number) => formatEuros(toCents(euros), LOCALE[lang]);
  const statusKey = `acc.status.${view.status}`;
  const typeKey = `acc.transport.${view.type === 'combinatie' ? 'combi' : view.type}`;
  // A ride to an event goes to the venue and back (issue 28): its legs are named so and have no flight.
  const legName = (leg: 'H' | 'T') => at(lang, view.event ? `acc.event.leg.${leg}` : `acc.manage.leg.${leg}`);
  const settled = settlement(view);
  return (
    <section aria-labelledby={headingId} className="booking-view">
      <h2 id={headingId}>{at(lang, 'acc.outcome.summary')}</h2>
      <dl className="facts">
        {/* One reference for the customer (issue 31): the booking code, which the confirmation e-mail
            carries and which opens this page. The outcome pages have no code (issue 23), so no number. */}
        {'booking_code' in view && (
          <>
            <dt>{at(lang, 'acc.manage.bookingCode')}</dt>
            <dd data-booking-code>{view.booking_code}</dd>
          </>
        )}
        {/* The booking number is for the travel agency's books: shown only on an agency's order. */}
        {view.agent && (
          <>
            <dt>{at(lang, 'acc.manage.receipt')}</dt>
            <dd>{view.receipt}</dd>
          </>
        )}
        <dt>{at(lang, 'acc.manage.status')}</dt>
        <dd data-status={view.status}>{isAccountKey(statusKey) ? at(lang, statusKey) : view.status}</dd>
        <dt>{at(lang, 'acc.manage.vehicle')}</dt>
        <dd>{isAccountKey(typeKey) ? at(lang, typeKey) : view.type}</dd>
        <dt>{at(lang, 'acc.manage.passengers')}</dt>
        <dd>{view.pax}</dd>
        {/* Everything booked besides the passengers, as booked for each ride (issue 31). */}
        {view.extras.map((x) => (
          <Fragment key={x.kind}>
            <dt>{at(lang, `acc.manage.extra.${x.kind}`)}</dt>
            <dd data-extra={x.kind}>{x.count}</dd>
          </Fragment>
        ))}
        {view.event && (
          <>
            <dt>{at(lang, 'acc.event.name')}</dt>
            <dd>{view.event.name}</dd>
          </>
        )}
      </dl>
      {view.legs.map((leg) => (
        <section key={leg.leg} aria-labelledby={`${headingId}-${leg.leg}`} className="leg">
          <h3 id={`${headingId}-${leg.leg}`}>{legName(leg.leg)}</h3>
          <dl className="facts">
            <dt>{at(lang, 'acc.manage.date')}</dt>
            <dd>{formatBookingDate(leg.date, undefined, lang)}</dd>
            {view.event ? (
              <>
                <dt>{at(lang, `acc.event.time.${leg.leg}`)}</dt>
                <dd>{leg.flight_time}</dd>
              </>
            ) : (
              <>
                <dt>{at(lang, 'acc.manage.flight')}</dt>
                <dd>
                  {leg.flight} {leg.flight_time}
                </dd>
              </>
            )}
            <dt>{at(lang, 'acc.manage.from')}</dt>
            <dd>{leg.from}</dd>
            <dt>{at(lang, 'acc.manage.to')}</dt>
            <dd>{leg.to}</dd>
            <dt>{at(lang, 'acc.manage.pickup')}</dt>
            <dd>{leg.pickup_time || at(lang, 'acc.manage.pickupLater')}</dd>
          </dl>
        </section>
      ))}
      <table className="prices">
        <caption>{at(lang, 'acc.manage.prices')}</caption>
        <thead>
          <tr>
            <td />
            {view.legs.map((leg) => (
              <th key={leg.leg} scope="col">
                {legName(leg.leg)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(
            [
              ['acc.manage.gross', 'gross'],
              ['acc.manage.agentDiscount', 'agent_discount'],
              ['acc.manage.coupons', 'coupons'],
              ['acc.manage.legPrice', 'price'],
            ] as const
          )
            // A discount no ride has (no agency terms, no coupon) is left out: no "− € 0,00" rows.
            .filter(([, field]) => !isDiscount(field) || view.legs.some((leg) => leg[field] !== 0))
            .map(([label, field]) => (
              <tr key={field}>
                <th scope="row">{at(lang, label)}</th>
                {view.legs.map((leg) => (
                  <td key={leg.leg}>{priceCell(field, leg[field], money)}</td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      <p className="total">
        <strong>
          {at(lang, 'acc.label', { label: at(lang, 'acc.manage.total') })} {money(view.total)}
        </strong>{' '}
        {at(lang, `acc.manage.settled.${settled}`)}
      </p>
      {paymentReference && settled === 'paid' && (
        <p data-payment-reference>
          {at(lang, 'acc.label', { label: at(lang, 'acc.manage.paymentReference') })} {paymentReference}
        </p>
      )}
      <p>
        {/* The confirmation goes out once the order is settled (issue 28): never claim it for an unpaid one. */}
        {settled === 'unpaid'
          ? at(lang, 'acc.outcome.notSent')
          : 'email' in view
            ? at(lang, 'acc.manage.emailSent', { email: view.email })
            : at(lang, 'acc.outcome.emailSent')}
      </p>
    </section>
  );
}
