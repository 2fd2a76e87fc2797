/**
 * The add-coupon popup: the code is checked 500 ms after typing stops; Add is enabled only for a code
 * the server accepts that is not already listed. The check's outcome is announced.
 */
import { useBooking, useBookingStore, useT } from '../store/context';
import { Dialog } from './Dialog';

const STATE_MESSAGE = {
  idle: '',
  checking: 'coupon.checking',
  valid: 'coupon.valid',
  invalid: 'coupon.invalid',
  duplicate: 'coupon.duplicate',
} as const;

/** Renders the coupon dialog. */
export function CouponDialog({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const coupon = useBooking((s) => s.coupon);
  const message = STATE_MESSAGE[coupon.state];
  const bad = coupon.state === 'invalid' || coupon.state === 'duplicate';
  return (
    <Dialog id={`${uid}-coupon`} title={t('coupon.title')} onClose={() => a.openCoupon(false)}>
      <div className="field">
        <label htmlFor={`${uid}-coupon-code`}>{t('coupon.code')}</label>
        <input
          id={`${uid}-coupon-code`}
          part="input"
          autoComplete="off"
          value={coupon.input}
          aria-invalid={bad || undefined}
          aria-describedby={`${uid}-coupon-state`}
          onChange={(e) => a.setCouponInput(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              a.addCoupon();
            }
          }}
        />
        <div id={`${uid}-coupon-state`} className={bad ? 'error' : 'hint'} aria-live="polite">
          {message ? t(message) : ''}
        </div>
      </div>
      <div className="nav">
        <button type="button" onClick={() => a.openCoupon(false)}>
          {t('coupon.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={coupon.state !== 'valid'}
          onClick={() => a.addCoupon()}
        >
          {t('coupon.add')}
        </button>
      </div>
    </Dialog>
  );
}
