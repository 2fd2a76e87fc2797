/**
 * A table of legs (the dispatch sheet, the unscheduled list): one row per leg with its pickup time,
 * customer, address, flight, vehicle, counts and notes, under a caption; `action` adds a last column.
 */
import type { ReactNode } from 'react';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';
import { vehicleName } from './OrderRecords';
import type { SheetLeg } from './orders-api';

/** Props: the legs, the caption and an optional control per row. */
export interface LegTableProps {
  lang: Lang;
  caption: string;
  legs: readonly SheetLeg[];
  action?: (leg: SheetLeg) => ReactNode;
  /** Show the date column (a list over several days). */
  withDate?: boolean;
}

/** Renders the table. */
export default function LegTable({ lang, caption, legs, action, withDate }: LegTableProps) {
  return (
    <table className="bo-table bo-sheet">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {withDate && <th scope="col">{ot(lang, 'col.date')}</th>}
          <th scope="col">{ot(lang, 'col.pickup')}</th>
          <th scope="col">{ot(lang, 'col.leg')}</th>
          <th scope="col">{ot(lang, 'col.bonnr')}</th>
          <th scope="col">{ot(lang, 'col.name')}</th>
          <th scope="col">{ot(lang, 'col.phone')}</th>
          <th scope="col">{ot(lang, 'col.address')}</th>
          <th scope="col">{ot(lang, 'col.flight')}</th>
          <th scope="col">{ot(lang, 'col.vehicle')}</th>
          <th scope="col">{ot(lang, 'col.pax')}</th>
          <th scope="col">{ot(lang, 'col.luggage')}</th>
          <th scope="col">{ot(lang, 'col.seats')}</th>
          <th scope="col">{ot(lang, 'col.notes')}</th>
          {action && <th scope="col">{ot(lang, 'col.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {legs.map((l) => (
          <tr key={`${l.order_id}-${l.leg}`}>
            {withDate && <td>{l.date}</td>}
            <td>{l.pickup_time || '—'}</td>
            <td>{ot(lang, l.leg === 'H' ? 'leg.H' : 'leg.T')}</td>
            <th scope="row">{l.bonnr}</th>
            <td>{l.name}</td>
            <td>{l.phone}</td>
            <td>{l.address}</td>
            <td>
              {l.airport} {l.flight} {l.flight_time}
            </td>
            <td>{vehicleName(lang, l.vehicle)}</td>
            <td>{l.pax}</td>
            <td>{l.luggage}</td>
            <td>{l.child_seats}</td>
            <td>
              {[
                l.extras,
                l.notes,
                l.outcome && ot(lang, l.outcome === 'done' ? 'outcome.done' : 'outcome.no_show'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </td>
            {action && <td>{action(l)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
