/**
 * The manage page's pickup-time wish (issue 27, docs/manage-api.md "Pickup-time wish"): per leg, the
 * customer asks for a pickup up to an hour earlier or later, with an optional note, until 24 hours
 * before; a wish waiting for the dispatcher, or the last answer, is shown instead of the form. The
 * server decides (core/pickup-wish.ts); this only words its refusals.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../../client';
import {
  PICKUP_WISH_CUTOFF_MINUTES,
  PICKUP_WISH_MAX_SHIFT_MINUTES,
  PICKUP_WISH_NOTE_MAX,
  type ManageView,
  type PickupWishView,
} from '../../../core';
import { at, type AccountKey } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import type { ManageApi } from '../utils/manage-api';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';

/** Props of {@link PickupWishSection}. */
export interface PickupWishSectionProps {
  lang: Lang;
  api: Pick<ManageApi, 'pickupWishes' | 'askPickupWish'>;
  manageKey: string;
  view: ManageView;
}

const hours = PICKUP_WISH_CUTOFF_MINUTES / 60;
const minutes = PICKUP_WISH_MAX_SHIFT_MINUTES;

/** The text of a refused wish, by the server's error code and field. */
function refusal(error: unknown): { key: AccountKey; field: 'time' | 'note' | null } {
  if (!(error instanceof ApiFailure)) return { key: 'acc.wish.failed', field: null };
  if (error.code === 'too_late') return { key: 'acc.wish.tooLate', field: null };
  if (error.code === 'wish_open') return { key: 'acc.wish.already', field: null };
  if (error.field === 'note') return { key: 'acc.wish.failed', field: 'note' };
  if (error.field === 'pickup_time')
    return {
      key: error.reason === 'too_far' || error.reason === 'same' ? 'acc.wish.tooFar' : 'acc.wish.format',
      field: 'time',
    };
  return { key: 'acc.wish.failed', field: null };
}

/** One leg's wish form, or what became of its latest wish. */
function LegWish({
  lang,
  api,
  manageKey,
  view,
  leg,
  latest,
  onAsked,
}: PickupWishSectionProps & {
  leg: ManageView['legs'][number];
  latest: PickupWishView | undefined;
  onAsked: (wish: PickupWishView) => void;
}) {
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ key: AccountKey; field: 'time' | 'note' | null } | null>(null);
  const [status, setStatus] = useState<StatusMessage>(null);
  const asked = useRef(false);
  const waiting = useRef<HTMLParagraphElement>(null);
  const isOpen = latest?.status === 'open';
  useEffect(() => {
    if (!asked.current || !isOpen) return;
    asked.current = false;
    waiting.current?.focus();
  }, [isOpen]);
  const name = at(lang, leg.leg === 'H' ? 'acc.manage.leg.H' : 'acc.manage.leg.T');
  const id = `wish-${leg.leg}`;
  const text = (key: AccountKey) => at(lang, key, { hours, minutes });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status?.kind === 'busy') return;
    setError(null);
    setStatus({ kind: 'busy', text: at(lang, 'acc.wish.busy') });
    try {
      const wish = await api.askPickupWish(view.id, manageKey, leg.leg, time.trim(), note.trim());
      setStatus({ kind: 'ok', text: at(lang, 'acc.wish.sent') });
      asked.current = true;
      onAsked(wish);
    } catch (failure) {
      const why = refusal(failure);
      setStatus(why.field ? null : { kind: 'error', text: text(why.key) });
      if (why.field) setError(why);
    }
  }

  // One status region for the form and the waiting wish that replaces it: it stays mounted, so the
  // screen reader announces "sent" although the form is gone; focus moves to the waiting wish's line.
  if (latest?.status === 'open')
    return (
      <>
        <p tabIndex={-1} ref={waiting}>
          {at(lang, 'acc.wish.open', { leg: name, time: latest.wished_time })}
        </p>
        <Status message={status} />
      </>
    );
  return (
    <>
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={status?.kind === 'busy'}>
        {latest?.status === 'accepted' && (
          <p>{at(lang, 'acc.wish.accepted', { leg: name, time: latest.wished_time })}</p>
        )}
        {latest?.status === 'refused' && (
          <p>
            {at(lang, 'acc.wish.refused', { leg: name, time: latest.wished_time, reason: latest.reason })}
          </p>
        )}
        <Field
          id={`${id}-time`}
          label={at(lang, 'acc.wish.time', { leg: name })}
          autoComplete="off"
          required
          value={time}
          onChange={setTime}
          {...(leg.pickup_time ? { hint: at(lang, 'acc.wish.now', { time: leg.pickup_time }) } : {})}
          error={error?.field === 'time' ? text(error.key) : undefined}
        />
        <Field
          id={`${id}-note`}
          label={at(lang, 'acc.wish.note', { leg: name })}
          autoComplete="off"
          value={note}
          onChange={(v) => setNote(v.slice(0, PICKUP_WISH_NOTE_MAX))}
          error={error?.field === 'note' ? text(error.key) : undefined}
        />
        <div className="actions">
          <button type="submit" className="secondary" disabled={status?.kind === 'busy'}>
            {at(lang, 'acc.wish.send', { leg: name })}
          </button>
        </div>
      </form>
      <Status message={status} />
    </>
  );
}

/** Renders the pickup-time wish of each leg of a booking that still rides. */
export function PickupWishSection(props: PickupWishSectionProps) {
  const { lang, api, manageKey, view } = props;
  const [wishes, setWishes] = useState<PickupWishView[]>([]);
  const load = useCallback(
    () =>
      api
        .pickupWishes(view.id, manageKey)
        .then(setWishes)
        .catch(() => setWishes([])),
    [api, manageKey, view.id],
  );
  useEffect(() => void load(), [load]);
  if (view.status === 'cancelled' || view.status === 'refunded') return null;
  return (
    <section aria-labelledby="wish-title" className="manage-wish">
      <h2 id="wish-title">{at(lang, 'acc.wish.title')}</h2>
      <p>{at(lang, 'acc.wish.intro', { hours, minutes })}</p>
      {view.legs.map((leg) => (
        <LegWish
          key={leg.leg}
          {...props}
          leg={leg}
          latest={wishes.find((w) => w.leg === leg.leg)}
          onAsked={(wish) => setWishes((all) => [wish, ...all])}
        />
      ))}
    </section>
  );
}
