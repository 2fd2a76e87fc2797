/**
 * Pets and the remarks for the driver on step 2 (issue 17). Pets are a stepper like the other counts,
 * priced per pet per ride from core's tariff, with the notice the terms ask (core/remarks.ts). Remarks
 * are plain text of bounded length with the hint that an intermediate stop must be asked ahead and
 * may change the price; text the server would refuse is marked at once (core's remarksProblem).
 */
import {
  EXTRA_PRICES,
  LOCALE,
  PET_LIMITS,
  PET_NOTICE_HOURS,
  REMARKS_MAX_LENGTH,
  STOP_NOTICE_DAYS,
  clampPets,
  formatEuros,
  remarksProblem,
} from '../../core';
import { useBooking, useBookingStore, useLang, useT } from '../store/context';
import { Stepper } from '../ui/Stepper';

/** Renders the pets stepper. */
export function PetsField({ uid }: { uid: string }) {
  const t = useT();
  const lang = useLang();
  const a = useBookingStore().getState();
  const pets = useBooking((s) => s.draft.pets ?? 0);
  const id = `${uid}-pets`;
  const label = t('extras.pets');
  return (
    <div className="field" part="field">
      <label htmlFor={id}>{label}</label>
      <Stepper
        control={{ id, part: 'input', 'aria-describedby': `${id}-hint` }}
        label={label}
        value={pets}
        min={PET_LIMITS.min}
        max={PET_LIMITS.max}
        onValue={(v) => {
          a.setField('pets', clampPets(v));
          a.schedulePrice();
        }}
        decreaseLabel={t('stepper.decrease', { label })}
        increaseLabel={t('stepper.increase', { label })}
      />
      <div id={`${id}-hint`} className="hint">
        {t('pets.hint', {
          hours: PET_NOTICE_HOURS,
          price: formatEuros(EXTRA_PRICES.pet, LOCALE[lang]),
        })}
      </div>
    </div>
  );
}

/** Renders the remarks field. */
export function Remarks({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const remarks = useBooking((s) => s.draft.remarks ?? '');
  const id = `${uid}-remarks`;
  const invalid = remarksProblem(remarks) !== null;
  return (
    <div className="field" part="field">
      <label htmlFor={id}>{t('remarks.label')}</label>
      <textarea
        id={id}
        part="input"
        rows={3}
        maxLength={REMARKS_MAX_LENGTH}
        value={remarks}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        aria-invalid={invalid || undefined}
        onChange={(e) => a.setField('remarks', e.currentTarget.value)}
      />
      <div id={`${id}-hint`} className="hint">
        {t('remarks.hint', { days: STOP_NOTICE_DAYS, max: REMARKS_MAX_LENGTH })}
      </div>
      <div id={`${id}-error`} className="error" part="error" aria-live="polite">
        {invalid ? t('remarks.invalid', { max: REMARKS_MAX_LENGTH }) : ''}
      </div>
    </div>
  );
}
