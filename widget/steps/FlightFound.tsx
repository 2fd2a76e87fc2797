/**
 * What the flight look-up found for one leg, in words: "SN2153 leaves Brussels Airport at 10:30",
 * "SN2154 from Lisbon lands at 18:45". A polite live region that is always there, so a screen reader
 * announces each finding once it arrives; empty when nothing was found.
 */
import type { FlightScheduleFound } from '../../core';
import { useBooking, useT } from '../store/context';

/** Renders the finding of a leg's look-up, or the empty live region. */
export function FlightFound({ found }: { found: FlightScheduleFound | null }) {
  const t = useT();
  // Our airport by the name step 0 showed, else the provider's.
  const ours = useBooking((s) => s.airports.find((ap) => ap.ID === found?.airport.iata)?.NAME);
  let text = '';
  if (found) {
    const values = {
      flight: found.flight,
      time: found.time,
      airport: ours ?? (found.airport.name || found.airport.iata),
    };
    if (found.role === 'departure') text = t('flights.leaves', values);
    else if (found.other.name) text = t('flights.landsFrom', { ...values, city: found.other.name });
    else text = t('flights.lands', values);
  }
  return (
    <div role="status" className="hint">
      {text}
    </div>
  );
}
