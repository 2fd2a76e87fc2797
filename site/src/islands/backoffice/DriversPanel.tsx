/**
 * The drivers of the back office's fleet section (issue 26): the list (name, mobile, languages,
 * login, state) for staff, and for the operator a form to add or edit a driver (mobile, languages,
 * optional photo), a button to disable or enable each, and a form to give a driver a login (an e-mail
 * address; the driver chooses a password through the mail it gets). Errors are shown by field.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  DRIVER_LANGUAGES,
  DRIVER_PHOTO_TYPES,
  MAX_DRIVER_PHOTO_BYTES,
  PHONE_EXAMPLES,
} from '../../../../core';
import { reasonOf } from '../../utils/backoffice-api';
import { ft } from '../../utils/bo-fleet-i18n';
import type { Lang } from '../../utils/i18n';
import { fieldAria, FleetField, PHOTO_KB, refusedFieldText } from './FleetField';
import { fleetApi, forgetFleetLists, refusalOf, type BackofficeDriver } from './fleet-api';
import { useLoaded } from './use-loaded';

type Form = { first_name: string; last_name: string; mobile: string; languages: string[] };
const EMPTY: Form = { first_name: '', last_name: '', mobile: '', languages: [] };
const fullName = (d: { first_name: string; last_name: string }) => `${d.first_name} ${d.last_name}`.trim();

/** Reads a chosen photo as a data URL, or null when it is not a JPEG or PNG within the limit. */
function readPhoto(file: File): Promise<string | null> {
  if (!(DRIVER_PHOTO_TYPES as readonly string[]).includes(file.type) || file.size > MAX_DRIVER_PHOTO_BYTES)
    return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/** Props: the language, the API base and whether the caller may change drivers (the operator). */
export interface DriversPanelProps {
  lang: Lang;
  apiBase?: string | undefined;
  canChange: boolean;
}

/** Renders the drivers. */
export default function DriversPanel({ lang, apiBase, canChange }: DriversPanelProps) {
  const id = useId();
  const api = fleetApi(apiBase);
  const [message, setMessage] = useState('');
  const [form, setForm] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<BackofficeDriver | null>(null);
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loginFor, setLoginFor] = useState<BackofficeDriver | null>(null);
  const [loginEmail, setLoginEmail] = useState('');
  const [loginError, setLoginError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { data: rows, reload } = useLoaded(apiBase ?? '', api.drivers, (e) =>
    setMessage(ft(lang, 'fleet.failed', { reason: reasonOf(e, lang) })),
  );

  function startEdit(d: BackofficeDriver | null) {
    setEditing(d);
    setForm(
      d
        ? { first_name: d.first_name, last_name: d.last_name, mobile: d.mobile, languages: d.languages }
        : EMPTY,
    );
    setPhoto(undefined);
    setErrors({});
    if (fileInput.current) fileInput.current.value = '';
    heading.current?.focus();
  }

  async function choosePhoto(file: File | undefined) {
    if (!file) return setPhoto(undefined);
    const url = await readPhoto(file);
    setErrors((e) => ({ ...e, photo: url ? '' : ft(lang, 'fleet.driver.photoInvalid', { kb: PHOTO_KB }) }));
    setPhoto(url ?? undefined);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.first_name.trim()) missing.first_name = ft(lang, 'fleet.required');
    if (!form.mobile.trim()) missing.mobile = ft(lang, 'fleet.required');
    if (errors.photo) missing.photo = errors.photo;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return setMessage(ft(lang, 'fleet.fixErrors'));
    const body = { ...form, ...(photo !== undefined ? { photo } : {}) };
    try {
      const saved = editing ? await api.editDriver(editing.id, body) : await api.addDriver(body);
      setMessage(
        editing ? ft(lang, 'fleet.saved') : ft(lang, 'fleet.driver.added', { name: fullName(saved) }),
      );
      forgetFleetLists();
      startEdit(null);
      await reload();
    } catch (err) {
      const { field, status } = refusalOf(err);
      if (field && field in { ...EMPTY, photo: 1 }) {
        setErrors({ [field.split('.')[0]!]: refusedFieldText(lang, field, status) });
        setMessage(ft(lang, 'fleet.fixErrors'));
      } else setMessage(ft(lang, 'fleet.failed', { reason: reasonOf(err, lang) }));
    }
  }

  async function toggle(d: BackofficeDriver) {
    try {
      await api.disableDriver(d.id, !d.disabled);
      setMessage(ft(lang, 'fleet.saved'));
      forgetFleetLists();
      await reload();
    } catch (err) {
      setMessage(ft(lang, 'fleet.failed', { reason: reasonOf(err, lang) }));
    }
  }

  async function giveLogin(e: FormEvent) {
    e.preventDefault();
    if (!loginFor) return;
    try {
      await api.giveLogin(loginFor.id, loginEmail.trim(), lang);
      setMessage(ft(lang, 'fleet.driver.loginMade', { name: fullName(loginFor), email: loginEmail.trim() }));
      setLoginFor(null);
      setLoginEmail('');
      setLoginError('');
      await reload();
    } catch (err) {
      setLoginError(refusalOf(err).status === 409 ? reasonOf(err, lang) : ft(lang, 'fleet.invalid'));
    }
  }

  const f = (name: keyof Form) => `${id}-${name}`;
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{ft(lang, 'fleet.drivers')}</h3>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {rows === null ? (
        <p aria-busy="true">{ft(lang, 'fleet.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{ft(lang, 'fleet.drivers.none')}</p>
      ) : (
        <table className="bo-table cards">
          <caption>{ft(lang, 'fleet.drivers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ft(lang, 'fleet.driver.name')}</th>
              <th scope="col">{ft(lang, 'fleet.driver.mobile')}</th>
              <th scope="col">{ft(lang, 'fleet.driver.languages')}</th>
              <th scope="col">{ft(lang, 'fleet.driver.login')}</th>
              <th scope="col">{ft(lang, 'fleet.state')}</th>
              {canChange && <th scope="col">{ft(lang, 'fleet.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id}>
                <th scope="row">
                  {fullName(d)}
                  {d.has_photo && ` (${ft(lang, 'fleet.driver.hasPhoto')})`}
                </th>
                <td>{d.mobile}</td>
                <td>{d.languages.join(', ')}</td>
                <td>{d.email || ft(lang, 'fleet.driver.noLogin')}</td>
                <td>{ft(lang, d.disabled ? 'fleet.disabled' : 'fleet.enabled')}</td>
                {canChange && (
                  <td>
                    <button
                      type="button"
                      onClick={() => startEdit(d)}
                      aria-label={ft(lang, 'fleet.action', {
                        action: ft(lang, 'fleet.edit'),
                        item: fullName(d),
                      })}
                    >
                      {ft(lang, 'fleet.edit')}
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() => void toggle(d)}
                      aria-label={ft(lang, 'fleet.action', {
                        action: ft(lang, d.disabled ? 'fleet.enable' : 'fleet.disable'),
                        item: fullName(d),
                      })}
                    >
                      {ft(lang, d.disabled ? 'fleet.enable' : 'fleet.disable')}
                    </button>{' '}
                    {!d.email && (
                      <button
                        type="button"
                        onClick={() => setLoginFor(d)}
                        aria-label={ft(lang, 'fleet.action', {
                          action: ft(lang, 'fleet.driver.giveLogin'),
                          item: fullName(d),
                        })}
                      >
                        {ft(lang, 'fleet.driver.giveLogin')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canChange && loginFor && (
        <form className="bo-inline" onSubmit={(e) => void giveLogin(e)}>
          <FleetField
            id={`${id}-login`}
            label={ft(lang, 'fleet.driver.loginEmail', { name: fullName(loginFor) })}
            error={loginError}
          >
            <input
              {...fieldAria(`${id}-login`, loginError)}
              type="email"
              required
              autoComplete="off"
              value={loginEmail}
              onChange={(e) => setLoginEmail(e.currentTarget.value)}
            />
          </FleetField>
          <button type="submit">{ft(lang, 'fleet.driver.loginSend')}</button>{' '}
          <button type="button" onClick={() => setLoginFor(null)}>
            {ft(lang, 'fleet.cancel')}
          </button>
        </form>
      )}
      {canChange && (
        <form onSubmit={(e) => void save(e)} aria-labelledby={`${id}-form`} noValidate>
          <h4 id={`${id}-form`} ref={heading} tabIndex={-1}>
            {editing
              ? ft(lang, 'fleet.driver.editTitle', { name: fullName(editing) })
              : ft(lang, 'fleet.driver.add')}
          </h4>
          {(['first_name', 'last_name', 'mobile'] as const).map((name) => (
            <FleetField
              key={name}
              id={f(name)}
              label={ft(lang, `fleet.driver.${name}`)}
              error={errors[name]}
              hint={
                name === 'mobile'
                  ? ft(lang, 'fleet.driver.mobileHint', {
                      localExample: PHONE_EXAMPLES.local,
                      internationalExample: PHONE_EXAMPLES.international,
                    })
                  : undefined
              }
            >
              <input
                {...fieldAria(f(name), errors[name], name === 'mobile')}
                type={name === 'mobile' ? 'tel' : 'text'}
                autoComplete="off"
                required={name !== 'last_name'}
                value={form[name]}
                onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
              />
            </FleetField>
          ))}
          <fieldset>
            <legend>{ft(lang, 'fleet.driver.languages')}</legend>
            {DRIVER_LANGUAGES.map((code) => (
              <label key={code} className="bo-check">
                <input
                  type="checkbox"
                  checked={form.languages.includes(code)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      languages: e.currentTarget.checked
                        ? [...form.languages, code]
                        : form.languages.filter((l) => l !== code),
                    })
                  }
                />{' '}
                {code}
              </label>
            ))}
          </fieldset>
          <FleetField
            id={`${id}-photo`}
            label={ft(lang, 'fleet.driver.photo', { kb: PHOTO_KB })}
            error={errors.photo}
          >
            <input
              {...fieldAria(`${id}-photo`, errors.photo)}
              ref={fileInput}
              type="file"
              accept={DRIVER_PHOTO_TYPES.join(',')}
              onChange={(e) => void choosePhoto(e.currentTarget.files?.[0])}
            />
          </FleetField>
          {editing?.has_photo && (
            <p>
              <label className="bo-check">
                <input
                  type="checkbox"
                  checked={photo === null}
                  onChange={(e) => setPhoto(e.currentTarget.checked ? null : undefined)}
                />{' '}
                {ft(lang, 'fleet.driver.photoRemove')}
              </label>
            </p>
          )}
          <button type="submit">{ft(lang, 'fleet.driver.save')}</button>{' '}
          {editing && (
            <button type="button" onClick={() => startEdit(null)}>
              {ft(lang, 'fleet.cancel')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
