/**
 * The legs of the coming 7 days without a pickup time (/backoffice#unscheduled), each with an inline
 * control that sets it; a leg stays listed (with its new time) until the list is loaded again.
 */
import { useEffect, useId, useState } from 'react';
import { ot } from '../../utils/bo-orders-i18n';
import LegTable from './LegTable';
import PickupControl from './PickupControl';
import PickupWishPanel from './PickupWishPanel';
import { ordersApi, reasonOf, type SheetLeg } from './orders-api';
import type { SectionProps } from './sections';

/** Renders the section. */
export default function UnscheduledSection({ lang, apiBase }: SectionProps) {
  const id = useId();
  const [legs, setLegs] = useState<SheetLeg[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    ordersApi(apiBase)
      .unscheduled()
      .then(setLegs, (e: unknown) => setError(ot(lang, 'common.failed', { reason: reasonOf(e, lang) })));
  }, [apiBase, lang]);

  const saved = (leg: SheetLeg, time: string) =>
    setLegs((all) => all?.map((l) => (l === leg ? { ...l, pickup_time: time } : l)) ?? null);

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{ot(lang, 'unscheduled.nav')}</h2>
      {error && (
        <p role="alert" className="bo-error">
          {error}
        </p>
      )}
      {legs === null ? (
        !error && <p aria-busy="true">{ot(lang, 'common.loading')}</p>
      ) : legs.length === 0 ? (
        <p role="status">{ot(lang, 'unscheduled.none')}</p>
      ) : (
        <LegTable
          lang={lang}
          withDate
          caption={ot(lang, 'unscheduled.caption')}
          legs={legs}
          action={(l) => (
            <PickupControl
              lang={lang}
              apiBase={apiBase}
              orderId={l.order_id}
              leg={l.leg}
              what={`${l.bonnr} ${ot(lang, l.leg === 'H' ? 'leg.H' : 'leg.T')}`}
              time={l.pickup_time}
              onSaved={(t) => saved(l, t)}
            />
          )}
        />
      )}
      {/* The customers' open pickup-time wishes (issue 27) are planning work of the same kind. */}
      <PickupWishPanel lang={lang} apiBase={apiBase} />
    </section>
  );
}
