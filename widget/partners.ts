/**
 * Step 0's partner logos (SPEC 2), from the operator's partner list in the database (`GET partners`,
 * issue 13): a partner the operator adds shows without a rebuild. Its own chunk, loaded after the first
 * render (ui/lazy.ts), and fetched then, so the first step stays within its size budget. The logos
 * are accessible text placeholders until the operator supplies image files; while the list loads, or
 * when the call fails, nothing is shown (the logos are not needed to book).
 */
import { createElement as h, useEffect, useState } from 'react';
import type { Envelope } from '../client';
import { useBooking, useT } from './store/context';

/** A partner of `GET partners`, as far as step 0 reads it. */
interface PartnerItem {
  name: string;
}

/** Renders the active partners' logos, or nothing. */
export function Partners() {
  const t = useT();
  const getJson = useBooking((s) => s.getJson);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    getJson<Envelope<PartnerItem[]>>('partners').then(
      (body) => live && setNames(body.data.map((p) => p.name)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [getJson]);
  if (names.length === 0) return null;
  return h(
    'section',
    { className: 'partners', 'aria-label': t('start.partners') },
    h(
      'ul',
      null,
      // The image role sits inside the item: a list may only hold list items (axe "list").
      names.map((name) =>
        h(
          'li',
          { key: name, className: 'logo' },
          h('span', { role: 'img', 'aria-label': name }, h('span', { 'aria-hidden': 'true' }, name)),
        ),
      ),
    ),
  );
}
