/**
 * The cancel dialog of the manage page: what cancelling now refunds and charges (the manage view's
 * quote), the one scale in force for every booking with both ends of each step (issue 27), then
 * `POST billomanage/{id}/cancel`. A change of the booking no longer cancels it (issue 27: the manage
 * page's "Change booking" changes it in place).
 */
import { useState } from 'react';
import { ApiFailure } from '../../../client';
import {
  CHANGE_CUTOFF_MINUTES,
  LOCALE,
  cancellationScaleLines,
  formatEuros,
  toCents,
  type ManageView,
} from '../../../core';
import type { ManageApi } from '../utils/manage-api';
import { at } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import { Dialog } from './Dialog';
import { Status, type StatusMessage } from './Status';

/** Props of {@link CancelDialog}. */
export interface CancelDialogProps {
  lang: Lang;
  api: ManageApi;
  manageKey: string;
  view: ManageView;
  onCancelled: (view: ManageView) => void;
  onClose: () => void;
}

/** Renders the cancel dialog. */
export function CancelDialog({ lang, api, manageKey, view, onCancelled, onClose }: CancelDialogProps) {
  const [status, setStatus] = useState<StatusMessage>(null);
  const busy = status?.kind === 'busy';
  const money = (euros: number) => formatEuros(toCents(euros), LOCALE[lang]);
  const { refund, charge, terms } = view.cancellation;
  const scale = cancellationScaleLines(
    terms,
    (key, vars) => at(lang, `acc.manage.${key}`, vars),
    (cents) => formatEuros(cents, LOCALE[lang]),
  );

  async function confirm() {
    setStatus({ kind: 'busy', text: at(lang, 'acc.manage.cancelling') });
    try {
      onCancelled(await api.cancel(view.id, manageKey));
    } catch (error) {
      const late = error instanceof ApiFailure && error.status === 409;
      setStatus({
        kind: 'error',
        text: late
          ? at(lang, 'acc.manage.tooLate', { hours: CHANGE_CUTOFF_MINUTES / 60 })
          : at(lang, 'acc.manage.failed'),
      });
    }
  }

  return (
    <Dialog id="cancel-dialog" title={at(lang, 'acc.manage.cancelTitle')} onClose={onClose}>
      <p>
        {refund > 0 && charge === 0
          ? // A free cancellation says so, never "€ 0,00 is charged" (copy review N4, F2, E2).
            at(lang, 'acc.manage.cancelFree', { refund: money(refund) })
          : refund > 0
            ? at(lang, 'acc.manage.cancelRefund', { refund: money(refund), charge: money(charge) })
            : at(lang, 'acc.manage.cancelNoRefund')}
      </p>
      <p>{at(lang, 'acc.manage.scale.title')}</p>
      <ul data-cancellation-scale>
        {scale.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void confirm()}>
          {at(lang, 'acc.manage.cancelConfirm')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {at(lang, 'acc.manage.keep')}
        </button>
      </div>
      <Status message={status} />
    </Dialog>
  );
}
