/**
 * Flight number and flight time of one leg on step 1 (the date and airport are step 0's, issue 31).
 * The two legs differ only in their labels, draft fields and setters, listed once in LEGS; `children`
 * adds the leg's own last field (the airport time margin of the departure, the origin of the return
 * flight). The flight look-up (./flight-lookup.ts) fills the time and the origin from the flight
 * number and says in words what it found, in a polite live region.
 */
import type { ReactNode } from 'react';
import type { MessageKey } from '../../core';
import type { MessageId } from '../i18n';
import { useBooking, useBookingStore, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import type { AddressLeg } from '../store/types';
import { Disclosure } from '../ui/Disclosure';
import { AirportOptions } from '../ui/AirportOptions';
import { Field } from '../ui/Field';
import { FlightFound } from './FlightFound';
import { useFlightLookup } from './flight-lookup';

const LEGS = {
  departure: {
    prefix: 'd',
    event: ['event.arrivalDate', 'event.arrivalTime'],
    errors: { date: 'departureDate', airport: 'departureAirport', flight: 'departureFlight' },
    labels: ['addresses.date', 'addresses.airport', 'addresses.flightTime'],
    date: 'pickupDate',
    airport: 'airportDeparture',
    flight: 'flightDeparture',
    time: 'departureTime',
  },
  retour: {
    prefix: 'r',
    event: ['event.pickupDate', 'event.pickupTime'],
    errors: { date: 'retourDate', airport: 'retourAirport', flight: 'retourFlight' },
    labels: ['addresses.landingDate', 'addresses.landingAirport', 'addresses.landingTime'],
    date: 'retourDate',
    airport: 'airportRetour',
    flight: 'flightRetour',
    time: 'retourTime',
  },
} as const satisfies Record<
  AddressLeg,
  {
    prefix: string;
    errors: Record<'date' | 'airport' | 'flight', MessageKey>;
    labels: readonly [MessageId, MessageId, MessageId];
    event: readonly [MessageId, MessageId];
  } & Record<string, unknown>
>;

/**
 * Renders the flight fields of `leg`, then `children` in the same row as the flight number. The date
 * and the airport are step 0's (issue 31); only a return landing at another airport is asked here,
 * behind a disclosure that is open when the two airports differ. In event mode only the time is
 * asked: the arrival time at the venue, the pick-up time after it.
 */
export function FlightFields({ uid, leg, children }: { uid: string; leg: AddressLeg; children: ReactNode }) {
  const t = useT();
  const a = useBookingStore().getState();
  const spec = LEGS[leg];
  const d = useDraftFields(spec.airport, spec.flight, spec.time, 'airportDeparture');
  const eventMode = useBooking((s) => s.eventId !== '');
  const [, airportLabel, airportTimeLabel] = spec.labels;
  const timeLabel = eventMode ? t(spec.event[1]) : t(airportTimeLabel);
  const id = (name: string) => `${uid}-${spec.prefix}-${name}`;
  const lookup = useFlightLookup(leg);
  return (
    <>
      <div className="row">
        {!eventMode && (
          <Field id={id('flight')} label={t('addresses.flight')} required step={1} error={spec.errors.flight}>
            {(p) => (
              <input
                {...p}
                placeholder="AB1234"
                autoComplete="off"
                value={d[spec.flight]}
                onChange={(e) => a.setField(spec.flight, e.currentTarget.value)}
                onBlur={lookup.now}
              />
            )}
          </Field>
        )}
        <Field id={id('time')} label={timeLabel} required step={1} error={spec.errors.flight}>
          {(p) => (
            <input
              {...p}
              type="time"
              value={d[spec.time]}
              onChange={(e) => a.setField(spec.time, e.currentTarget.value)}
            />
          )}
        </Field>
        {!eventMode && children}
      </div>
      {!eventMode && <FlightFound found={lookup.found} />}
      {!eventMode && leg === 'retour' && (
        <Disclosure
          summary={t('addresses.otherAirport')}
          open={d.airportRetour !== d.airportDeparture || !d.airportRetour}
        >
          <Field id={id('airport')} label={t(airportLabel)} required step={1} error={spec.errors.airport}>
            {(p) => (
              <select
                {...p}
                value={d.airportRetour}
                onChange={(e) => a.setAirport(leg, e.currentTarget.value)}
              >
                <AirportOptions />
              </select>
            )}
          </Field>
        </Disclosure>
      )}
    </>
  );
}
