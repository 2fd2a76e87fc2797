/**
 * The /manage island (issue 12, docs/manage-api.md): opens a booking by its booking code and e-mail
 * address (typed, or from the fragment of the confirmation e-mail's link, `#code=…&email=…`) or, for a
 * logged-in owner, by `?order={id}` from the account's list; then shows it with its actions: pay now,
 * change the booking in place in the wizard (issue 27; `&change=1` from the account's list opens it at
 * once), change flight or contact details, cancel, the receipt and the calendar (through signed links,
 * issue 23).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../../client';
import {
  CHANGE_CUTOFF_MINUTES,
  LOCALE,
  formatBookingDate,
  formatEuros,
  isScheduled,
  toCents,
  type ManageView,
  type RevisionApplied,
} from '../../../core';
import { at, accountPath } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { manageApi, submitPaymentForm } from '../utils/manage-api';
import { storeRebookDraft } from '../utils/rebook';
import { clearReviseDraft, storeReviseDraft } from '../utils/revise-handoff';
import { BookingView } from './BookingView';
import { CancelDialog } from './CancelDialog';
import { DownloadButton, downloadNotice } from './DownloadButton';
import { ChangeDialog } from './ChangeDialog';
import { ReviseWizard } from './ReviseWizard';
import { Field } from './Field';
import { PickupWishSection } from './PickupWishSection';
import type { IslandProps } from './props';
import { Status, type StatusMessage } from './Status';

type Open = { view: ManageView; key: string };
type DialogName = 'change' | 'cancel' | null;

/** Whether the booking may be changed in the wizard now (issue 27: the view's `actions.revise`). */
export function canRevise(view: ManageView): boolean {
  return view.actions.revise;
}

/** The message of a refused look-up. */
function lookupFailure(error: unknown) {
  if (error instanceof ApiFailure && error.status === 429) return 'acc.manage.throttled' as const;
  if (error instanceof ApiFailure && (error.status === 404 || error.status === 400))
    return 'acc.manage.notFound' as const;
  return 'acc.manage.failed' as const;
}

/** The label of each file the manage page offers. */
const DOWNLOAD_LABELS = {
  receipt: 'acc.manage.receiptPdf',
  'credit-note': 'acc.manage.creditNotePdf',
  calendar: 'acc.manage.calendar',
} as const;

/** The files `view`'s booking has: the receipt, its credit note if any, its calendar if it rides. */
function downloadsOf(view: ManageView): (keyof typeof DOWNLOAD_LABELS)[] {
  return [
    'receipt',
    ...(view.credit_note ? (['credit-note'] as const) : []),
    ...(isScheduled(view.status) ? (['calendar'] as const) : []),
  ];
}

/** Renders the manage page. */
export default function ManageIsland({
  lang,
  apiBase,
  navigate = (path) => location.assign(path),
}: IslandProps) {
  const api = useMemo(() => manageApi(lang, apiBase), [lang, apiBase]);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<StatusMessage>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [notice, setNotice] = useState<StatusMessage>(null);
  // The order the wizard is changing in place, or null.
  const [changing, setChanging] = useState<number | null>(null);
  // Where focus goes when the wizard closes: the actions (with the applied change's notice), or back
  // to the button that opened it when the customer gave up.
  const focusAfterChange = useRef<'actions' | 'button' | null>(null);
  // Once a cancellation is done, its outcome (the refund coupon) gets focus: it shows above the actions
  // the customer tapped, off a phone's screen (issue 31), and focus both scrolls to it and reads it.
  const focusCancelled = useRef(false);
  useEffect(() => {
    if (!focusCancelled.current) return;
    focusCancelled.current = false;
    document.getElementById('cancelled-notice')?.focus();
  }, [open]);
  useEffect(() => {
    if (changing !== null || !focusAfterChange.current) return;
    document
      .getElementById(focusAfterChange.current === 'actions' ? 'actions-title' : 'revise-button')
      ?.focus();
    focusAfterChange.current = null;
  }, [changing]);
  const busy = status?.kind === 'busy';

  const show = useCallback(async (next: Open) => setOpen(next), []);

  const lookUp = useCallback(
    async (ecode: string, address: string) => {
      setStatus({ kind: 'busy', text: at(lang, 'acc.manage.busy') });
      try {
        await startSession(apiBase);
        const access = await api.open(ecode, address);
        setStatus(null);
        await show({ view: access.order, key: access.manage_key });
      } catch (error) {
        setStatus({ kind: 'error', text: at(lang, lookupFailure(error)) });
      }
    },
    [api, apiBase, lang, show],
  );

  /** Opens the wizard in change mode, prefilled with the order as it stands. */
  const startChange = useCallback(
    async (view: ManageView, key: string) => {
      setNotice({ kind: 'busy', text: at(lang, 'acc.manage.reviseOpening') });
      try {
        const draft = await api.revisionDraft(view.id, key);
        if (!storeReviseDraft(view, key, draft)) throw new Error('storage');
        setNotice(null);
        setChanging(view.id);
      } catch {
        setNotice({ kind: 'error', text: at(lang, 'acc.manage.reviseFailed') });
      }
    },
    [api, lang],
  );

  useEffect(() => {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    const order = Number(new URLSearchParams(location.search).get('order'));
    const fromMail = { code: fragment.get('code') ?? '', email: fragment.get('email') ?? '' };
    if (fromMail.code && fromMail.email) {
      // The pair stays out of the address bar and the history once used.
      history.replaceState(null, '', location.pathname + location.search);
      // After this render: the look-up shows its progress as a state of its own.
      void Promise.resolve().then(() => lookUp(fromMail.code, fromMail.email));
    } else if (Number.isInteger(order) && order > 0) {
      startSession(apiBase)
        .then(() => api.view(order, ''))
        .then((view) => {
          setStatus(null);
          // From the account's "Change" link: straight into the wizard when the booking may change.
          if (new URLSearchParams(location.search).get('change') === '1' && canRevise(view))
            void startChange(view, '');
          return show({ view, key: '' });
        })
        .catch((error: unknown) => setStatus({ kind: 'error', text: at(lang, lookupFailure(error)) }));
    }
  }, [api, apiBase, lang, lookUp, show, startChange]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !code.trim() || !email.trim()) {
      setStatus({ kind: 'error', text: at(lang, 'acc.manage.notFound') });
      return;
    }
    void lookUp(code.trim(), email.trim());
  }

  /** The wizard applied the change: the page shows the booking as it now stands and what changed. */
  async function revised(d: RevisionApplied) {
    if (!open || d.state !== 'applied') return;
    clearReviseDraft(open.view.id);
    focusAfterChange.current = 'actions';
    setChanging(null);
    const money = (euros: number) => formatEuros(toCents(euros), LOCALE[lang]);
    const amount = money(Math.abs(d.difference));
    const lines = [
      at(lang, 'acc.manage.revised', { amount: money(d.total), old: money(d.total - d.difference) }),
    ];
    if (d.difference < 0 && d.settlement === 'coupon' && d.couponCode)
      lines.push(at(lang, 'acc.manage.revisedCoupon', { amount, code: d.couponCode }));
    if (d.difference < 0 && d.settlement === 'card')
      lines.push(at(lang, 'acc.manage.revisedCard', { amount }));
    if (d.settlement === 'invoice') lines.push(at(lang, 'acc.manage.revisedInvoice'));
    lines.push(at(lang, 'acc.manage.revisedMail'));
    setNotice({ kind: 'ok', text: lines.join(' ') });
    try {
      setOpen({ view: await api.view(open.view.id, open.key), key: open.key });
    } catch {
      // The change stands; a reload shows the booking as it now is.
    }
  }

  async function payNow() {
    if (!open) return;
    setNotice({ kind: 'busy', text: at(lang, 'acc.manage.paying') });
    try {
      submitPaymentForm(await api.paymentForm(open.view.id, open.key));
    } catch (error) {
      const usedUp = error instanceof ApiFailure && error.code === 'coupon_used_up';
      setNotice({ kind: 'error', text: at(lang, usedUp ? 'acc.manage.couponUsedUp' : 'acc.manage.failed') });
    }
  }

  if (!open) {
    return (
      <div className="manage-island">
        <p>{at(lang, 'acc.manage.intro')}</p>
        <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
          <Field
            id="manage-code"
            label={at(lang, 'acc.manage.code')}
            autoComplete="off"
            required
            value={code}
            onChange={setCode}
          />
          <Field
            id="manage-email"
            label={at(lang, 'acc.manage.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
          />
          <div className="actions">
            <button type="submit" disabled={busy}>
              {at(lang, 'acc.manage.open')}
            </button>
          </div>
          <Status message={status} />
        </form>
      </div>
    );
  }

  const { view, key } = open;
  const hours = CHANGE_CUTOFF_MINUTES / 60;
  const money = (euros: number) => formatEuros(toCents(euros), LOCALE[lang]);
  const cancelled = view.status === 'cancelled';
  return (
    <div className="manage-island">
      <BookingView lang={lang} view={view} headingId="booking-title" />
      {cancelled && view.refund && (
        <div className="notice" role="status" id="cancelled-notice" tabIndex={-1}>
          <p>{at(lang, 'acc.manage.cancelled')}</p>
          <p>
            {at(lang, 'acc.manage.refund', {
              code: view.refund.code,
              amount: money(view.refund.amount),
              date: formatBookingDate(view.refund.valid_until, undefined, lang),
            })}
          </p>
          <p>
            <button
              type="button"
              onClick={() => {
                storeRebookDraft(view, view.refund!.code);
                navigate(accountPath(lang, 'home'));
              }}
            >
              {at(lang, 'acc.manage.bookAgain')}
            </button>
          </p>
        </div>
      )}
      {cancelled && !view.refund && (
        <p role="status" id="cancelled-notice" tabIndex={-1}>
          {at(lang, 'acc.manage.cancelled')}
        </p>
      )}
      {view.balance_due > 0 && (
        <p className="notice" role="status">
          {at(lang, 'acc.manage.balanceDue', { amount: money(view.balance_due) })}
        </p>
      )}
      <section aria-labelledby="actions-title" className="manage-actions">
        <h2 id="actions-title" tabIndex={-1}>
          {at(lang, 'acc.manage.actions')}
        </h2>
        <ul className="links">
          {view.actions.pay && (
            <li>
              <button type="button" onClick={() => void payNow()}>
                {view.balance_due > 0
                  ? at(lang, 'acc.manage.payBalance', { amount: money(view.balance_due) })
                  : at(lang, 'acc.manage.pay')}
              </button>
            </li>
          )}
          {!cancelled && (
            <li>
              <button
                type="button"
                id="revise-button"
                disabled={!canRevise(view) || changing !== null}
                aria-describedby="revise-hint"
                onClick={() => void startChange(view, key)}
              >
                {at(lang, 'acc.manage.revise')}
              </button>
              <p className="hint" id="revise-hint">
                {at(
                  lang,
                  !canRevise(view)
                    ? 'acc.manage.reviseClosed'
                    : view.event
                      ? 'acc.event.reviseHint'
                      : 'acc.manage.reviseHint',
                )}
              </p>
            </li>
          )}
          {!cancelled && (
            <li>
              <button
                type="button"
                className="secondary"
                disabled={view.actions.change.length === 0}
                onClick={() => setDialog('change')}
              >
                {at(lang, view.event ? 'acc.event.change' : 'acc.manage.change')}
              </button>
              {view.actions.change.length === 0 && (
                <p className="hint">{at(lang, 'acc.manage.changeClosed', { hours })}</p>
              )}
            </li>
          )}
          {view.actions.cancel && (
            <li>
              <button type="button" className="danger" onClick={() => setDialog('cancel')}>
                {at(lang, 'acc.manage.cancel')}
              </button>
            </li>
          )}
          {/* A calendar entry only for a booking whose rides take place (core's scheduled group: paid,
              invoiced or free); an unpaid one may never ride (issue 31), and the server refuses it. */}
          {downloadsOf(view).map((file) => (
            <li key={file}>
              <DownloadButton
                kind={file}
                className="secondary"
                label={at(lang, DOWNLOAD_LABELS[file])}
                link={() => api.downloadLink(view.id, key, file)}
                onStatus={(s) => setNotice(downloadNotice(lang, s))}
              />
            </li>
          ))}
        </ul>
        <Status message={notice} />
      </section>
      <PickupWishSection lang={lang} api={api} manageKey={key} view={view} />
      {changing === view.id && (
        <ReviseWizard
          lang={lang}
          orderId={view.id}
          apiBase={apiBase}
          onRevised={(d) => void revised(d)}
          onClose={() => {
            clearReviseDraft(view.id);
            focusAfterChange.current = 'button';
            setChanging(null);
          }}
        />
      )}
      {dialog === 'change' && (
        <ChangeDialog
          lang={lang}
          api={api}
          manageKey={key}
          view={view}
          onChanged={(next) => setOpen({ view: next, key })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          lang={lang}
          api={api}
          manageKey={key}
          view={view}
          onCancelled={(next) => {
            focusCancelled.current = true;
            setDialog(null);
            setOpen({ view: next, key });
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
