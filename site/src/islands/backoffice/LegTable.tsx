/**
 * A table of legs (the dispatch sheet, the unscheduled list): one row per leg with its pickup time,
 * customer (the mobile a tel: link), address, flight and airport margin, vehicle, counts, child seats
 * per age band, pets and bulky items by name, the customer's remarks and notes, under a caption;
 * `action` adds a last column. Printed, every {@link LEGS_PER_PAGE}th row ends an A4 landscape page
 * (bo-orders.css, `.bo-page-end`).
 */
import type { ReactNode } from 'react';
import { MAX_CARGO } from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';
import { vehicleName } from './OrderRecords';
import type { SheetLeg } from './orders-api';
import { extraNames, seatNames, telHref } from './leg-extras';
import LandingNote from './LandingNote';
import { ft } from '../../utils/bo-fleet-i18n';
import { LegAssignee } from './AssignmentControl';
import LegStateBadge from './LegStateBadge';

/** Legs on one printed A4 landscape page of the sheet. */
export const LEGS_PER_PAGE = 12;

/** Props: the legs, the caption and an optional control per row. */
export interface LegTableProps {
  lang: Lang;
  caption: string;
  legs: readonly SheetLeg[];
  action?: (leg: SheetLeg) => ReactNode;
  /** Show the date column (a list over several days). */
  withDate?: boolean;
  /** The per-leg driver-and-vehicle control (issue 26), shown on screen under the names it sets. */
  assign?: (leg: SheetLeg) => ReactNode;
}

/** Renders the table. */
export default function LegTable({ lang, caption, legs, action, withDate, assign }: LegTableProps) {
  return (
    <table className="bo-table bo-sheet cards">
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
          <th scope="col">{ot(lang, 'col.extras')}</th>
          <th scope="col">{ot(lang, 'col.remarks')}</th>
          <th scope="col">{ot(lang, 'col.notes')}</th>
          <th scope="col">{ft(lang, 'fleet.col.driver')}</th>
          {action && (
            <th scope="col" className="bo-noprint">
              {ot(lang, 'col.actions')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {legs.map((l, i) => (
          <tr
            key={`${l.order_id}-${l.leg}`}
            className={(i + 1) % LEGS_PER_PAGE === 0 && i + 1 < legs.length ? 'bo-page-end' : undefined}
          >
            {withDate && <td>{l.date}</td>}
            <td>
              {l.pickup_time || '—'}
              <LandingNote lang={lang} leg={l} />
            </td>
            <td>{ot(lang, l.leg === 'H' ? 'leg.H' : 'leg.T')}</td>
            <th scope="row">{l.bonnr}</th>
            <td>{l.name}</td>
            <td className="bo-nowrap">
              {l.phone && (
                <a
                  href={telHref(l.phone)}
                  aria-label={ot(lang, 'sheet.call', { name: l.name, phone: l.phone })}
                >
                  {l.phone}
                </a>
              )}
            </td>
            <td>{l.address}</td>
            <td className="bo-nowrap">
              {l.airport} {l.flight} {l.flight_time}
              {l.airport_margin !== null && (
                <>
                  <br />
                  {ot(lang, 'sheet.margin', { hours: l.airport_margin })}
                </>
              )}
            </td>
            <td>{vehicleName(lang, l.vehicle)}</td>
            <td>{l.pax}</td>
            <td>{l.luggage}</td>
            <td>{seatNames(lang, l).join(', ') || '0'}</td>
            <td>
              {[
                ...extraNames(lang, l),
                l.cargo > 0 && ot(lang, 'sheet.cargo', { cargo: l.cargo, max: MAX_CARGO }),
              ]
                .filter(Boolean)
                .join(', ')}
            </td>
            <td className="bo-remarks">{l.remarks}</td>
            <td>
              {l.notes}
              <LegStateBadge lang={lang} state={l.outcome} />
            </td>
            <td>
              <LegAssignee leg={l} />
              {assign && <div className="bo-noprint">{assign(l)}</div>}
            </td>
            {action && <td className="bo-noprint">{action(l)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
