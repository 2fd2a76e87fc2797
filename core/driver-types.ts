/**
 * The answers of the driver's calls (issue 26, docs/driver.md): a driver's legs of today and tomorrow,
 * what the list says besides them, and the state a report leaves. The rules are core/leg-states.ts's.
 */
import type { LegOutcome } from './backoffice-order-types';
import type { SheetItem } from './backoffice-types';

/** One leg of the driver's day (`GET driver/legs`). Times are 'HH:mm' or ''. */
export interface DriverLeg {
  order_id: number;
  bonnr: string;
  leg: 'H' | 'T';
  /** 'YYYY/MM/DD' in Brussels. */
  date: string;
  pickup_time: string;
  /** True when no pickup time is set and `pickup_time` is derived from the flight ({@link driverPickupTime}). */
  pickup_estimated: boolean;
  /**
   * A return leg whose flight lands at another time (core/late-flights.ts): the pickup it had before it
   * moved by more than 15 minutes ('HH:mm'; `pickup_time` is then the new one), else ''.
   */
  pickup_moved_from: string;
  /** A return leg: the flight's expected or actual landing as last known ('HH:mm'), else ''. */
  landing_time: string;
  flight: string;
  flight_time: string;
  airport: string;
  /** The customer's address: where a departure starts and a return ends. */
  street: string;
  number: string;
  postcode: string;
  locality: string;
  maps_url: string;
  pax: number;
  luggage: number;
  pets: number;
  /** Child seats per age band: 1–3 years, 3–5 years, over 5 years. */
  child_seats_small: number;
  child_seats_medium: number;
  child_seats_large: number;
  /** Each bulky item; the driver's screen names it in the reader's language. */
  items: SheetItem[];
  remarks: string;
  name: string;
  /** The customer's mobile (E.164 as booked). */
  phone: string;
  vehicle: { plate: string; model: string } | null;
  state: LegOutcome;
  /** When the driver last reported the state (ISO), or null. */
  state_at: string | null;
}

/** `POST driver/legs/{order}/{leg}/state`: the state the leg now has and whether it changed. */
export interface DriverStateSaved {
  order_id: number;
  leg: 'H' | 'T';
  state: LegOutcome;
  changed: boolean;
}

/** What `GET driver/legs` says besides the legs: the two days ('YYYY/MM/DD') and whose day it is. */
export interface DriverDayMeta {
  today: string;
  tomorrow: string;
  count: number;
  driver: { first_name: string; last_name: string };
}
