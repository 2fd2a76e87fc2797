/** Defines `<transfer-booking>`: the React app wrapped as a custom element with an open shadow root. */
import r2wc from '@r2wc/react-to-web-component';
import { App } from './App';
import { ATTRIBUTES, TAG } from './contract';

/**
 * Registers the element once. Loading the script twice (e.g. the ESM and the classic build on one
 * page) must not throw, so an existing definition is kept.
 */
export function defineTransferBooking(): void {
  if (typeof customElements === 'undefined' || customElements.get(TAG)) return;
  const props = Object.fromEntries(ATTRIBUTES.map((name) => [name, 'string' as const]));
  customElements.define(TAG, r2wc(App, { shadow: 'open', props }));
}
