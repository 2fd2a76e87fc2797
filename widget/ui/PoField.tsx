/**
 * The PO number field of the overview with its inline check (issue 17): `COUPON_DELAY_MS` after typing stops
 * (SPEC 9's coupon check delay) the price is asked at once through the existing price call, and its
 * answer says whether the PO applies (`PO` is the applied number, '' when it gave nothing). The
 * message sits under the field and in its description, before Book is ever pressed. The price call
 * counts unknown numbers in the server's look-up throttle as before.
 */
import { useEffect, useRef, useState } from 'react';
import { useBooking, useBookingStore, useT } from '../store/context';
import { COUPON_DELAY_MS } from '../store/price';

type PoState = 'idle' | 'checking' | 'valid' | 'invalid' | 'agencyLogin';

/** Renders the PO field and its message. */
export function PoField({ uid }: { uid: string }) {
  const t = useT();
  const a = useBookingStore().getState();
  const po = useBooking((s) => s.draft.POnr);
  const [state, setState] = useState<PoState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    a.setPo(value);
    clearTimeout(timer.current);
    const id = ++seq.current;
    if (value.trim() === '') {
      setState('idle');
      return;
    }
    setState('checking');
    timer.current = setTimeout(() => {
      void a.runPrice().then((price) => {
        if (id !== seq.current) return;
        // No price yet (no address or airport): nothing can be said about the PO.
        if (!price) setState('idle');
        else if (price.PO && price.PO.toUpperCase() === value.trim().toUpperCase()) setState('valid');
        // The agency's own PO, used without its login: say so rather than "unknown" (issue 28).
        else setState(price.POAGENTLOGIN ? 'agencyLogin' : 'invalid');
      });
    }, COUPON_DELAY_MS);
  };
  const id = `${uid}-po`;
  const message = state === 'idle' ? '' : t(`po.${state}`);
  const refused = state === 'invalid' || state === 'agencyLogin';

  return (
    <div className="field">
      <label htmlFor={id}>{t('overview.po')}</label>
      <input
        id={id}
        part="input"
        autoComplete="off"
        value={po}
        aria-invalid={refused || undefined}
        aria-describedby={`${id}-msg`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <div
        id={`${id}-msg`}
        className={refused ? 'error' : 'hint'}
        part={refused ? 'error' : undefined}
        aria-live="polite"
        data-testid="po-message"
      >
        {message}
      </div>
    </div>
  );
}
