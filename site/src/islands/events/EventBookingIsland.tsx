/**
 * The event booking page's wizard: `<transfer-booking event="ID">` for the event named by the page's
 * `?id=` (the Book action of the events lists links here), in the page's language. Without a usable
 * id it points to the events list instead. The widget script itself is loaded by the page.
 */
import { createElement, useState } from 'react';
import { et } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';
import { pagePath } from '../../utils/routes';

/** Props of {@link EventBookingIsland}. */
export interface EventBookingIslandProps {
  lang: Lang;
}

/** Renders the wizard in event mode for the event in the address. */
export function EventBookingIsland({ lang }: EventBookingIslandProps) {
  // Rendered in the browser only (client:only): the page is built once for every event.
  const [id] = useState(() => {
    const raw = new URLSearchParams(location.search).get('id')?.trim() ?? '';
    return /^[1-9][0-9]{0,9}$/.test(raw) ? raw : null;
  });
  if (id === null)
    return (
      <p role="alert">
        {et(lang, 'ev.noEvent')} <a href={pagePath(lang, 'events')}>{et(lang, 'ev.toList')}</a>
      </p>
    );
  return createElement('transfer-booking', { id: 'booking', lang, event: id, 'draft-key': `event-${id}` });
}

export default EventBookingIsland;
