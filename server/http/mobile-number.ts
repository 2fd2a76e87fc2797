import metadata from 'libphonenumber-js/mobile/metadata';
import { isMobilePhone } from '../../core';

/**
 * Tells whether `phone` is a valid mobile number: core's isMobilePhone over libphonenumber-js's mobile
 * metadata, the very metadata the widget loads for step 3, so the order and account calls accept
 * exactly the numbers the wizard accepts.
 */
export function isMobileNumber(phone: string): boolean {
  return isMobilePhone(phone, metadata);
}
