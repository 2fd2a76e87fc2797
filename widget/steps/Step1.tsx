/**
 * Step 1 (SPEC 2): the street, house number and flight of each booked leg, with saved-address choosers
 * for a logged-in customer. Issue 31: what step 0 asked (postal code, dates, airport) and the
 * passengers (step 2) are not asked again; a round trip's return goes home to the pickup address
 * unless the customer opens "another address", and lands at step 0's airport unless told otherwise.
 */
import { useState } from 'react';
import { TIME_MARGINS } from '../../core';
import { useBooking, useBookingStore, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import type { AddressLeg } from '../store/types';
import { Disclosure } from '../ui/Disclosure';
import { Field } from '../ui/Field';
import { AddressChooser } from '../overview/AddressChooser';
import { AddressFields } from './AddressFields';
import { FlightFields } from './FlightFields';

/** Renders step 1. */
export function Step1({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const d = useDraftFields('departure', 'arrival', 'timeMargin', 'airportAbroadRetour');
  const user = useBooking((s) => s.user);
  const otherAddress = useBooking((s) => s.retourEdited);
  // Only addresses with the billoaddress flag are offered in a booking (SPEC 3).
  const saved = user?.addresses.filter((x) => x.billoaddress) ?? [];
  const [chooser, setChooser] = useState<AddressLeg | null>(null);
  const choose = (leg: AddressLeg, label: 'addresses.choosePickup' | 'addresses.chooseReturn') =>
    saved.length > 0 && (
      <button type="button" className="link" onClick={() => setChooser(leg)}>
        {t(label)}
      </button>
    );

  return (
    <>
      {d.departure && (
        <fieldset>
          <legend>{t('addresses.departure')}</legend>
          {choose('departure', 'addresses.choosePickup')}
          <AddressFields uid={uid} leg="departure" postal={false} />
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
          {d.departure ? (
            // The return address follows the pickup until the customer gives another one (SPEC 4).
            <Disclosure summary={t('addresses.otherAddress')} open={otherAddress}>
              <button type="button" onClick={() => a.sameAsDeparture()}>
                {t('addresses.same')}
              </button>
              {choose('retour', 'addresses.chooseReturn')}
              <AddressFields uid={uid} leg="retour" />
            </Disclosure>
          ) : (
            // A return-only trip ends at step 0's postal code, which the return address mirrors.
            <>
              {choose('retour', 'addresses.chooseReturn')}
              <AddressFields uid={uid} leg="retour" postal={false} />
            </>
          )}
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
