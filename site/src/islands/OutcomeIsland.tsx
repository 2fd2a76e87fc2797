/**
 * The booking summary of the payment outcome pages (issue 12): the server's redirect carries an outcome
 * key for the order in its fragment (`#ref=…`, docs/manage-api.md); with it the island shows what the
 * customer needs (receipt number, rides, price and how it was settled), the calendar download (a signed
 * link asked for on click) and the
 * way to the manage page, and on the failed and canceled pages "pay again" for the same order, without
 * the wizard. Without a key it shows nothing. The key lives minutes and shows no booking code or
 * e-mail address (issue 23): managing the booking takes both, from the confirmation e-mail. The island
 * takes the key out of the address bar, so the history keeps no copy, and holds it for this tab only,
 * so a reload still shows the summary while the key lives.
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiFailure } from '../../../client';
import { isScheduled, langPath, type Lang, type OutcomeView } from '../../../core';
import { at } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { manageApi, submitPaymentForm } from '../utils/manage-api';
import { BookingView } from './BookingView';
import { DownloadButton, downloadNotice } from './DownloadButton';
import type { IslandProps } from './props';
import { ReturnToPartner } from './ReturnToPartner';
import { Status, type StatusMessage } from './Status';
import { agentQueryOf, outcomeVariant, paymentReference } from '../utils/outcome';
import { payAgainLabel } from '../utils/payment-methods';

/** Props of {@link OutcomeIsland}. */
export interface OutcomeIslandProps extends IslandProps {
  kind: 'confirmed' | 'failed' | 'canceled';
}

/** Where this tab keeps the outcome key once it is out of the address bar. */
const KEY_STORE = 'tb-outcome-key';

/**
 * The outcome key of this page: from the fragment (then removed from the address and this tab's
 * history entry, and kept in session storage for a reload), else the one this tab kept for this page.
 */
function takeKey(): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('ref') ?? '';
  const page = `${location.pathname}${location.search}`;
  try {
    if (fromHash) {
      sessionStorage.setItem(KEY_STORE, JSON.stringify({ page, key: fromHash }));
      history.replaceState(history.state, '', page);
      return fromHash;
    }
    const kept = JSON.parse(sessionStorage.getItem(KEY_STORE) ?? 'null') as {
      page?: string;
      key?: string;
    } | null;
    return kept?.page === page ? (kept.key ?? '') : '';
  } catch {
    // Storage refused (private mode, full): the fragment's key still shows the summary once.
    return fromHash;
  }
}

/** What a failed "pay now" tells: the provider out of reach (try later), a coupon used up, or else. */
function payFailure(lang: Lang, error: unknown): string {
  if (error instanceof ApiFailure && error.code === 'coupon_used_up')
    return at(lang, 'acc.manage.couponUsedUp');
  // Only an outage (no answer, or the server's 5xx) is worth trying again later (issue 31).
  const outage = !(error instanceof ApiFailure) || error.status === 0 || error.status >= 500;
  return at(lang, outage ? 'acc.outcome.payUnavailable' : 'acc.manage.failed');
}

/**
 * Renders the summary of the order the page's key opens. On the failed page of a refused payment and
 * the canceled page of one broken off, the one main action, paying again, comes first, above the
 * summary, so a phone shows it without scrolling (issue 31); the way back to the booking form is the
 * secondary action beside it.
 */
export default function OutcomeIsland({ lang, apiBase, kind }: OutcomeIslandProps) {
  const api = useMemo(() => manageApi(lang, apiBase), [lang, apiBase]);
  const [state, setState] = useState<{ view: OutcomeView; key: string } | null>(null);
  const [notice, setNotice] = useState<StatusMessage>(null);
  const variant = typeof location === 'undefined' ? undefined : outcomeVariant(location.search);
  // A payment refused or broken off on the provider's page (not one still being checked, nor a change's
  // difference) is paid again here, the one main action of both pages (issue 31).
  const payFirst = kind !== 'confirmed' && variant === undefined && state?.view.actions.pay === true;

  useEffect(() => {
    const key = takeKey();
    if (!key) return;
    startSession(apiBase)
      .then(() => api.granted(key))
      .then((view) => setState({ view, key }))
      .catch(() => undefined);
  }, [api, apiBase]);

  useEffect(() => {
    // The page's own link to the form (Outcome.astro) is the way to pay again without a key; with the
    // pay button here it would be a second equal button, so it steps back.
    if (!payFirst) return;
    for (const el of document.querySelectorAll<HTMLElement>('[data-new-booking-item]')) el.hidden = true;
  }, [payFirst]);

  const shown = state !== null;
  useEffect(() => {
    // With the booking on screen the payment reference sits in its payment section (BookingView); the
    // page's own reference line (Outcome.astro, for a page without a key) would repeat it.
    if (!shown || kind !== 'confirmed') return;
    for (const el of document.querySelectorAll<HTMLElement>('[data-reference]')) el.hidden = true;
  }, [shown, kind]);

  if (!state) return null;
  const { view, key } = state;
  const manage = langPath(lang, 'manage');
  const form = `${langPath(lang, '')}${agentQueryOf(location.search)}`;
  // The provider's reference belongs with the payment: shown only for a booking paid here.
  const reference =
    kind === 'confirmed' && variant === undefined ? paymentReference(location.search) : undefined;

  async function payNow() {
    setNotice({ kind: 'busy', text: at(lang, 'acc.manage.paying') });
    try {
      submitPaymentForm(await api.paymentForm(view.id, key));
    } catch (error) {
      setNotice({ kind: 'error', text: payFailure(lang, error) });
    }
  }

  return (
    <div className="manage-island outcome-summary">
      {payFirst && (
        <div className="outcome-actions">
          <button type="button" className="primary" data-pay-again onClick={() => void payNow()}>
            {payAgainLabel(lang)}
          </button>
          <a className="secondary-action" href={form}>
            {at(lang, 'acc.outcome.toForm')}
          </a>
          <Status message={notice} />
        </div>
      )}
      {/* Issue 28: back to the partner's page the booking came from; a change of a booking (issue 27)
          was made on the manage page, so it stays here. */}
      {view.return_to && variant !== 'revision' && <ReturnToPartner lang={lang} back={view.return_to} />}
      <BookingView lang={lang} view={view} headingId="outcome-booking" paymentReference={reference} />
      <ul className="links">
        {/* A calendar entry only for a confirmed booking whose rides take place: an unpaid one may
            never ride (issue 31), and the server refuses its calendar. */}
        {kind === 'confirmed' && isScheduled(view.status) && (
          <li>
            <DownloadButton
              kind="calendar"
              className="secondary"
              label={at(lang, 'acc.manage.calendar')}
              link={() => api.downloadLink(view.id, key, 'calendar')}
              onStatus={(s) => setNotice(downloadNotice(lang, s))}
            />
          </li>
        )}
        {/* The manage page opens with the code of the confirmation e-mail, which an unpaid booking
            has not had (issue 31): no way there that would ask for it. */}
        {kind === 'confirmed' && (
          <li>
            <a href={manage}>{at(lang, 'acc.manage.link')}</a>
          </li>
        )}
      </ul>
      {kind === 'confirmed' && <p>{at(lang, 'acc.outcome.manageHint')}</p>}
      {!payFirst && <Status message={notice} />}
    </div>
  );
}
