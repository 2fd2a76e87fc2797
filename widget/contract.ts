/**
 * Books an airport transfer between a home address in Belgium and an airport: departure, return or
 * both, up to the payment hand-off.
 *
 * This is the public contract of `<transfer-booking>`, declared once: its attributes, events, CSS
 * parts and CSS custom properties, in the tags below (the custom-elements-manifest conventions). The
 * widget build turns them into `custom-elements.json` (scripts/custom-elements-manifest.ts), which
 * editors and Storybook read; tests/unit/widget/contract-manifest.test.ts holds the README's tables,
 * the styles and the `part` names of the components to it.
 *
 * @attr api-base - Base URL of the booking API; by default `/api` of the server the script came from.
 * @attr lang - Interface language: nl, fr or en; by default the browser language, else nl.
 * @attr talic - Travel-agent licence (agent mode). Also read from the page URL query TALIC.
 * @attr uid - Travel-agent user id. Also read from UID.
 * @attr taemail - Travel-agent email. Also read from TAEMAIL.
 * @attr taname - Travel-agent name. Also read from TANAME.
 * @attr partner - Partner name. Also read from PARTNER.
 * @attr agent - Any value other than "0", "false" or "no" switches agent mode on. Also read from AGENT.
 * @attr postal - Prefills the postal code of the pickup address.
 * @attr airport - Prefills the airport id (e.g. BRU) of both legs.
 * @attr pickup-date - Prefills the pickup date, 'YYYY/MM/DD' or 'YYYY-MM-DD'.
 * @attr return-date - Prefills the return date, 'YYYY/MM/DD' or 'YYYY-MM-DD'.
 * @attr [pax=2] - Prefills the number of passengers (clamped to 1-7).
 * @attr draft-key - Names the sessionStorage slot of the draft; by default the element id, else 'default'.
 * @attr event - Event mode: the id of a published event; the rides go to and from its venue instead of an airport.
 * @attr site-url - The operator's site, where the widget's links go (log in, register, prices); by default the origin the script came from.
 * @attr return-url - Partner page to come back to after the outcome; used only when its origin is listed for the partner (docs/partner-return.md).
 * @attr first-name - Prefills the traveller's first name. Also read from the page URL query first-name.
 * @attr last-name - Prefills the traveller's last name. Also read from last-name.
 * @attr email - Prefills the traveller's e-mail address. Also read from email.
 * @attr mobile - Prefills the traveller's mobile number, best as +32470123456. Also read from mobile.
 * @attr coupon - A coupon code, checked and applied as if typed. Also read from coupon.
 * @attr campaign - The campaign the order is counted under (the order's promo). Also read from campaign.
 * @attr utm-source - The order's utm_source. Also read from utm_source.
 * @attr utm-medium - The order's utm_medium. Also read from utm_medium.
 * @attr utm-campaign - The order's utm_campaign; counted as its campaign without `campaign`. Also read from utm_campaign.
 * @attr utm-term - The order's utm_term. Also read from utm_term.
 * @attr utm-content - The order's utm_content. Also read from utm_content.
 *
 * @event tb-step - The visible step changed. Detail: {@link TbStepDetail}.
 * @event tb-price - A new price was calculated. Detail: {@link TbPriceDetail}.
 * @event tb-booked - An order was saved and handed to its next stage. Detail: {@link TbBookedDetail}.
 * @event tb-revised - A change of a booking (change mode, opened by the manage page) was applied, or
 *   handed to the payment page of its difference. Detail: {@link TbRevisedDetail}.
 * @event tb-error - A call the customer waits for, or a part of the widget, failed. Detail:
 *   {@link TbErrorDetail}.
 *
 * @csspart form - The wizard's form: progress, current step, messages and buttons.
 * @csspart progress - The progress bar with the step names.
 * @csspart step - The section of the current step.
 * @csspart heading - The heading of the current step.
 * @csspart field - One labelled field with its hint and error message.
 * @csspart input - A text field, select, checkbox or date input.
 * @csspart error - The error message of a field.
 * @csspart button - Every button.
 * @csspart button-primary - The main button: Next, Book, or a dialog's confirmation.
 * @csspart overview - The overview beside the steps.
 * @csspart price - The prices in the overview.
 * @csspart total-bar - On phones, the overview folded into a total bar fixed to the bottom of the screen.
 * @csspart dialog - A dialog: coupon, warning before booking, saved addresses.
 * @csspart alert - A message about a failed call or a part that could not load.
 *
 * @cssproperty [--tb-font=system-ui, sans-serif] - Font family of the whole element.
 * @cssproperty [--tb-color=#1f2933] - Text colour.
 * @cssproperty [--tb-background=#ffffff] - Background of the element, its fields and dialogs.
 * @cssproperty [--tb-accent=#0b5cad] - Buttons, links, checked boxes and progress bars.
 * @cssproperty [--tb-accent-contrast=#ffffff] - Text on the accent colour.
 * @cssproperty [--tb-error=#b00020] - Error messages and invalid fields.
 * @cssproperty [--tb-border=#7b8794] - Borders of fields and boxes.
 * @cssproperty [--tb-radius=6px] - Corner radius of fields, buttons and boxes.
 * @cssproperty [--tb-gap=1rem] - Space between columns, rows and the boxes' edges.
 * @cssproperty [--tb-focus=#f59e0b] - The focus outline.
 */

import type { ReturnOutcome, RevisionApplied } from '../core';

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
  'event',
  'siteUrl',
  'returnUrl',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'coupon',
  'campaign',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
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
  /** The event the rides go to and from, in event mode only. */
  eventId?: number;
  /**
   * Issue 28, on the partner's page after the outcome (`return-url`): the booking number, read from
   * the page address's `tb_booking`, like every field of this detail then.
   */
  bookingNumber?: string;
  /** Issue 28: how the booking ended (`tb_outcome`); only on the partner's page after the outcome. */
  outcome?: ReturnOutcome;
  /** Issue 28: true when dispatched on the partner's page after the outcome, not when booking. */
  returned?: true;
}

/** Detail of `tb-revised` (issue 27): core's RevisionApplied. */
export type TbRevisedDetail = RevisionApplied;

/** Detail of `tb-error`. */
export interface TbErrorDetail {
  /** What failed: 'book' for the order, 'chunk' for a part of the widget that could not load. */
  action: string;
  /** The message shown to the customer, in the interface language. */
  message: string;
}

/** Event names mapped to their detail types. */
export interface TransferBookingEventDetails {
  'tb-step': TbStepDetail;
  'tb-price': TbPriceDetail;
  'tb-booked': TbBookedDetail;
  'tb-revised': TbRevisedDetail;
  'tb-error': TbErrorDetail;
}

declare global {
  interface HTMLElementEventMap {
    'tb-step': CustomEvent<TbStepDetail>;
    'tb-price': CustomEvent<TbPriceDetail>;
    'tb-booked': CustomEvent<TbBookedDetail>;
    'tb-revised': CustomEvent<TbRevisedDetail>;
    'tb-error': CustomEvent<TbErrorDetail>;
  }
}
