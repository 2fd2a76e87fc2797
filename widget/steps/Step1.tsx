/**
 * Step 1 (SPEC 2): passengers, then the address and flight of each booked leg, with saved-address
 * choosers for a logged-in customer and the same-as-departure button for the return.
 */
import { useState } from 'react';
import { earliestBookingDate } from '../../core/dates';
import { TIME_MARGINS } from '../../core/limits';
import { useBooking, useBookingStore, useT } from '../store/context';
import type { AddressLeg } from '../store/types';
import { Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberField';
import { fromInputDate, toInputDate } from '../ui/dates';
import { AddressChooser } from '../overview/AddressChooser';
import { AddressFields } from './AddressFields';

/** Renders step 1. */
export function Step1({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const d = useBooking((s) => s.draft);
  const airports = useBooking((s) => s.airports);
  const user = useBooking((s) => s.user);
  // Only addresses with the billoaddress flag are offered in a booking (SPEC 3).
  const saved = user?.addresses.filter((x) => x.billoaddress) ?? [];
  const [chooser, setChooser] = useState<AddressLeg | null>(null);
  const min = toInputDate(earliestBookingDate(new Date()));
  const airportOptions = airports.map((ap) => (
    <option key={ap.ID} value={ap.ID}>
      {ap.NAME}
    </option>
  ));

  return (
    <>
      <Field id={`${uid}-pax`} label={t('addresses.pax')} required step={1}>
        {(p) => <NumberInput control={p} field="pax" value={d.pax} onValue={(v) => a.setCount('pax', v)} />}
      </Field>
      {d.departure && (
        <fieldset>
          <legend>{t('addresses.departure')}</legend>
          {saved.length > 0 && (
            <button type="button" className="link" onClick={() => setChooser('departure')}>
              {t('addresses.choosePickup')}
            </button>
          )}
          <AddressFields uid={uid} leg="departure" />
          <div className="row">
            <Field id={`${uid}-d-date`} label={t('addresses.date')} required step={1} error="departureFlight">
              {(p) => (
                <input
                  {...p}
                  type="date"
                  min={min}
                  value={toInputDate(d.pickupDate)}
                  onChange={(e) => a.setPickupDate(fromInputDate(e.currentTarget.value))}
                />
              )}
            </Field>
            <Field
              id={`${uid}-d-airport`}
              label={t('addresses.airport')}
              required
              step={1}
              error="departureFlight"
            >
              {(p) => (
                <select
                  {...p}
                  value={d.airportDeparture}
                  onChange={(e) => a.setAirport('departure', e.currentTarget.value)}
                >
                  <option value="">{t('start.chooseAirport')}</option>
                  {airportOptions}
                </select>
              )}
            </Field>
          </div>
          <div className="row">
            <Field
              id={`${uid}-d-flight`}
              label={t('addresses.flight')}
              required
              step={1}
              error="departureFlight"
            >
              {(p) => (
                <input
                  {...p}
                  placeholder="AB1234"
                  autoComplete="off"
                  value={d.flightDeparture}
                  onChange={(e) => a.setField('flightDeparture', e.currentTarget.value)}
                />
              )}
            </Field>
            <Field
              id={`${uid}-d-time`}
              label={t('addresses.flightTime')}
              required
              step={1}
              error="departureFlight"
            >
              {(p) => (
                <input
                  {...p}
                  type="time"
                  value={d.departureTime}
                  onChange={(e) => a.setField('departureTime', e.currentTarget.value)}
                />
              )}
            </Field>
            <Field id={`${uid}-margin`} label={t('addresses.margin')} required step={1}>
              {(p) => (
                <select
                  {...p}
                  value={String(d.timeMargin)}
                  onChange={(e) => a.setField('timeMargin', Number(e.currentTarget.value))}
                >
                  {TIME_MARGINS.map((h) => (
                    <option key={h} value={String(h)}>
                      {t('addresses.marginOption', { hours: h })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
      )}
      {d.arrival && (
        <fieldset>
          <legend>{t('addresses.return')}</legend>
          {d.departure && (
            <button type="button" onClick={() => a.sameAsDeparture()}>
              {t('addresses.same')}
            </button>
          )}
          {saved.length > 0 && (
            <button type="button" className="link" onClick={() => setChooser('retour')}>
              {t('addresses.chooseReturn')}
            </button>
          )}
          <AddressFields uid={uid} leg="retour" />
          <div className="row">
            <Field
              id={`${uid}-r-date`}
              label={t('addresses.landingDate')}
              required
              step={1}
              error="retourFlight"
            >
              {(p) => (
                <input
                  {...p}
                  type="date"
                  min={min}
                  value={toInputDate(d.retourDate)}
                  onChange={(e) => a.setReturnDate(fromInputDate(e.currentTarget.value))}
                />
              )}
            </Field>
            <Field
              id={`${uid}-r-airport`}
              label={t('addresses.landingAirport')}
              required
              step={1}
              error="retourFlight"
            >
              {(p) => (
                <select
                  {...p}
                  value={d.airportRetour}
                  onChange={(e) => a.setAirport('retour', e.currentTarget.value)}
                >
                  <option value="">{t('start.chooseAirport')}</option>
                  {airportOptions}
                </select>
              )}
            </Field>
          </div>
          <div className="row">
            <Field
              id={`${uid}-r-flight`}
              label={t('addresses.flight')}
              required
              step={1}
              error="retourFlight"
            >
              {(p) => (
                <input
                  {...p}
                  placeholder="AB1234"
                  autoComplete="off"
                  value={d.flightRetour}
                  onChange={(e) => a.setField('flightRetour', e.currentTarget.value)}
                />
              )}
            </Field>
            <Field
              id={`${uid}-r-time`}
              label={t('addresses.landingTime')}
              required
              step={1}
              error="retourFlight"
            >
              {(p) => (
                <input
                  {...p}
                  type="time"
                  value={d.retourTime}
                  onChange={(e) => a.setField('retourTime', e.currentTarget.value)}
                />
              )}
            </Field>
            <Field id={`${uid}-origin`} label={t('addresses.origin')} required step={1} error="origin">
              {(p) => (
                <input
                  {...p}
                  autoComplete="off"
                  value={d.airportAbroadRetour}
                  onChange={(e) => a.setField('airportAbroadRetour', e.currentTarget.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
      )}
      {chooser && <AddressChooser leg={chooser} addresses={saved} onClose={() => setChooser(null)} />}
    </>
  );
}
