/**
 * The flight look-up of step 1 (issue 31): once a leg's flight number looks like one and its date and
 * airport are known, the wizard asks the flight's schedule (widget/api/flight-schedule.ts), 600 ms
 * after the last change or at once when the field is left, and fills the leg's time (and the return
 * flight's origin). It fills a field only when it is empty or still holds what an earlier look-up
 * wrote, so a value the customer typed is never replaced; a flight that is not found takes back what
 * the look-up wrote for another flight. Everything here loads with step 1.
 */
import { useCallback, useEffect, useRef } from 'react';
import {
  type FlightScheduleAnswer,
  isValidDate,
  isValidFlightNumber,
  normalizeFlightNumber,
} from '../../core';
import { askFlightSchedule } from '../api/flight-schedule';
import { useBooking, useBookingStore } from '../store/context';
import { useDraftFields } from '../store/select';
import type { AddressLeg, BookingStore, FlightLookupState } from '../store/types';

/** Delay between the last change of a flight number (or its date or airport) and the look-up. */
export const FLIGHT_LOOKUP_DELAY_MS = 600;

/** The draft fields of each leg's look-up. */
export const FLIGHT_LEGS = {
  departure: {
    role: 'departure',
    flight: 'flightDeparture',
    date: 'pickupDate',
    airport: 'airportDeparture',
    time: 'departureTime',
  },
  retour: {
    role: 'arrival',
    flight: 'flightRetour',
    date: 'retourDate',
    airport: 'airportRetour',
    time: 'retourTime',
  },
} as const;

/** The question a leg's draft asks ('SN2153|2031/03/14|BRU'), or '' while it cannot be asked. */
export function lookupKey(store: BookingStore, leg: AddressLeg): string {
  const spec = FLIGHT_LEGS[leg];
  const d = store.getState().draft;
  const flight = normalizeFlightNumber(d[spec.flight]);
  if (!isValidFlightNumber(flight) || !isValidDate(d[spec.date]) || !d[spec.airport]) return '';
  return `${flight}|${d[spec.date]}|${d[spec.airport]}`;
}

/** Applies the answer to `key` to the leg's fields, by the rule of this file's comment. */
function apply(store: BookingStore, leg: AddressLeg, key: string, answer: FlightScheduleAnswer): void {
  // The customer changed the flight, date or airport meanwhile: this answer is for another question.
  if (lookupKey(store, leg) !== key) return;
  const spec = FLIGHT_LEGS[leg];
  const s = store.getState();
  const before = s.flightLookups?.[leg]?.filled ?? { time: '', origin: '' };
  const time = s.draft[spec.time];
  const origin = leg === 'retour' ? s.draft.airportAbroadRetour : '';
  const ours = (value: string, filled: string) => value.trim() === '' || (filled !== '' && value === filled);
  const filled = { time: '', origin: '' };
  if (answer.state === 'found') {
    if (ours(time, before.time)) filled.time = answer.time;
    if (leg === 'retour' && answer.other.name && ours(origin, before.origin))
      filled.origin = answer.other.name;
  }
  // What an earlier look-up wrote belongs to another flight: replaced, or taken back when none is found.
  const write = (value: string, earlier: string, next: string) =>
    next !== '' ? next !== value : earlier !== '' && value === earlier;
  if (write(time, before.time, filled.time)) s.setField(spec.time, filled.time);
  if (leg === 'retour' && write(origin, before.origin, filled.origin))
    s.setField('airportAbroadRetour', filled.origin);
  const state: FlightLookupState = { key, found: answer.state === 'found' ? answer : null, filled };
  store.setState({ flightLookups: { ...store.getState().flightLookups, [leg]: state } });
}

/**
 * Runs the look-up of `leg` while its flight fields are shown, and gives what it found for the draft
 * as it stands (null when nothing, or when the draft asks another question now) and `now()`, which
 * asks at once (when the flight number field is left).
 */
export function useFlightLookup(leg: AddressLeg): {
  found: FlightLookupState['found'];
  now(): void;
} {
  const store = useBookingStore();
  const spec = FLIGHT_LEGS[leg];
  const d = useDraftFields(spec.flight, spec.date, spec.airport);
  const eventMode = useBooking((s) => s.eventId !== '');
  const lookup = useBooking((s) => s.flightLookups?.[leg]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last question asked: an answer to an earlier one is dropped.
  const asked = useRef('');

  const now = useCallback(() => {
    clearTimeout(timer.current);
    const key = lookupKey(store, leg);
    if (
      eventMode ||
      key === '' ||
      key === asked.current ||
      key === store.getState().flightLookups?.[leg]?.key
    )
      return;
    asked.current = key;
    const [flight = '', date = '', airport = ''] = key.split('|');
    void askFlightSchedule(store.getState().getJson, { flight, date, role: spec.role, airport }).then(
      (answer) => {
        if (asked.current !== key) return;
        asked.current = '';
        apply(store, leg, key, answer);
      },
    );
  }, [store, leg, spec.role, eventMode]);

  const flight = d[spec.flight];
  const date = d[spec.date];
  const airport = d[spec.airport];
  useEffect(() => {
    timer.current = setTimeout(now, FLIGHT_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [now, flight, date, airport]);

  const current = lookup && lookup.key === lookupKey(store, leg) ? lookup.found : null;
  return { found: current, now };
}
