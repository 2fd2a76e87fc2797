/**
 * One event in a list: its name (marked with its own language when the event is not offered in the
 * reader's), organiser, date, venue, booking deadline and the Book action (SPEC 2 "Other pages").
 */
import { formatBookingDate, type EventInfo } from '../../../../core';
import { eventBookingPath, et } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';

/** Props of {@link EventCard}. */
export interface EventCardProps {
  lang: Lang;
  event: EventInfo;
  /** Shows the Book action (while the event can be booked); off on the booking page itself. */
  bookAction?: boolean;
  /** The element of the event's name: h2 in a list, a paragraph under the booking page's heading. */
  heading?: 'h2' | 'p';
}

/** Renders one event of a list. */
export function EventCard({ lang, event: e, bookAction = true, heading: Name = 'h2' }: EventCardProps) {
  const date = (d: string) => formatBookingDate(d, undefined, lang);
  const when =
    e.EINDDATUM && e.EINDUUR
      ? et(lang, 'ev.whenUntil', {
          date: date(e.STARTDATUM),
          time: e.STARTUUR,
          endDate: date(e.EINDDATUM),
          endTime: e.EINDUUR,
        })
      : et(lang, 'ev.when', { date: date(e.STARTDATUM), time: e.STARTUUR });
  const other = e.TAAL !== lang;
  return (
    <div className="event-card">
      <Name className="event-name" lang={other ? e.TAAL : undefined}>
        {e.NAAM}
      </Name>
      {other && (
        <p className="hint">
          {et(lang, 'ev.otherLanguage', { language: et(lang, `ev.language.${e.TAAL}`) })}
        </p>
      )}
      <p>{et(lang, 'ev.organiser', { organiser: e.ORGANISATOR })}</p>
      {e.OMSCHRIJVING && <p lang={other ? e.TAAL : undefined}>{e.OMSCHRIJVING}</p>}
      <dl>
        <dt>{et(lang, 'ev.date')}</dt>
        <dd>{when}</dd>
        <dt>{et(lang, 'ev.venue')}</dt>
        <dd>
          {e.LOCATIE}, {e.STRAAT} {e.NR}, {e.POSTNR} {e.STAD}
        </dd>
        <dt>{et(lang, 'ev.deadline')}</dt>
        <dd>{date(e.DEADLINE)}</dd>
      </dl>
      {bookAction && e.BOEKBAAR && (
        <p>
          <a className="button" href={eventBookingPath(lang, e.ID)}>
            {et(lang, 'ev.book', { event: e.NAAM })}
          </a>
        </p>
      )}
    </div>
  );
}
