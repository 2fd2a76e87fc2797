/**
 * The change dialog of the manage page: the fields that keep the price (each leg's flight number,
 * flight time and house number while that leg may change; phone and names), sent to
 * `POST billomanage/{id}/change`. A refused field shows its error beside it.
 */
import { useState, type FormEvent } from 'react';
import { ApiFailure } from '../../../client';
import { CHANGE_CUTOFF_MINUTES, type ManageView } from '../../../core';
import type { ManageApi } from '../utils/manage-api';
import { at, type AccountKey } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import { Dialog } from './Dialog';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';

/** Props of {@link ChangeDialog}. */
export interface ChangeDialogProps {
  lang: Lang;
  api: ManageApi;
  manageKey: string;
  view: ManageView;
  onChanged: (view: ManageView) => void;
  onClose: () => void;
}

type FieldName =
  | 'vluchtnrheen'
  | 'uurvluchtheen'
  | 'heennr'
  | 'vluchtnrterug'
  | 'uurvluchtterug'
  | 'terugnr'
  | 'telklant'
  | 'voornaam'
  | 'naam';

/** The fields the dialog offers for `view`, with their current values. */
function fieldsOf(view: ManageView): [FieldName, string][] {
  const out: [FieldName, string][] = [];
  for (const leg of view.legs) {
    if (!view.actions.change.includes(leg.leg)) continue;
    const suffix = leg.leg === 'H' ? 'heen' : 'terug';
    // A ride to an event has no flight number: only its time at the event changes (issue 28).
    if (!view.event) out.push([`vluchtnr${suffix}`, leg.flight]);
    out.push([`uurvlucht${suffix}`, leg.flight_time], [`${suffix}nr`, leg.house_number]);
  }
  out.push(['telklant', view.phone], ['voornaam', view.first_name], ['naam', view.last_name]);
  return out;
}

/** Renders the change dialog. */
export function ChangeDialog({ lang, api, manageKey, view, onChanged, onClose }: ChangeDialogProps) {
  const initial = Object.fromEntries(fieldsOf(view)) as Record<FieldName, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<StatusMessage>(null);
  const busy = status?.kind === 'busy';
  const hours = CHANGE_CUTOFF_MINUTES / 60;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const changed = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v.trim() !== initial[k as FieldName].trim()),
    );
    if (Object.keys(changed).length === 0) {
      setStatus({ kind: 'ok', text: at(lang, 'acc.manage.unchanged') });
      return;
    }
    setErrors({});
    setStatus({ kind: 'busy', text: at(lang, 'acc.manage.saving') });
    try {
      const done = await api.change(view.id, manageKey, changed);
      onChanged(done.order);
      setStatus({ kind: 'ok', text: at(lang, 'acc.manage.saved') });
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : null;
      if (failure?.status === 400 && failure.field && failure.field in initial) {
        setErrors({ [failure.field]: at(lang, 'acc.manage.invalid') });
        setStatus(null);
        document.getElementById(`change-${failure.field}`)?.focus();
      } else if (failure?.status === 409) {
        setStatus({ kind: 'error', text: at(lang, 'acc.manage.tooLate', { hours }) });
      } else {
        setStatus({ kind: 'error', text: at(lang, 'acc.manage.failed') });
      }
    }
  }

  return (
    <Dialog
      id="change-dialog"
      title={at(lang, view.event ? 'acc.event.change' : 'acc.manage.changeTitle')}
      onClose={onClose}
    >
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        {(Object.keys(initial) as FieldName[]).map((name) => (
          <Field
            key={name}
            id={`change-${name}`}
            label={at(
              lang,
              (view.event && name.startsWith('uurvlucht')
                ? `acc.event.field.${name}`
                : `acc.manage.field.${name}`) as AccountKey,
            )}
            type={name === 'telklant' ? 'tel' : 'text'}
            autoComplete={
              name === 'telklant'
                ? 'tel'
                : name === 'voornaam'
                  ? 'given-name'
                  : name === 'naam'
                    ? 'family-name'
                    : 'off'
            }
            required
            value={values[name]}
            onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
            error={errors[name]}
          />
        ))}
        <div className="actions">
          <button type="submit" disabled={busy}>
            {at(lang, 'acc.manage.save')}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            {at(lang, 'acc.manage.close')}
          </button>
        </div>
        <Status message={status} />
      </form>
    </Dialog>
  );
}
