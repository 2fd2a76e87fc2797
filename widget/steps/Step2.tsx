/**
 * Step 2 (SPEC 2): the transport type as cards with this trip's price each (./TypeCards.tsx), every
 * count as a stepper (../ui/Stepper.tsx) clamped to core's limits, pets, remarks for the driver
 * (./Remarks.tsx), and the cargo bar, which follows every count as it changes. On a phone (issue 31)
 * only passengers, suitcases, pets and child seats are open; the other counts sit in a disclosure.
 */
import { CHILD_SEAT_FIELDS, COUNT_LIMITS, cargoPercent, type CountField } from '../../core';
import { RULE_VALUES } from '../i18n/rule-values';
import { useBooking, useBookingStore, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import { Disclosure } from '../ui/Disclosure';
import { Field, useFieldError } from '../ui/Field';
import { Stepper } from '../ui/Stepper';
import { PetsField, Remarks } from './Remarks';
import { TypeCards } from './TypeCards';

// Issue 31: the passengers (asked here only) and suitcases show; the rest folds under "Other luggage
// and equipment", which opens by itself when one of them is not zero.
const SHOWN: CountField[] = ['pax', 'koffers'];
const OTHER: CountField[] = ['fietskoffers', 'rolstoelen', 'rollators', 'kinderwagens', 'skis', 'golfbags'];
const LUGGAGE: CountField[] = [...SHOWN, ...OTHER];

/** Renders step 2. */
export function Step2({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const d = useDraftFields(...LUGGAGE, ...CHILD_SEAT_FIELDS);
  const percent = useBooking((s) => cargoPercent(s.draft));
  const cargoError = useFieldError(2, 'cargo');
  const chairsError = useFieldError(2, 'chairs');
  const stepper = (field: CountField, onValue: (v: unknown) => void) => {
    const label = t(`extras.${field}`, RULE_VALUES);
    return (p: Parameters<Parameters<typeof Field>[0]['children']>[0]) => (
      <Stepper
        control={p}
        label={label}
        value={d[field]}
        min={COUNT_LIMITS[field].min}
        max={COUNT_LIMITS[field].max}
        onValue={onValue}
        decreaseLabel={t('stepper.decrease', { label })}
        increaseLabel={t('stepper.increase', { label })}
      />
    );
  };

  const count = (field: CountField) => (
    <Field
      key={field}
      id={`${uid}-${field}`}
      label={t(`extras.${field}`)}
      required={field === 'pax'}
      step={2}
    >
      {stepper(field, (v) => a.setCount(field, v))}
    </Field>
  );

  return (
    <>
      <TypeCards uid={uid} />
      <div className="row">
        {SHOWN.map(count)}
        <PetsField uid={uid} />
      </div>
      <fieldset aria-describedby={chairsError ? `${uid}-chairs-error` : undefined}>
        <legend>{t('extras.childSeats')}</legend>
        <div className="row">
          {CHILD_SEAT_FIELDS.map((field) => (
            <Field key={field} id={`${uid}-${field}`} label={t(`extras.${field}`, RULE_VALUES)} step={2}>
              {stepper(field, (v) => a.setChildSeats(field, v))}
            </Field>
          ))}
        </div>
        <div id={`${uid}-chairs-error`} className="error" part="error" aria-live="polite">
          {chairsError ? t('error.chairs', RULE_VALUES) : ''}
        </div>
      </fieldset>
      <Disclosure summary={t('extras.other')} open={OTHER.some((f) => d[f] > 0)}>
        <div className="row">{OTHER.map(count)}</div>
      </Disclosure>
      <div className="field">
        <span id={`${uid}-cargo-label`}>{t('extras.cargo')}</span>
        <div
          className="cargo"
          role="progressbar"
          aria-labelledby={`${uid}-cargo-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('extras.cargoValue', { percent })}
          aria-describedby={`${uid}-cargo-error`}
        >
          <div style={{ width: `${percent}%` }} />
        </div>
        <div id={`${uid}-cargo-error`} className="error" part="error" aria-live="polite">
          {cargoError ? t('error.cargo') : ''}
        </div>
      </div>
      <Remarks uid={uid} />
    </>
  );
}
