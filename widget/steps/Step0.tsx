/**
 * Step 0 (SPEC 2): departure and/or return, postal code with the city found, airport and the date of
 * each booked leg (issue 31); the
 * login hint, the travel-agent notice and the partner logos.
 */
import { Suspense } from 'react';
import { datePairQuestion, earliestBookingDate, legFlagDisabled } from '../../core';
import { useBooking, useBookingStore, useT } from '../store/context';
import { AirportOptions } from '../ui/AirportOptions';
import { Field } from '../ui/Field';
import { AgentLinkMessage, EventCard, Partners } from '../ui/lazy';
import { fromInputDate, toInputDate } from '../ui/dates';
import { SiteLink } from '../ui/SiteLink';
import { CityHint } from './CityHint';

/** Renders step 0. */
export function Step0({ uid }: { uid: string }) {
  const t = useT();
  const store = useBookingStore();
  const a = store.getState();
  const departure = useBooking((s) => s.draft.departure);
  const arrival = useBooking((s) => s.draft.arrival);
  const postal = useBooking((s) => s.draft.pickupAddress.postal);
  const airport = useBooking((s) => s.draft.airportDeparture);
  const pickup = useBooking((s) => s.draft.pickupDate);
  const back = useBooking((s) => s.draft.retourDate);
  const eventMode = useBooking((s) => s.eventId);
  const agent = useBooking((s) => s.draft.agent);
  const loggedIn = useBooking((s) => s.userId > 0);
  const now = useBooking((s) => s.now);
  const earliestDays = useBooking((s) => s.settings.earliestBookingDays);
  const min = toInputDate(earliestBookingDate(now(), earliestDays));
  const flags = { departure, arrival };
  const pair = { ...flags, pickupDate: pickup, retourDate: back };

  return (
    <>
      <fieldset className="legs">
        <legend>{t('start.legs')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={departure}
            disabled={legFlagDisabled(flags, 'departure')}
            onChange={(e) => a.setLeg('departure', e.currentTarget.checked)}
          />
          {t('start.departure')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={arrival}
            disabled={legFlagDisabled(flags, 'arrival')}
            onChange={(e) => a.setLeg('arrival', e.currentTarget.checked)}
          />
          {t('start.return')}
        </label>
      </fieldset>
      <div className="row">
        <Field
          id={`${uid}-postal`}
          label={t('start.postal')}
          required
          step={0}
          error="departureCity"
          hint={<CityHint leg="departure" />}
        >
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={postal}
              onChange={(e) => a.setPostal('departure', e.currentTarget.value)}
            />
          )}
        </Field>
        {eventMode ? (
          <EventCard />
        ) : (
          <Field id={`${uid}-airport`} label={t('start.airport')} required step={0} error="departureAirport">
            {(p) => (
              <select
                {...p}
                value={airport}
                onChange={(e) => a.setAirport('departure', e.currentTarget.value, true)}
              >
                <AirportOptions />
              </select>
            )}
          </Field>
        )}
        {/* Each booked leg's date (issue 31): step 1 no longer asks them again. */}
        {departure && (
          <Field id={`${uid}-date`} label={t('start.pickupDate')} required step={0} error="departureDate">
            {(p) => (
              <input
                {...p}
                type="date"
                min={min}
                value={toInputDate(pickup)}
                onChange={(e) => a.setPickupDate(fromInputDate(e.currentTarget.value))}
              />
            )}
          </Field>
        )}
        {arrival && (
          <Field
            id={`${uid}-rdate`}
            label={t('start.returnDate')}
            required
            step={0}
            error="retourDate"
            // Asked as soon as the pair is entered, not only when Book is pressed (issue 31).
            hint={datePairQuestion(pair) && t('start.sameDay')}
          >
            {(p) => (
              <input
                {...p}
                type="date"
                min={min}
                value={toInputDate(back)}
                onChange={(e) => a.setReturnDate(fromInputDate(e.currentTarget.value))}
              />
            )}
          </Field>
        )}
      </div>
      {!loggedIn && !agent && <LoginHint />}
      {agent ? (
        // What is wrong with the agent's link, if anything (issue 31); loads only in agent mode.
        <Suspense fallback={null}>
          <AgentLinkMessage />
        </Suspense>
      ) : (
        <p className="notice">{t('start.agentNotice')}</p>
      )}
      {/* Its own chunk; while it loads, the rest of the step shows. */}
      <Suspense fallback={null}>
        <Partners />
      </Suspense>
    </>
  );
}

function LoginHint() {
  const t = useT();
  const [before, middle, after] = t('start.loginHint', { login: '\uE000', register: '\uE001' }).split(
    /[\uE000\uE001]/,
  );
  return (
    <p className="notice">
      {before}
      <SiteLink slug="login" newTab>
        {t('start.login')}
      </SiteLink>
      {middle}
      <SiteLink slug="register" newTab>
        {t('start.register')}
      </SiteLink>
      {after}
    </p>
  );
}
