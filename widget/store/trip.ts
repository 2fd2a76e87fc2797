/** The trip slice: step navigation, legs, airports, dates, flights and the transport type. */
import {
  changePickupDate,
  changeReturnDate,
  raiseTimeToEarliest,
  setLegFlag,
  type WizardStep,
} from '../../core';
import { STEP_NAMES } from '../contract';
import { loadLaterChecks, stepResult } from './checks';
import { patchDraft, settledType, validationContext } from './helpers';
import type { SliceArgs, TripSlice } from './types';

/** The last step with fields; the step after it is the payment hand-off. */
const LAST_STEP = 3;

type TripState = Omit<
  TripSlice,
  | 'status'
  | 'step'
  | 'attempted'
  | 'draft'
  | 'airports'
  | 'settings'
  | 'init'
  | 'eventId'
  | 'event'
  | 'eventRefusal'
>;

/** Creates the trip slice's actions; its initial values come from create.ts. */
export function tripActions(...[set, get, deps]: SliceArgs): TripState {
  const goTo = (step: number) => {
    // Steps 1 to 3 validate with checks that load on demand: fetch them with the step's own chunk.
    if (step > 0) loadLaterChecks().catch(() => undefined);
    set({ step });
    deps.emit('tb-step', { step, name: STEP_NAMES[step] ?? 'payment' });
  };
  const afterDateChange = () => {
    patchDraft(set, get, { type: settledType(get(), deps.now()) });
    get().schedulePrice();
  };
  return {
    now: deps.now,
    getJson: (path) => deps.http.get(path).json(),
    setLeg(leg, on) {
      const d = get().draft;
      const next = setLegFlag(d, leg, on);
      if (next === d) return;
      patchDraft(set, get, { departure: next.departure, arrival: next.arrival });
      afterDateChange();
    },
    setAirport(which, id, fromStart = false) {
      // On step 0 the departure airport is also the return airport (SPEC 4).
      if (which === 'departure')
        patchDraft(
          set,
          get,
          fromStart ? { airportDeparture: id, airportRetour: id } : { airportDeparture: id },
        );
      else patchDraft(set, get, { airportRetour: id });
      get().schedulePrice();
    },
    setPickupDate(date) {
      const d = get().draft;
      const dates = changePickupDate(d, date);
      const raised = raiseTimeToEarliest(dates.pickupDate, d.departureTime, deps.now());
      patchDraft(set, get, { ...dates, pickupDate: raised.date, departureTime: raised.time });
      afterDateChange();
    },
    setReturnDate(date) {
      const d = get().draft;
      const dates = changeReturnDate(d, date);
      const raised = raiseTimeToEarliest(dates.retourDate, d.retourTime, deps.now());
      patchDraft(set, get, { ...dates, retourDate: raised.date, retourTime: raised.time });
      afterDateChange();
    },
    setField(field, value) {
      patchDraft(set, get, { [field]: value });
      if (field === 'type' || field === 'timeMargin') get().schedulePrice();
    },
    errors(step: WizardStep) {
      const s = get();
      return stepResult(step, s.draft, validationContext(s, deps.now())).errors;
    },
    async next() {
      // A fast typist may press Next inside the lookup delay: finish pending lookups first.
      const pending = (['departure', 'retour'] as const).filter((leg) => get().lookup[leg].loading);
      await Promise.all(pending.map((leg) => get().lookupNow(leg)));
      const step = get().step as WizardStep;
      // Steps 1 to 3 have their checks in a chunk of their own, loaded with step 1; a failed chunk is
      // reported like any other and Next stays available to try again.
      if (
        step > 0 &&
        !(await loadLaterChecks().then(
          () => true,
          () => false,
        ))
      ) {
        get().reportChunkFailure();
        return false;
      }
      const s = get();
      if (!s.attempted.includes(step)) set({ attempted: [...s.attempted, step] });
      const result = stepResult(step, s.draft, validationContext(s, deps.now()));
      // An event that can no longer be booked (event mode) lets no step go on.
      if (!result.valid || step >= LAST_STEP || s.eventRefusal) return false;
      // Advancing drops a coupon text that was not accepted (SPEC 4).
      if (s.coupon.state !== 'valid') set({ coupon: { ...s.coupon, input: '', state: 'idle' } });
      goTo(step + 1);
      return true;
    },
    previous() {
      const { step, submitting } = get();
      if (step > 0 && !submitting) goTo(step - 1);
    },
  };
}
