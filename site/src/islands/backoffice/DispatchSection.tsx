/**
 * The dispatch sheet (/backoffice#dispatch): a day (tomorrow by default), its legs by pickup time,
 * Print (the print stylesheet shows only the sheet) and a CSV download.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { addDays, brusselsToday } from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import LandingControl from './LandingControl';
import AssignmentControl from './AssignmentControl';
import LegTable from './LegTable';
import { ordersApi, reasonOf, type SheetLeg } from './orders-api';
import type { SectionProps } from './sections';
import { useSheetRefresh } from './use-sheet-refresh';

/** Renders the section. */
export default function DispatchSection({ lang, apiBase }: SectionProps) {
  const id = useId();
  const [first] = useState(() => addDays(brusselsToday(new Date()), 1).replaceAll('/', '-'));
  const [day, setDay] = useState(first);
  const [legs, setLegs] = useState<SheetLeg[] | null>(null);
  const [shown, setShown] = useState('');
  const [error, setError] = useState('');

  const load = useCallback(
    (date: string) =>
      ordersApi(apiBase)
        .sheet(date)
        .then(
          (found) => {
            setError('');
            setLegs(found);
            setShown(date);
          },
          (e: unknown) => setError(ot(lang, 'common.failed', { reason: reasonOf(e, lang) })),
        ),
    [apiBase, lang],
  );

  // Tomorrow's sheet shows at once; another day on request.
  useEffect(() => void load(first), [load, first]);
  // The drivers' states come in while the sheet is on screen.
  useSheetRefresh(shown, load);

  function submit(e: FormEvent) {
    e.preventDefault();
    void load(day);
  }

  async function csv() {
    try {
      await ordersApi(apiBase).downloadCsv(shown, lang);
    } catch (e) {
      setError(ot(lang, 'common.failed', { reason: reasonOf(e, lang) }));
    }
  }

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="bo-noprint">
        {ot(lang, 'dispatch.nav')}
      </h2>
      <form className="bo-inline bo-noprint" onSubmit={submit}>
        <label htmlFor={id}>{ot(lang, 'dispatch.date')}</label>
        <input id={id} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
        <button type="submit">{ot(lang, 'dispatch.show')}</button>
        <button type="button" onClick={() => print()} disabled={!legs}>
          {ot(lang, 'dispatch.print')}
        </button>
        <button type="button" onClick={() => void csv()} disabled={!legs}>
          {ot(lang, 'dispatch.csv')}
        </button>
      </form>
      {error && (
        <p role="alert" className="bo-error">
          {error}
        </p>
      )}
      {legs === null ? (
        !error && <p aria-busy="true">{ot(lang, 'common.loading')}</p>
      ) : legs.length === 0 ? (
        <p role="status">{ot(lang, 'dispatch.none')}</p>
      ) : (
        <LegTable
          lang={lang}
          caption={ot(lang, 'dispatch.caption', { date: shown })}
          legs={legs}
          // Late flights (issue 26): the landing of a return leg, set by hand, moves its pickup.
          action={(l) =>
            l.leg === 'T' &&
            l.flight && (
              <LandingControl
                lang={lang}
                apiBase={apiBase}
                orderId={l.order_id}
                what={`${l.bonnr} ${ot(lang, 'leg.T')}`}
                landing={l.landing_time}
                onSaved={() => void load(shown)}
              />
            )
          }
          assign={(l) => (
            <AssignmentControl
              lang={lang}
              apiBase={apiBase}
              orderId={l.order_id}
              leg={l.leg}
              what={`${l.bonnr} ${ot(lang, l.leg === 'H' ? 'leg.H' : 'leg.T')}`}
              driverId={l.driver_id ?? null}
              vehicleId={l.vehicle_id ?? null}
              onSaved={() => void load(shown)}
            />
          )}
        />
      )}
    </section>
  );
}
