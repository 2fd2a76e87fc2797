/**
 * The booking summary of the payment outcome pages (issue 12): the server's redirect carries an outcome
 * key for the order in its fragment (`#ref=…`, docs/manage-api.md); with it the island shows what the
 * customer needs (receipt number, rides, price and how it was settled), the calendar download (a signed
 * link asked for on click) and the
 * way to the manage page, and on the failed and canceled pages "pay now" for the same order, without
 * the wizard. Without a key it shows nothing. The key lives minutes and shows no booking code or
 * e-mail address (issue 23): managing the booking takes both, from the confirmation e-mail. The island
 * takes the key out of the address bar, so the history keeps no copy, and holds it for this tab only,
 * so a reload still shows the summary while the key lives.
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiFailure } from '../../../client';
import { langPath, type OutcomeView } from '../../../core';
import { at } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { manageApi, submitPaymentForm } from '../utils/manage-api';
import { BookingView } from './BookingView';
import { DownloadButton, downloadNotice } from './DownloadButton';
import type { IslandProps } from './props';
import { ReturnToPartner } from './ReturnToPartner';
import { Status, type StatusMessage } from './Status';
import { outcomeVariant } from '../utils/outcome';

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

/** Renders the summary of the order the page's key opens. */
export default function OutcomeIsland({ lang, apiBase, kind }: OutcomeIslandProps) {
  const api = useMemo(() => manageApi(lang, apiBase), [lang, apiBase]);
  const [state, setState] = useState<{ view: OutcomeView; key: string } | null>(null);
  const [notice, setNotice] = useState<StatusMessage>(null);

  useEffect(() => {
    const key = takeKey();
    if (!key) return;
    startSession(apiBase)
      .then(() => api.granted(key))
      .then((view) => setState({ view, key }))
      .catch(() => undefined);
  }, [api, apiBase]);

  if (!state) return null;
  const { view, key } = state;
  const manage = langPath(lang, 'manage');

  async function payNow() {
    setNotice({ kind: 'busy', text: at(lang, 'acc.manage.paying') });
    try {
      submitPaymentForm(await api.paymentForm(view.id, key));
    } catch (error) {
      const usedUp = error instanceof ApiFailure && error.code === 'coupon_used_up';
      setNotice({ kind: 'error', text: at(lang, usedUp ? 'acc.manage.couponUsedUp' : 'acc.manage.failed') });
    }
  }

  return (
    <div className="manage-island outcome-summary">
      {/* Issue 28: back to the partner's page the booking came from; a change of a booking (issue 27)
          was made on the manage page, so it stays here. */}
      {view.return_to && outcomeVariant(location.search) !== 'revision' && (
        <ReturnToPartner lang={lang} back={view.return_to} />
      )}
      <BookingView lang={lang} view={view} headingId="outcome-booking" />
      <ul className="links">
        {kind !== 'confirmed' && view.actions.pay && (
          <li>
            <button type="button" onClick={() => void payNow()}>
              {at(lang, 'acc.manage.pay')}
            </button>
          </li>
        )}
        <li>
          <DownloadButton
            kind="calendar"
            className="secondary"
            label={at(lang, 'acc.manage.calendar')}
            link={() => api.downloadLink(view.id, key, 'calendar')}
            onStatus={(s) => setNotice(downloadNotice(lang, s))}
          />
        </li>
        <li>
          <a href={manage}>{at(lang, 'acc.manage.link')}</a>
        </li>
      </ul>
      <p>{at(lang, 'acc.outcome.manageHint')}</p>
      <Status message={notice} />
    </div>
  );
}
