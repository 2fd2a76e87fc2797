/**
 * The form of one event in My-Events: names and descriptions per language, the venue's address, start,
 * end and booking deadline, and whether to publish. A refusal of the server is shown under the field
 * it names, and that field gets focus.
 */
import { useState, type FormEvent } from 'react';
import { ApiFailure } from '../../../../client';
import type { OrganiserEvent } from '../../../../core';
import { eventsApi } from '../../utils/events-api';
import { et, type EventsKey } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';
import { Field } from '../Field';
import { Status, type StatusMessage } from '../Status';
import {
  EVENT_FORM_FIELDS,
  emptyEventForm,
  eventToForm,
  formFieldOf,
  formToBody,
  type EventFormField,
  type EventFormValues,
} from './event-form';

const LABELS: Readonly<Record<EventFormField, EventsKey>> = {
  nameNl: 'my.form.nameNl',
  nameFr: 'my.form.nameFr',
  nameEn: 'my.form.nameEn',
  descriptionNl: 'my.form.descriptionNl',
  descriptionFr: 'my.form.descriptionFr',
  descriptionEn: 'my.form.descriptionEn',
  venue: 'my.form.venue',
  street: 'my.form.street',
  nr: 'my.form.nr',
  postal: 'my.form.postal',
  startDate: 'my.form.startDate',
  startTime: 'my.form.startTime',
  endDate: 'my.form.endDate',
  endTime: 'my.form.endTime',
  deadline: 'my.form.deadline',
};
const REQUIRED: ReadonlySet<EventFormField> = new Set([
  'venue',
  'street',
  'nr',
  'postal',
  'startDate',
  'startTime',
  'deadline',
]);

/** Props of {@link EventForm}. */
export interface EventFormProps {
  lang: Lang;
  apiBase?: string | undefined;
  /** The event to edit; a new event when absent. */
  event?: OrganiserEvent | undefined;
  onSaved: (event: OrganiserEvent) => void;
  onCancel: () => void;
}

/** Renders the form of a new or an existing event. */
export function EventForm({ lang, apiBase, event, onSaved, onCancel }: EventFormProps) {
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventToForm(event) : emptyEventForm(),
  );
  const [wrong, setWrong] = useState<EventFormField | null>(null);
  const [status, setStatus] = useState<StatusMessage>(null);
  const busy = status?.kind === 'busy';
  const set = (field: EventFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setWrong(null);
    setStatus({ kind: 'busy', text: et(lang, 'my.loading') });
    try {
      const api = eventsApi(lang, apiBase);
      const body = formToBody(values);
      const saved = event ? await api.edit(event.ID, body) : await api.create(body);
      setStatus({ kind: 'ok', text: et(lang, 'my.saved') });
      onSaved(saved);
    } catch (error) {
      const field = formFieldOf(error instanceof ApiFailure ? error.field : undefined);
      setWrong(field ?? null);
      setStatus({ kind: 'error', text: et(lang, 'my.form.failed') });
      if (field) document.getElementById(`ev-${field}`)?.focus();
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy} data-event-form>
      {EVENT_FORM_FIELDS.map((field) =>
        field.startsWith('description') ? (
          <div className="field" key={field}>
            <label htmlFor={`ev-${field}`}>{et(lang, LABELS[field])}</label>
            <textarea
              id={`ev-${field}`}
              name={field}
              rows={3}
              value={values[field]}
              aria-invalid={wrong === field ? true : undefined}
              onChange={(e) => set(field)(e.target.value)}
            />
          </div>
        ) : (
          <Field
            key={field}
            id={`ev-${field}`}
            label={et(lang, LABELS[field])}
            required={REQUIRED.has(field)}
            value={values[field]}
            onChange={set(field)}
            {...(field === 'nameNl' ? { hint: et(lang, 'my.form.namesHint') } : {})}
            error={
              wrong === field
                ? et(lang, field === 'street' ? 'my.form.streetUnknown' : 'my.form.invalid')
                : undefined
            }
          />
        ),
      )}
      <label className="choice">
        <input
          type="checkbox"
          name="publish"
          checked={values.publish}
          onChange={(e) => setValues((v) => ({ ...v, publish: e.target.checked }))}
        />
        {et(lang, 'my.form.publish')}
      </label>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {et(lang, 'my.form.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {et(lang, 'my.form.cancel')}
        </button>
      </div>
      <Status message={status} />
    </form>
  );
}
