/**
 * The public contract of `<transfer-booking>`: attributes, events, CSS custom properties and parts.
 * This file is the single typed source; docs/widget.md repeats it as a table for integrators.
 *
 * @attr api-base - Base URL of the booking API. @default '/api' of the server the script came from
 * @attr lang - Interface language: nl, fr or en. @default the browser language, else nl
 * @attr talic - Travel-agent licence (agent mode). Also read from the page URL query TALIC.
 * @attr uid - Travel-agent user id. Also read from UID.
 * @attr taemail - Travel-agent email. Also read from TAEMAIL.
 * @attr taname - Travel-agent name. Also read from TANAME.
 * @attr partner - Partner name. Also read from PARTNER.
 * @attr agent - Any non-empty value other than "0"/"false" switches agent mode on. Also read from AGENT.
 * @attr postal - Prefills the postal code of the pickup address.
 * @attr airport - Prefills the airport id (e.g. BRU) of both legs.
 * @attr pickup-date - Prefills the pickup date, 'YYYY/MM/DD' or 'YYYY-MM-DD'.
 * @attr return-date - Prefills the return date, 'YYYY/MM/DD' or 'YYYY-MM-DD'.
 * @attr pax - Prefills the number of passengers (clamped to 1-7).
 * @attr draft-key - Names the sessionStorage slot of the draft. @default the element id, else 'default'
 *
 * @event tb-step - The visible step changed. Detail: {@link TbStepDetail}.
 * @event tb-price - A new price was calculated. Detail: {@link TbPriceDetail}.
 * @event tb-booked - An order was saved and handed to its next stage. Detail: {@link TbBookedDetail}.
 * @event tb-error - A call the customer waits for failed. Detail: {@link TbErrorDetail}.
 */

/** The element's tag name. */
export const TAG = 'transfer-booking';

/** The attributes (camelCased as properties) the element observes; all are strings. */
export const ATTRIBUTES = [
  'apiBase',
  'lang',
  'talic',
  'uid',
  'taemail',
  'taname',
  'partner',
  'agent',
  'postal',
  'airport',
  'pickupDate',
  'returnDate',
  'pax',
  'draftKey',
] as const;

/** One observed attribute, as its camelCased property name. */
export type AttributeName = (typeof ATTRIBUTES)[number];

/** The element's attributes as the React app receives them. */
export type TransferBookingAttributes = Partial<Record<AttributeName, string>>;

/** The names of the steps, in order; `payment` is only named in the progress bar. */
export const STEP_NAMES = ['start', 'addresses', 'extras', 'person', 'payment'] as const;

/** The name of one step. */
export type StepName = (typeof STEP_NAMES)[number];

/** Detail of `tb-step`. */
export interface TbStepDetail {
  /** 0 start, 1 addresses, 2 type and extras, 3 personal data, 4 payment hand-off. */
  step: number;
  name: StepName;
}

/** Detail of `tb-price`; amounts are euros as numbers with at most two decimals. */
export interface TbPriceDetail {
  /** What the customer pays for the departure leg; absent when that leg is not booked. */
  departure?: number;
  /** What the customer pays for the return leg; absent when that leg is not booked. */
  retour?: number;
  total: number;
  currency: 'EUR';
}

/** How a saved order continues. */
export type BookingRoute = 'free' | 'invoice' | 'payment';

/** Detail of `tb-booked`. */
export interface TbBookedDetail {
  /** The id the API gave the saved order. */
  orderId: number;
  /** free and invoice orders are confirmed; payment orders are handed to the hosted payment page. */
  route: BookingRoute;
  /** Total price in euros. */
  total: number;
}

/** Detail of `tb-error`. */
export interface TbErrorDetail {
  /** Which call failed, e.g. 'book', 'session', 'payment'. */
  action: string;
  /** The message shown to the customer, in the interface language. */
  message: string;
}

/** Event names mapped to their detail types. */
export interface TransferBookingEventDetails {
  'tb-step': TbStepDetail;
  'tb-price': TbPriceDetail;
  'tb-booked': TbBookedDetail;
  'tb-error': TbErrorDetail;
}

declare global {
  interface HTMLElementEventMap {
    'tb-step': CustomEvent<TbStepDetail>;
    'tb-price': CustomEvent<TbPriceDetail>;
    'tb-booked': CustomEvent<TbBookedDetail>;
    'tb-error': CustomEvent<TbErrorDetail>;
  }
}

/** CSS custom properties the host page may set on the element, with their defaults. */
export const CSS_PROPERTIES = {
  '--tb-font': 'system-ui, sans-serif',
  '--tb-color': '#1f2933',
  '--tb-background': '#ffffff',
  '--tb-accent': '#0b5cad',
  '--tb-accent-contrast': '#ffffff',
  '--tb-error': '#b00020',
  '--tb-border': '#7b8794',
  '--tb-radius': '6px',
  '--tb-gap': '1rem',
  '--tb-focus': '#f59e0b',
} as const;

/** The `part` names exposed for `::part()` styling. */
export const CSS_PARTS = [
  'form',
  'progress',
  'step',
  'heading',
  'field',
  'input',
  'error',
  'button',
  'button-primary',
  'overview',
  'price',
  'dialog',
  'alert',
] as const;
