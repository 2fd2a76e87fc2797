/**
 * One event in a list: its name (marked with its own language when the event is not offered in the
 * reader's), organiser, date, venue and booking deadline (SPEC 2 "Other pages"), and the Book action:
 * a link to the event booking page (/event?id=…), where the wizard runs in event mode.
 */
import { formatBookingDate, type EventInfo } from '../../../../core';
import { et } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';
import { pagePath } from '../../utils/routes';

/** Props of {@link EventCard}. */
export interface EventCardProps {
  lang: Lang;
  event: EventInfo;
}

/** Renders one event of a list. */
export function EventCard({ lang, event: e }: EventCardProps) {
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
      <h2 lang={other ? e.TAAL : undefined}>{e.NAAM}</h2>
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
      {e.BOEKBAAR && (
        <p className="actions">
          <a className="button" href={`${pagePath(lang, 'event')}?id=${e.ID}`}>
            {et(lang, 'ev.book', { event: e.NAAM })}
          </a>
        </p>
      )}
    </div>
  );
}
