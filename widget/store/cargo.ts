/** The cargo slice: passengers, luggage and child seats, clamped by core's limits. */
import { clampChildSeats, clampCount } from '../../core';
import { patchDraft } from './helpers';
import type { CargoSlice, SliceArgs } from './types';

/** Creates the cargo slice's actions. */
export function cargoActions(...[set, get]: SliceArgs): CargoSlice {
  return {
    setCount(field, value) {
      patchDraft(set, get, { [field]: clampCount(field, value) });
      get().schedulePrice();
    },
    setChildSeats(field, value) {
      const d = get().draft;
      patchDraft(set, get, clampChildSeats(d, field, value));
      get().schedulePrice();
    },
  };
}
