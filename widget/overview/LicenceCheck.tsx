/**
 * The inline check of the travel agency licence in agent mode (issue 17), beside the overview's
 * licence line: the licence comes from the page or the agent's login and cannot be typed, so a wrong
 * one is told here before Book rather than refused by the order call. `COUPON_DELAY_MS` after the
 * licence is set (like the PO field's check) the price is asked at once through the existing price
 * call; its answer's `TALICBEKEND` says whether the licence is known, and every later price answers the
 * same question again. The price call counts unknown licences in the server's look-up throttle.
 */
import { useEffect, useState } from 'react';
import type { MessageId } from '../i18n';
import { useBooking, useBookingStore, useT } from '../store/context';
import { COUPON_DELAY_MS } from '../store/price';

/** The message of a licence check: none without a licence, or before any price has answered. */
function messageOf(talic: string, checking: boolean, known: boolean | null | undefined): MessageId | null {
  if (talic.trim() === '') return null;
  if (checking) return 'licence.checking';
  if (known === undefined || known === null) return null;
  return known ? 'licence.known' : 'licence.unknown';
}

/** Renders the licence check's message; `id` lets the licence line point at it. */
export function LicenceCheck({ id }: { id: string }) {
  const t = useT();
  const store = useBookingStore();
  const talic = useBooking((s) => s.draft.talic);
  const known = useBooking((s) => s.price?.TALICBEKEND);
  // The licence the last check answered for: until it is the current one, the check is under way.
  const [checked, setChecked] = useState<string | null>(null);
  const checking = checked !== talic;

  useEffect(() => {
    if (talic.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      // Without an address or airport there is no price yet; the first price will answer instead.
      void store
        .getState()
        .runPrice()
        .finally(() => live && setChecked(talic));
    }, COUPON_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [store, talic]);

  const message = messageOf(talic, checking, known);
  const unknown = message === 'licence.unknown';

  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={unknown ? 'error' : 'hint'}
      part={unknown ? 'error' : undefined}
      data-testid="licence-message"
    >
      {message && t(message)}
    </p>
  );
}
