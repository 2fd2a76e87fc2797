/**
 * The checks of the account page's address form, from core: street, number, postal code and town are
 * required (validateAccountAddress), and a Belgian address needs a Belgian postal code.
 */
import { type AccountAddressFields, postalCodeFitsCountry, validateAccountAddress } from '../../../core';
import type { AccountKey } from './account-i18n';

/** The message that stops saving `address`, or undefined when it can be saved. */
export function addressError(address: AccountAddressFields): AccountKey | undefined {
  if (validateAccountAddress(address).address) return 'acc.field.address';
  if (!postalCodeFitsCountry(address.zip, address.country)) return 'acc.field.zip';
  return undefined;
}

/** An empty Belgian address, the start of the add form. */
export const EMPTY_ADDRESS: AccountAddressFields = {
  street: '',
  streetnr: '',
  zip: '',
  city: '',
  country: 'BE',
  defaultaddress: false,
  billoaddress: true,
};
