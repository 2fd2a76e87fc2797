/**
 * The events list of /events and of /events/{organiser} (SPEC 2): published events that can still be
 * booked, fetched after load, so an organiser approved after the site was built has its page. When
 * there are none, SPEC 8's "none available at this time".
 */
import { useEffect, useState } from 'react';
import type { EventInfo } from '../../../../core';
import { eventsApi } from '../../utils/events-api';
import { et, slugFromPath } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';
import { EventCard } from './EventCard';

/** Props of {@link EventsIsland}. */
export interface EventsIslandProps {
  lang: Lang;
  /** True on /events/{organiser}: the organiser's slug is read from the address. */
  perOrganiser?: boolean;
  apiBase?: string;
}

type State = { kind: 'loading' } | { kind: 'failed' | 'unknown' } | { kind: 'ready'; events: EventInfo[] };

/** Renders the list of events. */
export default function EventsIsland({ lang, perOrganiser = false, apiBase }: EventsIslandProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const slug = perOrganiser ? slugFromPath(location.pathname) : undefined;
    // A path without a slug answers as an unknown organiser does.
    const events = slug === null ? Promise.reject({ status: 404 }) : eventsApi(lang, apiBase).list(slug);
    events.then(
      (events) => live && setState({ kind: 'ready', events }),
      (e: { status?: number }) => live && setState({ kind: e.status === 404 ? 'unknown' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [lang, perOrganiser, apiBase]);

  const organiser = state.kind === 'ready' ? state.events[0]?.ORGANISATOR : undefined;
  return (
    <section aria-live="polite" aria-busy={state.kind === 'loading'} data-list="events">
      {perOrganiser && organiser && <p className="lead">{et(lang, 'ev.organiser', { organiser })}</p>}
      {state.kind === 'loading' && <p>{et(lang, 'ev.loading')}</p>}
      {state.kind === 'failed' && <p role="alert">{et(lang, 'ev.failed')}</p>}
      {state.kind === 'unknown' && <p>{et(lang, 'ev.unknownOrganiser')}</p>}
      {state.kind === 'ready' && state.events.length === 0 && (
        <p className="empty" data-empty>
          {et(lang, 'ev.empty')}
        </p>
      )}
      {state.kind === 'ready' && state.events.length > 0 && (
        <ul className="event-list">
          {state.events.map((e) => (
            <li key={e.ID}>
              <EventCard lang={lang} event={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
