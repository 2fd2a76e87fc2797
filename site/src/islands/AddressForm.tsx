/**
 * Adding or editing a saved address on the account page: street, number, postal code, town, country,
 * and the two flags (default pickup address; invoice address offered when booking, `billoaddress`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AccountAddressFields } from '../../../core';
import { ADDRESS_COUNTRIES, countryName } from '../utils/account-format';
import { at } from '../utils/account-i18n';
import { addressError } from '../utils/address-form';
import type { Lang } from '../utils/i18n';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  lang: Lang;
  initial: AccountAddressFields;
  editing: boolean;
  /** Saves the address; throws when the server refuses. */
  onSave: (address: AccountAddressFields) => Promise<void>;
  onCancel: () => void;
}

const TEXT_FIELDS = ['street', 'streetnr', 'zip', 'city'] as const;
const AUTOCOMPLETE = { street: 'address-line1', streetnr: 'off', zip: 'postal-code', city: 'address-level2' };

/** Renders the address form. */
export function AddressForm({ lang, initial, editing, onSave, onCancel }: AddressFormProps) {
  const [address, setAddress] = useState(initial);
  const [status, setStatus] = useState<StatusMessage>(null);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const busy = status?.kind === 'busy';
  const set = <K extends keyof AccountAddressFields>(key: K, value: AccountAddressFields[K]) =>
    setAddress((a) => ({ ...a, [key]: value }));

  // The form opens in place of a button; move the keyboard into it.
  useEffect(() => firstRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const key = addressError(address);
    if (key) {
      const field =
        key === 'acc.field.zip' ? 'zip' : (TEXT_FIELDS.find((f) => !address[f].trim()) ?? 'street');
      setProblem({ field, text: at(lang, key) });
      document.getElementById(`address-${field}`)?.focus();
      return;
    }
    setProblem(null);
    setStatus({ kind: 'busy', text: at(lang, 'acc.addresses.busy') });
    try {
      await onSave(address);
    } catch {
      setStatus({ kind: 'error', text: at(lang, 'acc.addresses.failed') });
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="address-form-title">
      <h3 id="address-form-title">
        {at(lang, editing ? 'acc.addresses.editTitle' : 'acc.addresses.addTitle')}
      </h3>
      {TEXT_FIELDS.map((field, index) => (
        <Field
          key={field}
          id={`address-${field}`}
          label={at(lang, `acc.addresses.${field}`)}
          autoComplete={AUTOCOMPLETE[field]}
          required
          value={address[field]}
          onChange={(value) => set(field, value)}
          error={problem?.field === field ? problem.text : undefined}
          {...(index === 0 ? { ref: firstRef } : {})}
        />
      ))}
      <div className="field">
        <label htmlFor="address-country">{at(lang, 'acc.addresses.country')}</label>
        <select id="address-country" value={address.country} onChange={(e) => set('country', e.target.value)}>
          {ADDRESS_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(lang, code)}
            </option>
          ))}
        </select>
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={address.defaultaddress}
          onChange={(e) => set('defaultaddress', e.target.checked)}
        />
        {at(lang, 'acc.addresses.isDefault')}
      </label>
      <label className="choice">
        <input
          type="checkbox"
          checked={address.billoaddress}
          onChange={(e) => set('billoaddress', e.target.checked)}
        />
        {at(lang, 'acc.addresses.isInvoice')}
      </label>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {at(lang, 'acc.addresses.save')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {at(lang, 'acc.profile.cancel')}
        </button>
      </div>
      <Status message={status} />
    </form>
  );
}
