/**
 * Step 1 (SPEC 2): passengers, then the address and flight of each booked leg, with saved-address
 * choosers for a logged-in customer and the same-as-departure button for the return.
 */
import { useState } from 'react';
import { TIME_MARGINS } from '../../core';
import { useBooking, useBookingStore, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import type { AddressLeg } from '../store/types';
import { Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberField';
import { AddressChooser } from '../overview/AddressChooser';
import { AddressFields } from './AddressFields';
import { FlightFields } from './FlightFields';

/** Renders step 1. */
export function Step1({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const d = useDraftFields('pax', 'departure', 'arrival', 'timeMargin', 'airportAbroadRetour');
  const user = useBooking((s) => s.user);
  // Only addresses with the billoaddress flag are offered in a booking (SPEC 3).
  const saved = user?.addresses.filter((x) => x.billoaddress) ?? [];
  const [chooser, setChooser] = useState<AddressLeg | null>(null);

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
          <FlightFields uid={uid} leg="departure">
            <Field id={`${uid}-margin`} label={t('addresses.margin')} required step={1}>
              {(p) => (
                <select
                  {...p}
                  value={String(d.timeMargin)}
                  onChange={(e) => a.setField('timeMargin', Number(e.currentTarget.value))}
                >
                  {TIME_MARGINS.map((h) => (
                    <option key={h} value={String(h)}>
                      {t('addresses.marginOption', {
                        hours: h,
                        whole: Math.trunc(h),
                        minutes: Math.round((h % 1) * 60),
                      })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </FlightFields>
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
          <FlightFields uid={uid} leg="retour">
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
          </FlightFields>
        </fieldset>
      )}
      {chooser && <AddressChooser leg={chooser} addresses={saved} onClose={() => setChooser(null)} />}
    </>
  );
}
