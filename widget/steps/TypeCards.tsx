/**
 * The transport types of step 2 as cards (issue 17): name, a one-line description, capacity (core's
 * passenger limit; the luggage limit is shown by the load bar) and this trip's price per type from the price answer's `SOORTEN`
 * (`POST billoprice?soorten=1`, issue 29: one request fills the cards and the overview), so the
 * customer compares without switching. The cards are a native radio group: arrow keys move the
 * choice, and each radio's name carries the type, its price, description and capacity. A type that
 * cannot be booked is disabled with its reason (Combi's cut-off or notice period) in its card and
 * SPEC 8's Combi notice as its description.
 */
import { COUNT_LIMITS, LOCALE, TRANSPORT_TYPES, formatEuros } from '../../core';
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
  const now = useBooking((s) => s.now);
  // Before the server answers, the wizard's own Combi rule decides; the reason comes with the answer.
  const combiLocal = useBooking((s) => combiAvailable(s, now()));
  const settings = useBooking((s) => s.settings);
  // SPEC 8's Combi notice stays under the cards as the disabled radio's description.
  const combiAnswer = prices?.find((p) => p.SOORTVERVOER === 'combinatie');
  const combiRefused = combiAnswer ? !combiAnswer.BESCHIKBAAR : !combiLocal;
  // The luggage limit is in weighted units a customer cannot count; the load bar shows it instead.
  const capacity = t('cards.capacity', { pax: COUNT_LIMITS.pax.max });

  return (
    <fieldset className="cards">
      <legend>{t('extras.type')}</legend>
      {TRANSPORT_TYPES.map((tp) => {
        const answer = prices?.find((p) => p.SOORTVERVOER === tp.toLowerCase());
        // The server's answer decides; before it arrives, the wizard's own Combi rule does.
        const reason = answer?.REDEN ?? null;
        const available = answer ? answer.BESCHIKBAAR : tp !== 'COMBINATIE' || combiLocal;
        const total = answer?.PRIJS?.TOTALEPRIJS;
        const price =
          total !== undefined
            ? t('cards.price', { price: formatEuros(Math.round(total * 100), LOCALE[lang]) })
            : available
              ? t('cards.pricePending')
              : t('cards.unavailable');
        const id = `${uid}-type-${tp}`;
        return (
          <label
            key={tp}
            htmlFor={id}
            className="card"
            data-type={tp}
            style={{
              display: 'block',
              border: `2px solid ${type === tp ? 'currentColor' : '#8a8a8a'}`,
              borderRadius: '0.5rem',
              padding: '0.5rem 0.75rem',
              margin: '0.25rem 0',
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
              aria-describedby={available ? undefined : `${uid}-combi`}
              onChange={() => a.setField('type', tp)}
            />{' '}
            <strong>{t(`extras.type.${tp}`)}</strong> — <span data-testid={`price-${tp}`}>{price}</span>
            <br />
            <span>{t(`cards.desc.${tp}`)}</span>
            <br />
            <span>{capacity}</span>
            {reason && (
              <span className="notice" style={{ display: 'block' }}>
                {t(`cards.reason.${reason}`, {
                  days: settings.combiLeadDays,
                  cutoff: displayDate(settings.combiCutoff),
                })}
              </span>
            )}
          </label>
        );
      })}
      {combiRefused && (
        <p id={`${uid}-combi`} className="notice">
          {t('extras.combiNotice', {
            days: settings.combiLeadDays,
            cutoff: displayDate(settings.combiCutoff),
          })}
        </p>
      )}
    </fieldset>
  );
}
