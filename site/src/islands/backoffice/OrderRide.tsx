/**
 * What rides along on an opened order (issue 26), for the people who plan it: passengers and
 * suitcases, child seats per age band, pets and bulky items by name, cargo, the airport margin, the
 * travel agency or the event, the customer's mobile as a tel: link and the remarks for the driver.
 */
import { MAX_CARGO, type BackofficeOrderRecord } from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';
import { extraNames, orderExtraCounts, seatNames, telHref } from './leg-extras';

/** Props: the reader's language and the order's own columns. */
export interface OrderRideProps {
  lang: Lang;
  order: BackofficeOrderRecord;
}

/** Renders the block. */
export default function OrderRide({ lang, order: o }: OrderRideProps) {
  const counts = orderExtraCounts(o);
  const name = `${o.voornaam} ${o.naam}`.trim();
  const lines = [
    ot(lang, 'detail.riders', { pax: o.pax, luggage: o.koffers }),
    ...seatNames(lang, counts),
    ...extraNames(lang, counts),
    o.cargo > 0 ? ot(lang, 'sheet.cargo', { cargo: o.cargo, max: MAX_CARGO }) : '',
    o.vroegeropluchthaven !== null ? ot(lang, 'sheet.margin', { hours: o.vroegeropluchthaven }) : '',
    o.naamagent ? ot(lang, 'sheet.agency', { name: o.naamagent }) : '',
    o.event ? ot(lang, 'sheet.event', { name: o.event }) : '',
  ].filter(Boolean);
  return (
    <>
      <h3>{ot(lang, 'detail.ride')}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {o.telklant && (
          <li>
            <a href={telHref(o.telklant)}>{ot(lang, 'sheet.call', { name, phone: o.telklant })}</a>
          </li>
        )}
      </ul>
      {o.remarks && (
        <>
          <h3>{ot(lang, 'detail.remarks')}</h3>
          <p className="bo-remarks">{o.remarks}</p>
        </>
      )}
    </>
  );
}
