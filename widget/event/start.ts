/**
 * The start of event mode, in a chunk only an element with the `event` attribute loads: read the
 * event (`GET billoevents/leeseventdata/{id}` in the element's language; the server falls back to
 * another language the event has), tell whether it can still be booked, and give a fresh draft the
 * event's default ride times (core's eventRideTimes: arrival before the start, pick-up at the end).
 */
import { call, type Envelope } from '../../client';
import { type EventInfo, eventRideTimes } from '../../core';
import { patchDraft } from '../store/helpers';
import type { EventRefusalCode, SliceArgs } from '../store/types';

/** Why an event that answered cannot be booked, from its status; null when it can. */
export function refusalOf(event: EventInfo): EventRefusalCode | null {
  if (event.BOEKBAAR) return null;
  if (event.STATUS === 'withdrawn') return 'withdrawn';
  if (event.STATUS === 'past') return 'past';
  if (event.STATUS === 'draft') return 'missing';
  return 'deadline';
}

/** Loads the event of the element and applies it to the store. */
export async function startEvent(...[set, get, deps]: SliceArgs): Promise<void> {
  let event: EventInfo;
  try {
    const path = `billoevents/leeseventdata/${encodeURIComponent(deps.eventId ?? '')}`;
    event = (
      await call(
        () => deps.http.get(path, { searchParams: { taal: deps.lang } }).json<Envelope<EventInfo>>(),
        'api.price',
      )
    ).data;
  } catch {
    set({ eventRefusal: 'missing' });
    return;
  }
  set({ event, eventRefusal: refusalOf(event) });
  const d = get().draft;
  // No airport or flight goes with a ride to an event, even from a draft resumed under the same key.
  if (d.airportDeparture || d.airportRetour || d.flightDeparture || d.flightRetour)
    patchDraft(set, get, { airportDeparture: '', airportRetour: '', flightDeparture: '', flightRetour: '' });
  // A resumed draft of this event keeps the times the customer chose; a fresh one gets the defaults.
  if (d.departureTime || d.retourTime) return get().schedulePrice();
  const times = eventRideTimes({
    startDate: event.STARTDATUM,
    startTime: event.STARTUUR,
    endDate: event.EINDDATUM,
    endTime: event.EINDUUR,
    bookingDeadline: event.DEADLINE,
  });
  patchDraft(set, get, {
    airportDeparture: '',
    airportRetour: '',
    pickupDate: times.arrivalDate,
    departureTime: times.arrivalTime,
    retourDate: times.pickupDate,
    retourTime: times.pickupTime,
  });
  get().schedulePrice();
}
