/**
 * The manage page's "Change booking" (issue 27): the booking wizard (`<transfer-booking>`) in change
 * mode, started from the draft the page stored for it (utils/revise-handoff.ts), in the page's
 * language. The widget's script loads when the first change opens, so the manage page does not carry
 * it otherwise. When the wizard applies the change (`tb-revised`), the page takes over again.
 */
import { createElement, useEffect, useRef } from 'react';
import type { RevisionApplied } from '../../../core';
import { at } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import { reviseDraftKey } from '../utils/revise-handoff';

/** Where the widget's script is served (views/Home.astro loads the same). */
const WIDGET_SCRIPT = '/widget/transfer-booking.js';

/** Loads the widget's script once, unless the element is defined already. */
export function loadWidgetScript(): void {
  if (customElements.get('transfer-booking') || document.querySelector(`script[src="${WIDGET_SCRIPT}"]`))
    return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = WIDGET_SCRIPT;
  document.head.append(script);
}

/** Props of {@link ReviseWizard}. */
export interface ReviseWizardProps {
  lang: Lang;
  orderId: number;
  apiBase?: string | undefined;
  /** The change is applied, or handed to the payment page of its difference. */
  onRevised: (detail: RevisionApplied) => void;
  /** The customer gives the change up. */
  onClose: () => void;
  /** Loads the widget's script; tests pass their own. */
  loadWidget?: () => void;
}

/** Renders the wizard in change mode for order `orderId`. */
export function ReviseWizard({
  lang,
  orderId,
  apiBase,
  onRevised,
  onClose,
  loadWidget = loadWidgetScript,
}: ReviseWizardProps) {
  const host = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const revised = useRef(onRevised);
  useEffect(() => {
    revised.current = onRevised;
  }, [onRevised]);

  useEffect(() => {
    loadWidget();
    heading.current?.focus();
    const el = host.current;
    const listen = (e: Event) => revised.current((e as CustomEvent<RevisionApplied>).detail);
    el?.addEventListener('tb-revised', listen);
    return () => el?.removeEventListener('tb-revised', listen);
  }, [loadWidget]);

  return (
    <section aria-labelledby="revise-title" className="revise-wizard">
      <h2 id="revise-title" ref={heading} tabIndex={-1}>
        {at(lang, 'acc.manage.reviseTitle')}
      </h2>
      <div ref={host}>
        {createElement('transfer-booking', {
          id: 'booking',
          lang,
          'draft-key': reviseDraftKey(orderId),
          ...(apiBase ? { 'api-base': apiBase } : {}),
        })}
      </div>
      <p className="actions">
        <button type="button" className="secondary" onClick={onClose}>
          {at(lang, 'acc.manage.reviseStop')}
        </button>
      </p>
    </section>
  );
}
