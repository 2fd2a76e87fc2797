/**
 * The side overview (SPEC 2): options, addresses, dates, price per leg and total, PO number, coupons
 * with the add-coupon popup, agent details when present (with the licence's inline check) and a link to
 * the operator's /pricing (a new tab, widget/ui/SiteLink.tsx). Price updates are announced politely; a recalculation shows a busy state.
 */
import { addressLine, formatBookingDate, priceTotals, tripKind } from '../../core';
import { useState } from 'react';
import { useBooking, useBookingStore, useLang, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import { CouponDialog } from './CouponDialog';
import { TotalBar, usePhone } from '../ui/TotalBar';
import { BREAKDOWN_FIELDS, PriceBreakdown } from '../ui/PriceBreakdown';
import { PoField } from '../ui/PoField';
import { SiteLink } from '../ui/SiteLink';
import { LicenceCheck } from './LicenceCheck';
import { LegTimes } from './LegTimes';

/** Renders the overview of one element. */
export function Overview({ uid }: { uid: string }) {
  const t = useT();
  const lang = useLang();
  const a = useBookingStore().getState();
  const d = useDraftFields(
    'departure',
    'arrival',
    'type',
    'pax',
    'koffers',
    'pickupAddress',
    'departureCity',
    'pickupDate',
    'airportDeparture',
    'retourAddress',
    'retourCity',
    'retourDate',
    'airportRetour',
    'POnr',
    'coupons',
    'agent',
    'taname',
    'taemail',
    'talic',
    ...BREAKDOWN_FIELDS,
  );
  const price = useBooking((s) => s.price);
  const loading = useBooking((s) => s.priceLoading);
  const couponOpen = useBooking((s) => s.coupon.open);
  const totals = price ? priceTotals(d, price) : null;
  const [open, setOpen] = useState(false);
  // On phones the overview folds into the total bar until opened (issue 17).
  const phone = usePhone();
  const kind = tripKind(d.departure, d.arrival);
  const home = addressLine(
    d.pickupAddress.street,
    d.pickupAddress.nr,
    d.pickupAddress.postal,
    d.departureCity,
  );
  const back = addressLine(d.retourAddress.street, d.retourAddress.nr, d.retourAddress.postal, d.retourCity);
  // Airports by name (the select shows names too); the id only until the list has loaded.
  const airports = useBooking((s) => s.airports);
  // In event mode the venue, with its address, stands where the airport would.
  const venue = useBooking((s) =>
    s.event
      ? [s.event.LOCATIE, addressLine(s.event.STRAAT, s.event.NR, s.event.POSTNR, s.event.STAD)]
          .filter(Boolean)
          .join(', ')
      : '',
  );
  const airport = (id: string) => venue || airports.find((ap) => ap.ID === id)?.NAME || id;

  return (
    <aside className="overview" part="overview" aria-labelledby={`${uid}-ov`}>
      <TotalBar
        uid={uid}
        total={loading ? null : (totals?.total ?? null)}
        loading={loading}
        open={open}
        onToggle={() => setOpen(!open)}
      />
      <div id={`${uid}-ov-body`} className="overview-body" hidden={phone && !open}>
        <h2 id={`${uid}-ov`}>{t('overview.heading')}</h2>
        <dl>
          <dt>{t('overview.trip')}</dt>
          <dd>{t(`overview.trip.${kind}`)}</dd>
          <dt>{t('overview.type')}</dt>
          <dd>{t(`extras.type.${d.type}`)}</dd>
          <dt>{t('extras.pax')}</dt>
          <dd>{t('overview.passengers', { count: d.pax })}</dd>
          <dt>{t('extras.koffers')}</dt>
          <dd>{t('overview.luggage', { count: d.koffers })}</dd>
          {d.departure && (
            <>
              <dt>{t('overview.departure')}</dt>
              <dd>
                {formatBookingDate(d.pickupDate, undefined, lang)}
                <br />
                <LegTimes leg="departure" />
                {home && <br />}
                {home} {(venue || d.airportDeparture) && `→ ${airport(d.airportDeparture)}`}
              </dd>
            </>
          )}
          {d.arrival && (
            <>
              <dt>{t('overview.return')}</dt>
              <dd>
                {formatBookingDate(d.retourDate, undefined, lang)}
                <br />
                <LegTimes leg="retour" />
                {back && <br />}
                {(venue || d.airportRetour) && `${airport(d.airportRetour)} →`} {back}
              </dd>
            </>
          )}
        </dl>
        <PriceBreakdown draft={d} price={price} loading={loading} t={t} lang={lang} />
        <PoField uid={uid} />
        <h3>{t('overview.coupons')}</h3>
        {d.coupons.length > 0 && (
          <ul className="plain">
            {d.coupons.map((c) => (
              <li key={c}>
                <span>{c}</span>
                <button
                  type="button"
                  className="link"
                  aria-label={t('overview.removeCoupon', { code: c })}
                  onClick={() => a.removeCoupon(c)}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" part="button" onClick={() => a.openCoupon(true)}>
          {t('overview.addCoupon')}
        </button>
        {d.agent && (
          <section aria-labelledby={`${uid}-agent`}>
            <h3 id={`${uid}-agent`}>{t('overview.agent')}</h3>
            <p data-testid="agent">
              {d.taname}
              {d.taemail && <br />}
              {d.taemail}
              {d.talic && <br />}
              {d.talic && (
                <span aria-describedby={`${uid}-licence-msg`}>
                  {t('overview.agentLicence', { licence: d.talic })}
                </span>
              )}
            </p>
            <LicenceCheck id={`${uid}-licence-msg`} />
          </section>
        )}
        <p>
          <SiteLink slug="pricing" newTab>
            {t('overview.pricing')}
          </SiteLink>
        </p>
        {couponOpen && <CouponDialog uid={uid} />}
      </div>
    </aside>
  );
}
