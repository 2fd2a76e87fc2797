/**
 * Step 2 (SPEC 2): transport type (Combi disabled with its notice while it is not available),
 * passengers, luggage and child seats, and the cargo bar.
 */
import { cargoPercent, CHILD_SEAT_FIELDS, type CountField, TRANSPORT_TYPES } from '../../core';
import { RULE_VALUES } from '../i18n/rule-values';
import { combiAvailable } from '../store/helpers';
import { useBooking, useBookingStore, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import { Field, useFieldError } from '../ui/Field';
import { NumberInput } from '../ui/NumberField';

const LUGGAGE: CountField[] = [
  'pax',
  'koffers',
  'fietskoffers',
  'rolstoelen',
  'rollators',
  'kinderwagens',
  'skis',
  'golfbags',
];

/** Writes a 'YYYY/MM/DD' date the way the notice has always shown it, DD/MM/YYYY. */
function displayDate(date: string): string {
  return date.split('/').reverse().join('/');
}

/** Renders step 2. */
export function Step2({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const d = useDraftFields('type', ...LUGGAGE, ...CHILD_SEAT_FIELDS);
  const percent = useBooking((s) => cargoPercent(s.draft));
  const now = useBooking((s) => s.now);
  const combi = useBooking((s) => combiAvailable(s, now()));
  const settings = useBooking((s) => s.settings);
  const cargoError = useFieldError(2, 'cargo');
  const chairsError = useFieldError(2, 'chairs');

  return (
    <>
      <fieldset>
        <legend>{t('extras.type')}</legend>
        {TRANSPORT_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="radio"
              name={`${uid}-type`}
              value={type}
              checked={d.type === type}
              disabled={type === 'COMBINATIE' && !combi}
              aria-describedby={type === 'COMBINATIE' && !combi ? `${uid}-combi` : undefined}
              onChange={() => a.setField('type', type)}
            />
            {t(`extras.type.${type}`)}
          </label>
        ))}
        {!combi && (
          <p id={`${uid}-combi`} className="notice">
            {t('extras.combiNotice', {
              days: settings.combiLeadDays,
              cutoff: displayDate(settings.combiCutoff),
            })}
          </p>
        )}
      </fieldset>
      <div className="row">
        {LUGGAGE.map((field) => (
          <Field
            key={field}
            id={`${uid}-${field}`}
            label={t(`extras.${field}`)}
            required={field === 'pax'}
            step={2}
          >
            {(p) => (
              <NumberInput control={p} field={field} value={d[field]} onValue={(v) => a.setCount(field, v)} />
            )}
          </Field>
        ))}
      </div>
      <fieldset aria-describedby={chairsError ? `${uid}-chairs-error` : undefined}>
        <legend>{t('extras.childSeats')}</legend>
        <div className="row">
          {CHILD_SEAT_FIELDS.map((field) => (
            <Field key={field} id={`${uid}-${field}`} label={t(`extras.${field}`)} step={2}>
              {(p) => (
                <NumberInput
                  control={p}
                  field={field}
                  value={d[field]}
                  onValue={(v) => a.setChildSeats(field, v)}
                />
              )}
            </Field>
          ))}
        </div>
        <div id={`${uid}-chairs-error`} className="error" part="error" aria-live="polite">
          {chairsError ? t('error.chairs', RULE_VALUES) : ''}
        </div>
      </fieldset>
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
    </>
  );
}
