/**
 * My-Events (SPEC 1, 6): an approved organiser's events with their status and the rides booked (counts
 * only), new and edited events, withdrawal and the public page. A visitor who is not logged in goes to /login and comes back.
 */
import { EmbedSnippet } from './EmbedSnippet';
import { useCallback, useEffect, useState } from 'react';
import { ApiFailure, isLoggedIn, logout } from '../../../../client';
import { formatBookingDate, langPath, type OrganiserEvent } from '../../../../core';
import { eventsApi } from '../../utils/events-api';
import { et, organiserPath } from '../../utils/events-i18n';
import { accountHttp, replacePage, startSession } from '../../utils/account-session';
import type { IslandProps } from '../props';
import { Status, type StatusMessage } from '../Status';
import { EventForm } from './EventForm';

const STATUS_KEY = {
  draft: 'my.status.draft',
  published: 'my.status.published',
  withdrawn: 'my.status.withdrawn',
  past: 'my.status.past',
} as const;

type State =
  { kind: 'loading' | 'forbidden' | 'failed' } | { kind: 'ready'; events: OrganiserEvent[]; slug: string };

/** Renders the organiser's area. */
export default function MyEventsIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [editing, setEditing] = useState<OrganiserEvent | 'new' | null>(null);
  const [status, setStatus] = useState<StatusMessage>(null);

  const load = useCallback(async () => {
    try {
      const { events, slug } = await eventsApi(lang, apiBase).mine();
      setState({ kind: 'ready', events, slug });
    } catch (error) {
      const status = error instanceof ApiFailure ? error.status : 0;
      if (status === 401)
        return navigate(`${langPath(lang, 'login')}?next=${encodeURIComponent(location.pathname)}`);
      setState({ kind: status === 403 ? 'forbidden' : 'failed' });
    }
  }, [apiBase, lang, navigate]);

  useEffect(() => {
    startSession(apiBase).then(
      (session) =>
        isLoggedIn(session)
          ? void load()
          : navigate(`${langPath(lang, 'login')}?next=${encodeURIComponent(location.pathname)}`),
      () => setState({ kind: 'failed' }),
    );
  }, [apiBase, lang, load, navigate]);

  async function withdraw(e: OrganiserEvent) {
    if (!window.confirm(et(lang, 'my.withdrawConfirm', { event: e.NAAM }))) return;
    try {
      await eventsApi(lang, apiBase).withdraw(e.ID);
      setStatus({ kind: 'ok', text: et(lang, 'my.withdrawn') });
      await load();
    } catch {
      setStatus({ kind: 'error', text: et(lang, 'my.form.failed') });
    }
  }

  async function leave() {
    await logout(accountHttp(apiBase));
    navigate(langPath(lang, 'login'));
  }

  if (state.kind !== 'ready') {
    if (state.kind === 'loading') return <p aria-busy="true">{et(lang, 'my.loading')}</p>;
    return <p role="alert">{et(lang, state.kind === 'forbidden' ? 'my.forbidden' : 'ev.failed')}</p>;
  }
  if (editing)
    return (
      <EventForm
        lang={lang}
        apiBase={apiBase}
        event={editing === 'new' ? undefined : editing}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setStatus({ kind: 'ok', text: et(lang, 'my.saved') });
          void load();
        }}
      />
    );

  const origin = location.origin;
  const day = (d: string) => formatBookingDate(d, undefined, lang);
  const total = (e: OrganiserEvent, leg: 'heen' | 'terug') => e.RITTEN.reduce((n, r) => n + r[leg], 0);
  return (
    <div className="my-events">
      <p>
        {et(lang, 'ev.label', { label: et(lang, 'my.page') })}{' '}
        <a href={organiserPath(lang, state.slug)}>{`${origin}${organiserPath(lang, state.slug)}`}</a>
      </p>
      <p>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {et(lang, 'my.new')}
        </button>{' '}
        <button type="button" onClick={() => void leave()}>
          {et(lang, 'my.logout')}
        </button>
      </p>
      <Status message={status} />
      {state.events.length === 0 ? (
        <p>{et(lang, 'my.none')}</p>
      ) : (
        <ul className="event-list">
          {state.events.map((e) => (
            <li key={e.ID} className="event-card" data-my-event={e.ID}>
              <h2>{e.NAAM}</h2>
              <dl>
                <dt>{et(lang, 'ev.date')}</dt>
                <dd>{et(lang, 'ev.when', { date: day(e.STARTDATUM), time: e.STARTUUR })}</dd>
                <dt>{et(lang, 'ev.deadline')}</dt>
                <dd>{day(e.DEADLINE)}</dd>
                <dt>{et(lang, 'my.status')}</dt>
                <dd data-status>{et(lang, STATUS_KEY[e.STATUS])}</dd>
                <dt>{et(lang, 'my.rides')}</dt>
                <dd data-rides>
                  {et(lang, 'my.ridesCount', { heen: total(e, 'heen'), terug: total(e, 'terug') })}
                </dd>
              </dl>
              {e.STATUS !== 'withdrawn' && e.STATUS !== 'past' && (
                <p className="actions">
                  <button type="button" onClick={() => setEditing(e)}>
                    {et(lang, 'my.edit', { event: e.NAAM })}
                  </button>
                  <button type="button" onClick={() => void withdraw(e)}>
                    {et(lang, 'my.withdraw', { event: e.NAAM })}
                  </button>
                </p>
              )}
              {e.STATUS === 'published' && <EmbedSnippet lang={lang} eventId={e.ID} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
