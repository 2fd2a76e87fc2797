/**
 * The meeting point of each served airport (issue 26), in the catalogue's settings: where the driver of
 * a return leg meets the customer, in nl, fr and en, sent in the customer's who-comes e-mail and SMS.
 * An empty field means the product's default text, shown under it. Operators only (the server checks).
 */
import { useId, useState, type FormEvent } from 'react';
import type { BackofficeMeetingPoint, BackofficeMeetingPointSaved, Lang } from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import { CatalogueFrame } from './CatalogueFrame';
import { useLoaded } from './use-loaded';

const LANGS: readonly Lang[] = ['nl', 'fr', 'en'];

/** Props of {@link MeetingPointsForm}. */
export interface MeetingPointsFormProps {
  lang: Lang;
  points: readonly BackofficeMeetingPoint[];
  /** Saves one airport's texts; resolves to the texts as stored. */
  onSave: (airport: string, texts: Record<Lang, string>) => Promise<Record<Lang, string>>;
}

/** The forms, one per airport, and the status line that reports each save. */
export function MeetingPointsForm({ lang, points, onSave }: MeetingPointsFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [edits, setEdits] = useState<Record<string, Record<Lang, string>>>({});
  const textsOf = (p: BackofficeMeetingPoint) => edits[p.airport] ?? p.texts;

  async function save(e: FormEvent, p: BackofficeMeetingPoint) {
    e.preventDefault();
    try {
      const stored = await onSave(p.airport, textsOf(p));
      setEdits((all) => ({ ...all, [p.airport]: stored }));
      setMessage(ct(lang, 'cat.meeting.saved', { airport: p.name }));
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  return (
    <CatalogueFrame id={id} title={ct(lang, 'cat.meeting')} message={message}>
      <p>{ct(lang, 'cat.meeting.intro')}</p>
      {points.length === 0 && <p>{ct(lang, 'cat.meeting.none')}</p>}
      {points.map((p) => (
        <form key={p.airport} onSubmit={(e) => void save(e, p)} aria-labelledby={`${id}-${p.airport}`}>
          <fieldset>
            <legend id={`${id}-${p.airport}`}>
              {p.name} ({p.airport})
            </legend>
            {LANGS.map((l) => (
              <p key={l}>
                <label htmlFor={`${id}-${p.airport}-${l}`}>{ct(lang, `cat.meeting.${l}`)}</label>
                <textarea
                  id={`${id}-${p.airport}-${l}`}
                  lang={l}
                  rows={2}
                  maxLength={300}
                  value={textsOf(p)[l]}
                  aria-describedby={`${id}-${p.airport}-${l}-d`}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setEdits((all) => ({ ...all, [p.airport]: { ...textsOf(p), [l]: value } }));
                  }}
                />
                <small id={`${id}-${p.airport}-${l}-d`} lang={l}>
                  {ct(lang, 'cat.meeting.default', { text: p.defaults[l] })}
                </small>
              </p>
            ))}
            <button type="submit">{ct(lang, 'cat.meeting.save', { airport: p.airport })}</button>
          </fieldset>
        </form>
      ))}
    </CatalogueFrame>
  );
}

/** Loads the meeting points and renders {@link MeetingPointsForm}, saving through the API. */
export default function MeetingPoints({ lang, apiBase }: { lang: Lang; apiBase?: string | undefined }) {
  const [failure, setFailure] = useState('');
  const http = backofficeHttp(apiBase);
  const { data } = useLoaded(
    apiBase ?? '',
    async () => (await http.get<BackofficeMeetingPoint[]>('backoffice/meeting-points')).data,
    (e) => setFailure(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );
  if (data === null)
    return <p aria-busy={failure ? undefined : 'true'}>{failure || ct(lang, 'cat.loading')}</p>;
  return (
    <MeetingPointsForm
      lang={lang}
      points={data}
      onSave={async (airport, texts) =>
        (await http.put<BackofficeMeetingPointSaved>(`backoffice/meeting-points/${airport}`, texts)).data
          .texts
      }
    />
  );
}
