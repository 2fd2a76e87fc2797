/**
 * The way back to the partner's page after the outcome (issue 28): a visible "Back to <partner>" link
 * and, after {@link RETURN_DELAY_SECONDS}, an automatic move there, announced to screen readers once
 * and stoppable by a button (WCAG 2.2.1: the customer can turn the time limit off). The address comes
 * only from the server's `return_to` of the order's outcome key, which the server checked against the
 * origins the operator lists for the partner; nothing is read from this page's own address.
 */
import { useEffect, useRef, useState } from 'react';
import type { PartnerReturn } from '../../../core';
import { at } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';

/** Seconds the outcome stays in view before the customer is taken back to the partner's page. */
export const RETURN_DELAY_SECONDS = 10;

/** The browser's own navigation; one function, so the timer's effect does not restart on a render. */
const leave = (url: string) => location.assign(url);

/** Props of {@link ReturnToPartner}. */
export interface ReturnToPartnerProps {
  lang: Lang;
  back: PartnerReturn;
  /** Leaves for `url`; by default the browser's own navigation. */
  go?: (url: string) => void;
}

/** Renders the link back to the partner and runs the automatic move until the customer stops it. */
export function ReturnToPartner({ lang, back, go = leave }: ReturnToPartnerProps) {
  const [running, setRunning] = useState(true);
  // The live region is mounted empty and filled after, so screen readers announce the sentence.
  const [announced, setAnnounced] = useState(false);
  const values = { partner: back.partner, seconds: RETURN_DELAY_SECONDS };
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // A task later than the mount, so the empty region exists when its text arrives.
    const shown = setTimeout(() => setAnnounced(true));
    return () => clearTimeout(shown);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => go(back.url), RETURN_DELAY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [running, back.url, go]);

  return (
    <div className="partner-return">
      <p>
        <a ref={link} className="button" href={back.url} data-partner-return>
          {at(lang, 'acc.outcome.back', values)}
        </a>
      </p>
      <p role="status">
        {announced ? at(lang, running ? 'acc.outcome.backSoon' : 'acc.outcome.backStopped', values) : ''}
      </p>
      {running && (
        <p>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setRunning(false);
              // The button goes away; focus moves to the link rather than to the page's start.
              link.current?.focus();
            }}
          >
            {at(lang, 'acc.outcome.backStop')}
          </button>
        </p>
      )}
    </div>
  );
}
