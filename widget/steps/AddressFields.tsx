/**
 * Postal code, street (with suggestions from the street lookup) and house number of one leg. The
 * suggestions are a native datalist, which browsers expose as an accessible combobox.
 */
import type { MessageKey } from '../../core';
import { useBooking, useBookingStore, useT } from '../store/context';
import type { AddressLeg } from '../store/types';
import { Field } from '../ui/Field';
import { CityHint } from './CityHint';

/**
 * Renders the address fields of `leg` on step 1; `postal` false leaves out the postal code that step 0
 * already asked (issue 31), with the city found shown instead.
 */
export function AddressFields({
  uid,
  leg,
  postal = true,
}: {
  uid: string;
  leg: AddressLeg;
  postal?: boolean;
}) {
  const t = useT();
  const a = useBookingStore().getState();
  const address = useBooking((s) => (leg === 'departure' ? s.draft.pickupAddress : s.draft.retourAddress));
  const streets = useBooking((s) => s.lookup[leg].streets);
  const loading = useBooking((s) => s.lookup[leg].loading);
  const id = `${uid}-${leg}`;
  const cityKey: MessageKey = leg === 'departure' ? 'departureCity' : 'retourAddress';
  const addressKey: MessageKey = leg === 'departure' ? 'departureAddress' : 'retourAddress';
  return (
    <div className="row">
      {!postal && (
        <p className="hint" style={{ flexBasis: '100%', margin: 0 }}>
          <CityHint leg={leg} />
        </p>
      )}
      {postal && (
        <Field
          id={`${id}-postal`}
          label={t('addresses.postal')}
          required
          step={1}
          error={cityKey}
          hint={<CityHint leg={leg} />}
        >
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={address.postal}
              onChange={(e) => a.setPostal(leg, e.currentTarget.value)}
            />
          )}
        </Field>
      )}
      <Field
        id={`${id}-street`}
        label={t('addresses.street')}
        required
        step={1}
        error={addressKey}
        hint={address.street && !loading ? t('addresses.suggestions', { count: streets.length }) : undefined}
      >
        {(p) => (
          <>
            <input
              {...p}
              list={`${id}-streets`}
              autoComplete="off"
              value={address.street}
              onChange={(e) => a.setStreet(leg, e.currentTarget.value)}
            />
            <datalist id={`${id}-streets`}>
              {streets.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field id={`${id}-nr`} label={t('addresses.nr')} required step={1} error={addressKey}>
        {(p) => (
          <input
            {...p}
            autoComplete="off"
            value={address.nr}
            onChange={(e) => a.setNr(leg, e.currentTarget.value)}
          />
        )}
      </Field>
    </div>
  );
}
