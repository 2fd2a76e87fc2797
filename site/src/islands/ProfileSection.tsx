/**
 * The account's details (SPEC 2 "Account page"): username, company, VAT number, country, and the
 * contact details (name, e-mail, phone) with an edit form. A new e-mail address asks for the current
 * password, as the server does, since that address receives the password-reset links.
 */
import { useState, type FormEvent } from 'react';
import { type AccountUser, isValidEmail } from '../../../core';
import { ApiFailure } from '../../../client';
import type { AccountApi } from '../utils/account-api';
import { countryName } from '../utils/account-format';
import { at, type AccountKey } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  lang: Lang;
  api: AccountApi;
  user: AccountUser;
  onSaved: (user: AccountUser) => void;
}

type Contact = Pick<AccountUser, 'firstname' | 'lastname' | 'email' | 'phone'> & { password: string };
type ErrorField = 'email' | 'phone' | 'password';

/** The message for the current password the server refused: missing, wrong, or asked too often. */
function passwordRefusal(error: ApiFailure): AccountKey {
  return error.code === 'invalid_credentials' ? 'acc.profile.passwordWrong' : 'acc.profile.passwordNeeded';
}

/** Renders the details and the contact edit form. */
export function ProfileSection({ lang, api, user, onSaved }: ProfileSectionProps) {
  const [draft, setDraft] = useState<Contact | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [status, setStatus] = useState<StatusMessage>(null);
  const none = at(lang, 'acc.profile.none');
  const busy = status?.kind === 'busy';
  const emailChanged = draft !== null && draft.email.trim().toLowerCase() !== user.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    if (!isValidEmail(draft.email.trim())) {
      setErrors({ email: at(lang, 'acc.field.email') });
      document.getElementById('profile-email')?.focus();
      return;
    }
    if (emailChanged && draft.password === '') {
      setErrors({ password: at(lang, 'acc.profile.passwordNeeded') });
      document.getElementById('profile-password')?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'busy', text: at(lang, 'acc.profile.busy') });
    try {
      const saved = await api.editUser({
        firstname: draft.firstname.trim(),
        lastname: draft.lastname.trim(),
        email: draft.email.trim(),
        phone: draft.phone.trim(),
        ...(emailChanged ? { password: draft.password } : {}),
      });
      setDraft(null);
      setStatus({ kind: 'ok', text: at(lang, 'acc.profile.saved') });
      onSaved(saved);
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : undefined;
      if (failure?.status === 429) setStatus({ kind: 'error', text: at(lang, 'acc.tooMany') });
      else if (failure?.field === 'password') {
        setErrors({ password: at(lang, passwordRefusal(failure)) });
        setStatus(null);
        document.getElementById('profile-password')?.focus();
      } else if (failure?.field === 'email' || failure?.field === 'phone') {
        setErrors({ [failure.field]: at(lang, `acc.field.${failure.field}`) });
        setStatus(null);
      } else setStatus({ kind: 'error', text: at(lang, 'acc.profile.failed') });
    }
  }

  const set = (key: keyof Contact) => (value: string) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const open = () => {
    setStatus(null);
    setErrors({});
    setDraft({
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      password: '',
    });
  };

  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{at(lang, 'acc.profile.title')}</h2>
      <dl>
        <dt>{at(lang, 'acc.profile.username')}</dt>
        <dd data-testid="account-username">{user.username}</dd>
        <dt>{at(lang, 'acc.profile.company')}</dt>
        <dd>{user.company || none}</dd>
        <dt>{at(lang, 'acc.profile.vat')}</dt>
        <dd>{user.vat || none}</dd>
        <dt>{at(lang, 'acc.profile.country')}</dt>
        <dd>{countryName(lang, user.country)}</dd>
      </dl>
      <h3>{at(lang, 'acc.profile.contact')}</h3>
      {draft ? (
        <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
          <Field
            id="profile-firstname"
            label={at(lang, 'acc.register.firstname')}
            autoComplete="given-name"
            value={draft.firstname}
            onChange={set('firstname')}
          />
          <Field
            id="profile-lastname"
            label={at(lang, 'acc.register.lastname')}
            autoComplete="family-name"
            value={draft.lastname}
            onChange={set('lastname')}
          />
          <Field
            id="profile-email"
            label={at(lang, 'acc.profile.email')}
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={set('email')}
            error={errors.email}
          />
          {emailChanged && (
            <Field
              id="profile-password"
              label={at(lang, 'acc.profile.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              hint={at(lang, 'acc.profile.currentPasswordHint')}
              value={draft.password}
              onChange={set('password')}
              error={errors.password}
            />
          )}
          <Field
            id="profile-phone"
            label={at(lang, 'acc.profile.phone')}
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <div className="actions">
            <button type="submit" disabled={busy}>
              {at(lang, 'acc.profile.save')}
            </button>
            <button type="button" className="secondary" onClick={() => setDraft(null)}>
              {at(lang, 'acc.profile.cancel')}
            </button>
          </div>
          <Status message={status} />
        </form>
      ) : (
        <>
          <dl>
            <dt>{at(lang, 'acc.profile.name')}</dt>
            <dd>{`${user.firstname} ${user.lastname}`.trim() || none}</dd>
            <dt>{at(lang, 'acc.profile.email')}</dt>
            <dd>{user.email || none}</dd>
            <dt>{at(lang, 'acc.profile.phone')}</dt>
            <dd>{user.phone || none}</dd>
          </dl>
          <button type="button" onClick={open}>
            {at(lang, 'acc.profile.edit')}
          </button>
          <Status message={status} />
        </>
      )}
    </section>
  );
}
