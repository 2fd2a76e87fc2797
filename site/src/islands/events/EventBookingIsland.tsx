/**
 * The event of the booking page (/event?id=…): what the visitor books a ride to, or why it cannot be
 * booked. The wizard beside it reads the same event itself.
 */
import { useEffect, useState } from 'react';
import type { EventInfo } from '../../../../core';
import { eventsApi } from '../../utils/events-api';
import { et } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';
import { EventCard } from './EventCard';

type State = { kind: 'loading' | 'missing' | 'failed' } | { kind: 'ready'; event: EventInfo };

/** Renders the event of the address. */
export default function EventBookingIsland({ lang, apiBase }: { lang: Lang; apiBase?: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const id = Number(new URLSearchParams(location.search).get('id'));
    // An address without an event id answers as an unknown event does.
    const event =
      Number.isInteger(id) && id > 0 ? eventsApi(lang, apiBase).event(id) : Promise.reject({ status: 404 });
    event.then(
      (event) => live && setState({ kind: 'ready', event }),
      (e: { status?: number }) => live && setState({ kind: e.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [lang, apiBase]);

  return (
    <section aria-live="polite" aria-busy={state.kind === 'loading'} data-event>
      {state.kind === 'loading' && <p>{et(lang, 'ev.loading')}</p>}
      {state.kind === 'missing' && <p role="alert">{et(lang, 'ev.booking.notFound')}</p>}
      {state.kind === 'failed' && <p role="alert">{et(lang, 'ev.failed')}</p>}
      {state.kind === 'ready' && (
        <>
          <EventCard lang={lang} event={state.event} bookAction={false} heading="p" />
          {!state.event.BOEKBAAR && <p role="alert">{et(lang, 'ev.booking.unavailable')}</p>}
        </>
      )}
    </section>
  );
}
