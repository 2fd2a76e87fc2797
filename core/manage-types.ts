/**
 * The shapes of the manage calls (docs/manage-api.md) and of the payment outcome pages, between the API
 * and the site; part of the API's answer types (api-types.ts re-exports them). Types only, no code.
 */
import type { BookedExtra } from './booked-extras';
import type { PartnerReturn } from './return-url';
import type { Lang } from './locales';
import type { OrderStatus } from './order-status';

/** How an order stands for its customer (the manage calls, docs/manage-api.md). */
export type ManageStatus = OrderStatus;

/** One booked ride of an order as the manage page and the outcome pages show it. Money in euros. */
export interface ManageLeg {
  /** 'H' home to airport, 'T' airport to home. */
  leg: 'H' | 'T';
  /** 'YYYY/MM/DD', Brussels. */
  date: string;
  flight: string;
  /** Departure: the flight's time; return: the landing time. */
  flight_time: string;
  /** Return: where the flight comes from; departure: ''. */
  origin: string;
  from: string;
  to: string;
  /** The house number of the home address. */
  house_number: string;
  /** The pickup time once the operator has planned it ('HH:mm'), '' until then. */
  pickup_time: string;
  gross: number;
  /** What the agent's terms (PO number, agent price) took off the gross price. */
  agent_discount: number;
  coupons: number;
  price: number;
}

/**
 * Addition (issue 28): the event a ride of an order goes to and comes back from, as the manage and
 * outcome pages name it: its name in the reader's language (else one the organiser gave), the venue
 * and its address with the city in the reader's language.
 */
export interface ManageEvent {
  name: string;
  venue: string;
  address: string;
}

/** What cancelling would charge and give back now, or did when the order was cancelled. Euros. */
export interface ManageCancellation {
  /**
   * The scale priced by (issue 27: one for every language, the operator's setting): 'nl' the Dutch
   * terms' scale, 'intl' free until 24 hours then full.
   */
  terms: 'nl' | 'intl';
  charge: number;
  refund: number;
}

/** A refund coupon of a cancelled order. */
export interface RefundCoupon {
  code: string;
  amount: number;
  /** Last day it can be used, 'YYYY/MM/DD'. */
  valid_until: string;
}

/** `GET billoorders/{id}/manage` and the order of `POST billoorders/manage`. Money in euros. */
export interface ManageView {
  id: number;
  receipt: string;
  booking_code: string;
  status: ManageStatus;
  lang: Lang;
  type: string;
  pax: number;
  suitcases: number;
  /** Addition (issue 17): pets booked, charged per pet per trip. */
  pets: number;
  /** Addition (issue 17): the customer's remarks for the driver, plain text ('' when none). */
  remarks: string;
  /**
   * Addition (issue 31): everything booked besides the passengers (suitcases, child seats per age
   * band, bulky items, pets), only what the order has, in core's listing order (core/booked-extras.ts).
   */
  extras: BookedExtra[];
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  total: number;
  /**
   * Addition (issue 23): what a paid order still owes, in euros (0 when nothing): the discount of a
   * coupon that another booking took while this one's payment page was open. `actions.pay` pays it.
   */
  balance_due: number;
  /** The travel agent's name when the order came through one, else ''. */
  agent: string;
  legs: ManageLeg[];
  /**
   * Addition (issue 28): the event of an event order, or null. Its legs then go from the home address
   * to the venue and back (`to`/`from` name the venue and its address) and carry no flight.
   */
  event: ManageEvent | null;
  actions: {
    pay: boolean;
    cancel: boolean;
    /** The legs whose flight and house number may still change; names and phone while any may. */
    change: ('H' | 'T')[];
    /**
     * Issue 27: whether the booking may be changed in place (`POST billomanage/{id}/revise`): it is
     * not cancelled and a leg is still before the operator's change limit.
     */
    revise: boolean;
  };
  /** What a cancellation now would charge and refund (the one scale in force), or what it did. */
  cancellation: ManageCancellation;
  /** The refund coupon of a cancelled order, or null. */
  refund: RefundCoupon | null;
  /**
   * Addition (issue 23): whether a credit note corrects the order's invoice (a cancellation that gave
   * money back); it is downloaded through `POST billomanage/{id}/link` with `file: 'credit-note'`.
   */
  credit_note: boolean;
}

/**
 * `GET billoorders/granted` (issue 23): the payment outcome page's view of its order, a
 * {@link ManageView} without what opens the manage page (booking code, e-mail address) or is not
 * needed there (phone). The outcome page's key sits in the browser's history; the confirmation
 * e-mail carries the code.
 */
export type OutcomeView = Omit<ManageView, 'booking_code' | 'email' | 'phone'> & {
  /**
   * Addition (issue 28): the way back to the partner's page the booking came from, present only when
   * the server accepted a return URL for the order (core/return-url.ts).
   */
  return_to?: PartnerReturn;
};

/** `POST billoorders/manage`: a manage key for one order and the order. */
export interface ManageAccess {
  manage_key: string;
  /** Seconds the key stays valid. */
  expires_in: number;
  order: ManageView;
}

/** `POST billomanage/{id}/change`: the fields that changed and the order as it is now. */
export interface ManageChanged {
  changed: string[];
  order: ManageView;
}
