/**
 * The /register island (SPEC 2 "Register screen"): username (e-mail), password and confirmation,
 * names and phone, and for a company its name and VAT number, checked with core and the VAT call.
 * A registration the server accepts logs the user in and opens /account (SPEC 4).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { normalizeVat } from '../../../core';
import { ApiFailure, isLoggedIn, login } from '../../../client';
import { accountApi } from '../utils/account-api';
import { accountPath, at } from '../utils/account-i18n';
import { accountHttp, replacePage, startSession } from '../utils/account-session';
import {
  registerErrors,
  serverFieldError,
  type RegisterErrors,
  type RegisterForm,
} from '../utils/register-form';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';
import type { IslandProps } from './props';

const EMPTY: RegisterForm = {
  kind: 'consumer',
  username: '',
  password: '',
  confirm: '',
  firstname: '',
  lastname: '',
  phone: '',
  company: '',
  vat: '',
};

/** Renders the registration form. */
export default function RegisterIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [status, setStatus] = useState<StatusMessage>(null);
  const busy = status?.kind === 'busy';
  const set = (key: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const error = (field: keyof RegisterErrors) => (errors[field] ? at(lang, errors[field]) : undefined);

  useEffect(() => {
    startSession(apiBase).then(
      (session) => isLoggedIn(session) && navigate(accountPath(lang, 'account')),
      () => undefined,
    );
  }, [apiBase, lang, navigate]);

  function refuse(found: RegisterErrors) {
    setErrors(found);
    setStatus(null);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`reg-${first}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = registerErrors(form);
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    setStatus({ kind: 'busy', text: at(lang, 'acc.register.busy') });
    const company = form.kind === 'company';
    const api = accountApi(apiBase);
    try {
      await startSession(apiBase);
      if (company && !(await api.vat(normalizeVat(form.vat)))) return refuse({ vat: 'acc.field.vatUnknown' });
      await api.register({
        username: form.username.trim(),
        password: form.password,
        confirmPassword: form.confirm,
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        phone: form.phone.trim(),
        user_type: form.kind,
        lang,
        ...(company ? { company: form.company.trim(), vat: normalizeVat(form.vat) } : {}),
      });
    } catch (failure) {
      const named =
        failure instanceof ApiFailure
          ? serverFieldError(failure.field, failure.code, failure.reason)
          : undefined;
      if (named) return refuse({ [named[0]]: named[1] });
      const throttled = failure instanceof ApiFailure && failure.status === 429;
      return setStatus({
        kind: 'error',
        text: at(lang, throttled ? 'acc.register.tooMany' : 'acc.register.failed'),
      });
    }
    try {
      await login(accountHttp(apiBase), form.username.trim(), form.password);
      navigate(accountPath(lang, 'account'));
    } catch {
      // The account exists; only the automatic login failed, so the visitor logs in by hand.
      navigate(accountPath(lang, 'login'));
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset>
        <legend>{at(lang, 'acc.register.kind')}</legend>
        {(['consumer', 'company'] as const).map((kind) => (
          <label className="choice" key={kind}>
            <input
              type="radio"
              name="reg-kind"
              value={kind}
              checked={form.kind === kind}
              onChange={() => setForm((f) => ({ ...f, kind }))}
            />
            {at(lang, `acc.register.${kind}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id="reg-username"
        label={at(lang, 'acc.register.username')}
        type="email"
        autoComplete="email"
        required
        value={form.username}
        onChange={set('username')}
        error={error('username')}
      />
      <Field
        id="reg-password"
        label={at(lang, 'acc.register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={at(lang, 'acc.register.passwordHint')}
        value={form.password}
        onChange={set('password')}
        error={error('password')}
      />
      <Field
        id="reg-confirm"
        label={at(lang, 'acc.register.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={set('confirm')}
        error={error('confirm')}
      />
      <Field
        id="reg-firstname"
        label={at(lang, 'acc.register.firstname')}
        autoComplete="given-name"
        value={form.firstname}
        onChange={set('firstname')}
      />
      <Field
        id="reg-lastname"
        label={at(lang, 'acc.register.lastname')}
        autoComplete="family-name"
        value={form.lastname}
        onChange={set('lastname')}
      />
      <Field
        id="reg-phone"
        label={at(lang, 'acc.register.phone')}
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={set('phone')}
        error={error('phone')}
      />
      {form.kind === 'company' && (
        <>
          <Field
            id="reg-company"
            label={at(lang, 'acc.register.companyName')}
            autoComplete="organization"
            required
            value={form.company}
            onChange={set('company')}
            error={error('company')}
          />
          <Field
            id="reg-vat"
            label={at(lang, 'acc.register.vat')}
            required
            hint={at(lang, 'acc.register.vatHint')}
            value={form.vat}
            onChange={set('vat')}
            error={error('vat')}
          />
        </>
      )}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {at(lang, 'acc.register.submit')}
        </button>
      </div>
      <Status message={status} />
      <p>
        {at(lang, 'acc.register.haveAccount')}{' '}
        <a href={accountPath(lang, 'login')}>{at(lang, 'acc.register.login')}</a>
      </p>
    </form>
  );
}
