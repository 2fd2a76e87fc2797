/**
 * The addresses slice: postal codes and streets of both legs with their debounced lookups (SPEC 4:
 * 500 ms after typing stops), the return address that mirrors the pickup until edited, and the saved
 * addresses of a logged-in customer.
 */
import { type Address, type BookingDraft, clearRoutes, isBelgianPostalCode } from '../../core';
import { loadLaterChecks } from './checks';
import type { AddressesSlice, AddressLeg, LegLookup, SliceArgs } from './types';

/** Delay between the last keystroke in a postal code or street and its lookup. */
export const LOOKUP_DELAY_MS = 500;

/** A lookup that has found nothing yet. */
export function emptyLookup(): LegLookup {
  return { city: '', country: '', streets: [], loading: false };
}

type AddressActions = Omit<AddressesSlice, 'lookup' | 'retourEdited' | 'user' | 'userId' | 'agentLicence'>;

/** Creates the addresses slice's actions. */
export function addressActions(...[set, get, deps]: SliceArgs): AddressActions {
  const timers: Partial<Record<AddressLeg, ReturnType<typeof setTimeout>>> = {};
  const sequence: Record<AddressLeg, number> = { departure: 0, retour: 0 };

  const addressOf = (leg: AddressLeg): Address =>
    leg === 'departure' ? get().draft.pickupAddress : get().draft.retourAddress;

  /** Writes an address (and its city) of one leg; an unedited return address follows the pickup. */
  const writeAddress = (leg: AddressLeg, address: Address, city?: { city: string; country: string }) => {
    const s = get();
    const patch: Partial<BookingDraft> =
      leg === 'departure'
        ? {
            pickupAddress: address,
            ...(city ? { departureCity: city.city, departureCountry: city.country } : {}),
          }
        : { retourAddress: address, ...(city ? { retourCity: city.city, retourCountry: city.country } : {}) };
    if (leg === 'departure' && !s.retourEdited) {
      patch.retourAddress = { ...address };
      if (city) Object.assign(patch, { retourCity: city.city, retourCountry: city.country });
    }
    // A different address is a different route: stale distances must not price it (SPEC 4).
    set({ draft: clearRoutes({ ...s.draft, ...patch }), idempotencyKey: null });
  };

  const writeLookup = (leg: AddressLeg, lookup: LegLookup) => {
    const s = get();
    const next = { ...s.lookup, [leg]: lookup };
    if (leg === 'departure' && !s.retourEdited) next.retour = { ...lookup };
    set({ lookup: next });
  };

  const schedule = (leg: AddressLeg) => {
    clearTimeout(timers[leg]);
    timers[leg] = setTimeout(() => void get().lookupNow(leg), LOOKUP_DELAY_MS);
  };

  const markEdited = (leg: AddressLeg) => {
    if (leg === 'retour' && !get().retourEdited) set({ retourEdited: true });
  };

  return {
    setPostal(leg, postal) {
      markEdited(leg);
      // A return-only trip's home is step 0's postal code: a new one is the return address again.
      if (leg === 'departure' && !get().draft.departure) set({ retourEdited: false });
      // A new postal code invalidates city, street and number (SPEC 4).
      writeAddress(leg, { street: '', nr: '', postal }, { city: '', country: '' });
      writeLookup(leg, { ...emptyLookup(), loading: postal.trim() !== '' });
      schedule(leg);
    },
    setStreet(leg, street) {
      markEdited(leg);
      writeAddress(leg, { ...addressOf(leg), street });
      // Old suggestions do not answer the new text; nothing is shown until the lookup has run.
      writeLookup(leg, { ...get().lookup[leg], loading: true });
      schedule(leg);
    },
    setNr(leg, nr) {
      markEdited(leg);
      writeAddress(leg, { ...addressOf(leg), nr });
      get().schedulePrice();
    },
    sameAsDeparture() {
      const s = get();
      set({
        retourEdited: false,
        draft: clearRoutes({
          ...s.draft,
          retourAddress: { ...s.draft.pickupAddress },
          retourCity: s.draft.departureCity,
          retourCountry: s.draft.departureCountry,
        }),
        lookup: { ...s.lookup, retour: { ...s.lookup.departure } },
        idempotencyKey: null,
      });
      get().schedulePrice();
    },
    useSavedAddress(leg, a) {
      markEdited(leg);
      writeAddress(
        leg,
        { street: a.street, nr: a.streetnr, postal: a.zip },
        { city: a.city, country: a.country },
      );
      void get().lookupNow(leg);
    },
    async lookupNow(leg) {
      clearTimeout(timers[leg]);
      const { postal, street } = addressOf(leg);
      const id = ++sequence[leg];
      if (!isBelgianPostalCode(postal)) {
        writeLookup(leg, emptyLookup());
        return;
      }
      writeLookup(leg, { ...get().lookup[leg], loading: true });
      try {
        const found = await deps.api.streets(postal, street, deps.lang);
        if (id !== sequence[leg]) return;
        const city = found.cities[0] ?? found.streets[0]?.STAD ?? '';
        const country = city ? (found.streets[0]?.LAND ?? 'BE') : '';
        const streets = found.streets.map((s) => s.STRAAT);
        writeLookup(leg, { city, country, streets, loading: false });
        writeAddress(leg, addressOf(leg), { city, country });
        // Price once the city is known, and again when the typed street is a known one (SPEC 4). A
        // street is typed from step 1 on, whose checks (with the street rule) load with it.
        if (street.trim() === '') get().schedulePrice();
        else
          void loadLaterChecks().then((checks) => {
            if (id === sequence[leg] && checks.isKnownStreet(street, streets)) get().schedulePrice();
          }, get().reportChunkFailure);
      } catch {
        if (id !== sequence[leg]) return;
        // A failed lookup leaves nothing that could pass validation (SPEC 4).
        writeLookup(leg, emptyLookup());
        writeAddress(leg, addressOf(leg), { city: '', country: '' });
      }
    },
  };
}
