/** The warning before booking (SPEC 4 step 2): no suitcases or equal dates; Yes continues, No closes. */
import { useShallow } from 'zustand/react/shallow';
import { bookingWarnings } from '../../core';
import { useBooking, useBookingStore, useT } from '../store/context';
import { Dialog } from './Dialog';

/** Renders the warning dialog. */
export function WarningDialog() {
  const t = useT();
  const a = useBookingStore().getState();
  // A new list on every change of the draft, compared item by item: a re-render only when it differs.
  const warnings = useBooking(useShallow((s) => bookingWarnings(s.draft, !!s.eventId)));
  return (
    <Dialog id="tb-warning" role="alertdialog" title={t('warning.title')} onClose={() => a.closeWarning()}>
      <ul>
        {warnings.map((w) => (
          <li key={w}>{t(`warning.${w}`)}</li>
        ))}
      </ul>
      <p>{t('warning.question')}</p>
      <div className="nav">
        <button type="button" part="button" onClick={() => a.closeWarning()}>
          {t('warning.no')}
        </button>
        <button
          type="button"
          part="button button-primary"
          className="primary"
          onClick={() => a.confirmWarning()}
        >
          {t('warning.yes')}
        </button>
      </div>
    </Dialog>
  );
}
