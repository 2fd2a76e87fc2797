/**
 * The addresses of the account page (SPEC 2, SPEC 3 "User data"): the default pickup and default
 * invoice address, every saved address with edit and delete, and adding one. After each change the
 * island reloads the account, since marking one address as default clears the flag on the others.
 */
import { useState } from 'react';
import type { AccountAddress, AccountAddressFields } from '../../../core';
import type { AccountApi } from '../utils/account-api';
import { addressLine } from '../utils/account-format';
import { at } from '../utils/account-i18n';
import { EMPTY_ADDRESS } from '../utils/address-form';
import type { Lang } from '../utils/i18n';
import { AddressForm } from './AddressForm';
import { Status, type StatusMessage } from './Status';

/** Props of {@link AddressesSection}. */
export interface AddressesSectionProps {
  lang: Lang;
  api: AccountApi;
  addresses: AccountAddress[];
  /** Reloads the account after a change. */
  onChanged: () => Promise<void>;
}

type Editing = { id: number | null; initial: AccountAddressFields } | null;

/** Renders the addresses section. */
export function AddressesSection({ lang, api, addresses, onChanged }: AddressesSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<StatusMessage>(null);
  const pickup = addresses.find((a) => a.defaultaddress);
  const invoice = addresses.find((a) => a.billoaddress);

  async function save(address: AccountAddressFields) {
    if (editing?.id) await api.editAddress(editing.id, address);
    else await api.addAddress(address);
    setEditing(null);
    setStatus({ kind: 'ok', text: at(lang, 'acc.addresses.saved') });
    await onChanged();
  }

  async function remove(address: AccountAddress) {
    setStatus({ kind: 'busy', text: at(lang, 'acc.wait') });
    try {
      await api.deleteAddress(address.id);
      setStatus({ kind: 'ok', text: at(lang, 'acc.addresses.deleted') });
      await onChanged();
    } catch {
      setStatus({ kind: 'error', text: at(lang, 'acc.addresses.deleteFailed') });
    }
  }

  const edit = (a: AccountAddress) => {
    const { id, ...initial } = a;
    setStatus(null);
    setEditing({ id, initial });
  };

  return (
    <section aria-labelledby="addresses-title">
      <h2 id="addresses-title">{at(lang, 'acc.addresses.title')}</h2>
      <dl>
        <dt>{at(lang, 'acc.addresses.defaultPickup')}</dt>
        <dd>{pickup ? addressLine(pickup) : at(lang, 'acc.addresses.noDefault')}</dd>
        <dt>{at(lang, 'acc.addresses.defaultInvoice')}</dt>
        <dd>{invoice ? addressLine(invoice) : at(lang, 'acc.addresses.noDefault')}</dd>
      </dl>
      <h3>{at(lang, 'acc.addresses.all')}</h3>
      {addresses.length === 0 ? (
        <p>{at(lang, 'acc.addresses.none')}</p>
      ) : (
        <ul className="address-list">
          {addresses.map((a) => (
            <li key={a.id}>
              <span>{addressLine(a)}</span>
              <span className="actions">
                <button
                  type="button"
                  className="secondary"
                  aria-label={at(lang, 'acc.addresses.edit', { address: addressLine(a) })}
                  onClick={() => edit(a)}
                >
                  {at(lang, 'acc.action.edit')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={at(lang, 'acc.addresses.delete', { address: addressLine(a) })}
                  onClick={() => void remove(a)}
                >
                  {at(lang, 'acc.action.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing.id ?? 'new'}
          lang={lang}
          initial={editing.initial}
          editing={editing.id !== null}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => (setStatus(null), setEditing({ id: null, initial: EMPTY_ADDRESS }))}
        >
          {at(lang, 'acc.addresses.add')}
        </button>
      )}
      <Status message={status} />
    </section>
  );
}
