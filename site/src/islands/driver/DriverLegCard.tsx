/**
 * One leg of the driver's day as a card (issue 26): the pickup, the address with a maps link, the
 * customer with a tel: link, the flight, what rides along (passengers, suitcases, child seats per band,
 * pets and bulky items named as the dispatch sheet names them), the remarks and the vehicle, then the
 * state and a big button for each state the leg may move to (core's nextLegStates).
 */
import { useId } from 'react';
import { nextLegStates, type DriverLeg, type LegState } from '../../../../core';
import { dt } from '../../utils/driver-i18n';
import type { Lang } from '../../utils/i18n';
import { extraNames, seatNames, telHref } from '../backoffice/leg-extras';

/** Props: the leg, whether a report of it is on its way, and what a state button does. */
export interface DriverLegCardProps {
  lang: Lang;
  leg: DriverLeg;
  busy: boolean;
  onReport: (leg: DriverLeg, state: LegState) => void;
}

/** The card's heading: when and which way. */
function pickupText(lang: Lang, leg: DriverLeg): string {
  if (!leg.pickup_time) return dt(lang, 'driver.pickup.none');
  return dt(lang, leg.pickup_estimated ? 'driver.pickup.estimated' : 'driver.pickup', {
    time: leg.pickup_time,
  });
}

/** Renders the card. */
export default function DriverLegCard({ lang, leg, busy, onReport }: DriverLegCardProps) {
  const id = useId();
  const address = `${leg.street} ${leg.number}, ${leg.postcode} ${leg.locality}`.replace(/\s+/g, ' ').trim();
  const seats = seatNames(lang, leg);
  const extras = extraNames(lang, leg);
  const next = nextLegStates(leg.state);
  return (
    <article
      className="driver-leg"
      aria-labelledby={`${id}-h`}
      data-leg={`${leg.order_id}-${leg.leg}`}
      data-state={leg.state || 'none'}
    >
      <h3 id={`${id}-h`}>
        <span className="driver-pickup">{pickupText(lang, leg)}</span>
        <span className="driver-way">{dt(lang, leg.leg === 'H' ? 'driver.leg.H' : 'driver.leg.T')}</span>
      </h3>
      {leg.pickup_moved_from && (
        <p className="driver-moved">
          <strong>
            {dt(lang, 'driver.pickup.moved', { from: leg.pickup_moved_from, to: leg.pickup_time })}
          </strong>
        </p>
      )}
      <p className="driver-state" id={`${id}-state`} tabIndex={-1}>
        {dt(lang, 'driver.state')}:{' '}
        <strong>{dt(lang, leg.state ? `driver.state.${leg.state}` : 'driver.state.none')}</strong>
      </p>
      <dl className="driver-facts">
        <dt>{dt(lang, 'driver.address')}</dt>
        <dd>
          {address}
          <br />
          <a
            className="driver-link"
            href={leg.maps_url}
            aria-label={dt(lang, 'driver.maps.label', { address })}
          >
            {dt(lang, 'driver.maps')}
          </a>
        </dd>
        <dt>{dt(lang, 'driver.customer')}</dt>
        <dd>
          {leg.name}
          {leg.phone && (
            <>
              <br />
              <a
                className="driver-link"
                href={telHref(leg.phone)}
                aria-label={dt(lang, 'driver.call', { name: leg.name, phone: leg.phone })}
              >
                {leg.phone}
              </a>
            </>
          )}
        </dd>
        <dt>{dt(lang, 'driver.flight')}</dt>
        <dd>
          {[
            leg.airport,
            leg.flight,
            leg.flight_time,
            leg.landing_time && dt(lang, 'driver.landing', { time: leg.landing_time }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </dd>
        <dt>{dt(lang, 'driver.pax')}</dt>
        <dd>{leg.pax}</dd>
        <dt>{dt(lang, 'driver.luggage')}</dt>
        <dd>{leg.luggage}</dd>
        {seats.length > 0 && (
          <>
            <dt>{dt(lang, 'driver.seats')}</dt>
            <dd>{seats.join(', ')}</dd>
          </>
        )}
        {extras.length > 0 && (
          <>
            <dt>{dt(lang, 'driver.extras')}</dt>
            <dd>{extras.join(', ')}</dd>
          </>
        )}
        {leg.remarks && (
          <>
            <dt>{dt(lang, 'driver.remarks')}</dt>
            <dd className="driver-remarks">{leg.remarks}</dd>
          </>
        )}
        <dt>{dt(lang, 'driver.vehicle')}</dt>
        <dd>
          {leg.vehicle ? `${leg.vehicle.model} · ${leg.vehicle.plate}` : dt(lang, 'driver.vehicle.none')}
        </dd>
        <dt>{dt(lang, 'driver.bonnr')}</dt>
        <dd>{leg.bonnr}</dd>
      </dl>
      {next.length > 0 && (
        <div
          className="driver-actions"
          role="group"
          aria-label={dt(lang, 'driver.actions', { bonnr: leg.bonnr })}
        >
          {next.map((state) => (
            <button
              key={state}
              type="button"
              className={`driver-action driver-action-${state}`}
              // aria-disabled rather than disabled: a disabled button drops the keyboard focus.
              aria-disabled={busy}
              onClick={() => !busy && onReport(leg, state)}
            >
              {dt(lang, `driver.action.${state}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
