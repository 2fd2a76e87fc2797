/**
 * The booking summary of the payment outcome pages (issue 12): the server's redirect carries a manage
 * key for the order in its fragment (`#ref=…`, docs/manage-api.md); with it the island shows what the
 * customer needs (receipt number, booking code, rides, price and how it was settled, the address the
 * confirmation went to), the calendar download (a signed link asked for on click, issue 23) and the
 * link to manage the booking, and on the failed and canceled pages "pay now" for the same order,
 * without the wizard. Without a key it shows nothing.
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiFailure } from '../../../client';
import { langPath, type ManageView } from '../../../core';
import { at } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { manageApi, submitPaymentForm } from '../utils/manage-api';
import { BookingView } from './BookingView';
import { DownloadButton, downloadNotice } from './DownloadButton';
import type { IslandProps } from './props';
import { Status, type StatusMessage } from './Status';

/** Props of {@link OutcomeIsland}. */
export interface OutcomeIslandProps extends IslandProps {
  kind: 'confirmed' | 'failed' | 'canceled';
}

/** Renders the summary of the order the page's key opens. */
export default function OutcomeIsland({ lang, apiBase, kind }: OutcomeIslandProps) {
  const api = useMemo(() => manageApi(lang, apiBase), [lang, apiBase]);
  const [state, setState] = useState<{ view: ManageView; key: string } | null>(null);
  const [notice, setNotice] = useState<StatusMessage>(null);

  useEffect(() => {
    const key = new URLSearchParams(location.hash.replace(/^#/, '')).get('ref') ?? '';
    if (!key) return;
    startSession(apiBase)
      .then(() => api.granted(key))
      .then((view) => setState({ view, key }))
      .catch(() => undefined);
  }, [api, apiBase]);

  if (!state) return null;
  const { view, key } = state;
  const manage = `${langPath(lang, 'manage')}#${new URLSearchParams({ code: view.booking_code, email: view.email }).toString()}`;

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
      <Status message={notice} />
    </div>
  );
}
