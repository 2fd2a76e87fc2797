/**
 * Step 0 of event mode, in place of the airport choice: the event's name (in the element's language,
 * else the language the server fell back to, marked with `lang`), venue and dates, or why a ride to
 * it can no longer be booked (SPEC 8's event booking failure, localised).
 */
import { formatBookingDate } from '../../core';
import { useBooking, useLang, useT } from '../store/context';

/** Renders the event of event mode. */
export function EventCard() {
  const t = useT();
  const lang = useLang();
  const event = useBooking((s) => s.event);
  const refusal = useBooking((s) => s.eventRefusal);
  const alert = refusal ? (
    <p role="alert" className="alert" part="alert">
      {t(`event.${refusal}`)}
    </p>
  ) : null;
  if (!event) return alert ?? <p role="status">{t('event.loading')}</p>;
  const start = formatBookingDate(event.STARTDATUM, event.STARTUUR, lang);
  const end = event.EINDDATUM ? formatBookingDate(event.EINDDATUM, event.EINDUUR ?? undefined, lang) : '';
  return (
    <section className="event" aria-label={t('event.label')}>
      <h3 lang={event.TAAL}>{event.NAAM}</h3>
      <p>
        {t('event.venue', {
          venue: event.LOCATIE,
          street: event.STRAAT,
          nr: event.NR,
          postal: event.POSTNR,
          city: event.STAD,
        })}
      </p>
      <p>{end ? t('event.whenEnd', { start, end }) : t('event.when', { start })}</p>
      <p>{t('event.organiser', { organiser: event.ORGANISATOR })}</p>
      {alert}
    </section>
  );
}
