/**
 * The transport types of step 2 as cards (issue 17): name, a one-line description, capacity (core's
 * passenger and cargo limits) and this trip's price per type from the price answer's `SOORTEN`
 * (`POST billoprice?soorten=1`, issue 29: one request fills the cards and the overview), so the
 * customer compares without switching. The cards are a native radio group: arrow keys move the
 * choice, and each radio's name carries the picture's text, the type, its price, description and
 * capacity. A type that cannot be booked is disabled with its one-line reason (Combi's cut-off or
 * notice period, SPEC 8's notice) in its card instead of the description (issue 31: Combi was
 * explained three times). While the price is recalculated the cards say so instead of the old prices.
 */
import { COUNT_LIMITS, LOCALE, TRANSPORT_TYPES, formatEuros, legDates } from '../../core';
import { VehiclePicture } from '../assets/VehiclePicture';
import { combiAvailable } from '../store/helpers';
import { useBooking, useBookingStore, useLang, useT } from '../store/context';

/** Writes a 'YYYY/MM/DD' date as DD/MM/YYYY, as the Combi notice has always shown it. */
function displayDate(date: string): string {
  return date.split('/').reverse().join('/');
}

/** Renders the vehicle cards. */
export function TypeCards({ uid }: { uid: string }) {
  const t = useT();
  const lang = useLang();
  const a = useBookingStore().getState();
  const type = useBooking((s) => s.draft.type);
  const prices = useBooking((s) => s.typePrices);
  // While a price is recalculated the cards say so rather than show the last trip's (issue 31).
  const loading = useBooking((s) => s.priceLoading);
  const now = useBooking((s) => s.now);
  // Before the server answers, the wizard's own Combi rule decides; the reason comes with the answer.
  const combiLocal = useBooking((s) => combiAvailable(s, now()));
  const cutoffPassed = useBooking((s) => legDates(s.draft).some((d) => !d || d >= s.settings.combiCutoff));
  const settings = useBooking((s) => s.settings);
  // The luggage limit is in weighted units a customer cannot count; the load bar shows it instead.
  const capacity = t('cards.capacity', { pax: COUNT_LIMITS.pax.max });

  return (
    <fieldset className="cards">
      <legend>{t('extras.type')}</legend>
      {TRANSPORT_TYPES.map((tp) => {
        // The server's answer decides; before it arrives, or while it is being renewed after a change
        // (a date moved past the cut-off), the wizard's own Combi rule does.
        const answer = loading ? undefined : prices?.find((p) => p.SOORTVERVOER === tp.toLowerCase());
        const available = answer ? answer.BESCHIKBAAR : tp !== 'COMBINATIE' || combiLocal;
        // Combi is explained once (issue 31): the reason it cannot be booked, in its own card.
        const reason = available ? null : (answer?.REDEN ?? (cutoffPassed ? 'cutoff' : 'notice'));
        const total = answer?.PRIJS?.TOTALEPRIJS;
        const price = !available
          ? t('cards.unavailable')
          : loading
            ? t('overview.priceLoading')
            : total !== undefined
              ? t('cards.price', { price: formatEuros(Math.round(total * 100), LOCALE[lang]) })
              : t('cards.pricePending');
        const id = `${uid}-type-${tp}`;
        return (
          <label
            key={tp}
            htmlFor={id}
            className="card"
            data-type={tp}
            style={{
              display: 'flex',
              gap: '0.75rem',
              alignItems: 'center',
              border: `2px solid ${type === tp ? 'currentColor' : '#8a8a8a'}`,
              borderRadius: '0.5rem',
              padding: '0.5rem 0.75rem',
              margin: '0.25rem 0',
              minHeight: '2.75rem',
              opacity: available ? 1 : 0.75,
            }}
          >
            <input
              type="radio"
              id={id}
              name={`${uid}-type`}
              value={tp}
              checked={type === tp}
              disabled={!available}
              aria-describedby={reason ? `${id}-why` : undefined}
              onChange={() => a.setField('type', tp)}
            />
            <span>
              <strong>{t(`extras.type.${tp}`)}</strong> — <span data-testid={`price-${tp}`}>{price}</span>
              <br />
              {reason ? (
                <span id={`${id}-why`}>
                  {t(`cards.reason.${reason}`, {
                    days: settings.combiLeadDays,
                    cutoff: displayDate(settings.combiCutoff),
                  })}
                </span>
              ) : (
                <>
                  <span>{t(`cards.desc.${tp}`)}</span>
                  <br />
                  <span>{capacity}</span>
                </>
              )}
            </span>
            {/* Drawn left of the text but read after it, so each radio's name starts with its type. */}
            <VehiclePicture type={tp} label={t(`cards.picture.${tp}`)} />
          </label>
        );
      })}
    </fieldset>
  );
}
