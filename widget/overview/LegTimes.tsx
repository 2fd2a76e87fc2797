/**
 * The times of one leg in the overview (issue 28), each with its label: the flight's departure time
 * and the estimated pickup (core's pickupInstant: the flight less the airport margin and the drive)
 * for a departure, the landing time for a return. In event mode the wording (widget/event/wording.ts)
 * names the arrival at the venue and the pick-up after the event instead, and no airport margin counts.
 */
import { brusselsDateTime, pickupInstant } from '../../core';
import { useBooking, useT } from '../store/context';

/** Renders the labelled times of `leg`; nothing while its time is not entered. */
export function LegTimes({ leg }: { leg: 'departure' | 'retour' }) {
  const t = useT();
  const eventMode = useBooking((s) => s.eventId !== '');
  const date = useBooking((s) => (leg === 'departure' ? s.draft.pickupDate : s.draft.retourDate));
  const time = useBooking((s) => (leg === 'departure' ? s.draft.departureTime : s.draft.retourTime));
  const margin = useBooking((s) => s.draft.timeMargin);
  const minutes = useBooking((s) => s.price?.REISTIJDHEEN);
  if (!time) return null;
  if (leg === 'retour') return <span className="leg-time">{t('overview.landingTime', { time })}</span>;
  // The estimate needs the drive, which the price answer brings once the address is known.
  const pickup =
    minutes === undefined
      ? undefined
      : pickupInstant({
          date,
          operatorTime: '',
          flightTime: time,
          marginHours: eventMode ? 0 : margin,
          rideMinutes: minutes,
        });
  return (
    <>
      <span className="leg-time">{t('overview.flightTime', { time })}</span>
      {pickup && (
        <>
          <br />
          <span className="leg-time" data-testid="pickup-estimate">
            {t('overview.pickupEstimate', { time: brusselsDateTime(pickup).time })}
          </span>
        </>
      )}
    </>
  );
}
