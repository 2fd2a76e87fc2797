/**
 * The operator's drivers and vehicles (issue 26): which vehicle may serve a leg, and when a driver or a
 * vehicle is busy. One set of rules for the server, which refuses an assignment, and the back office,
 * which explains the refusal. Nothing here reads a database: the server hands in the leg's facts.
 */
import { pickupInstant } from './cancellation';
import { brusselsDateTime, dayNumber, isValidTime } from './dates';

/** The vehicle types, as orders.soortvervoer and vehicles.vehicle_type name them. */
export const VEHICLE_TYPES = ['comfort', 'business', 'combinatie'] as const;

/** A vehicle type. */
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The languages a driver may be said to speak (ISO 639-1), the operator's usual ones first. */
export const DRIVER_LANGUAGES = [
  'nl',
  'fr',
  'en',
  'de',
  'es',
  'it',
  'pt',
  'pl',
  'tr',
  'ar',
  'ro',
  'ru',
] as const;

/** A language a driver speaks. */
export type DriverLanguage = (typeof DRIVER_LANGUAGES)[number];

/** The largest driver photo the back office stores, in bytes (a phone picture, scaled down; sent as base64 within the API's 256 kB body limit). */
export const MAX_DRIVER_PHOTO_BYTES = 150_000;

/** The photo types stored (JPEG, PNG). */
export const DRIVER_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Minutes added after a leg's estimated arrival before its driver or vehicle may start another leg:
 * unloading, payment questions, traffic the estimate did not see, the drive to the next pickup.
 */
export const ASSIGNMENT_MARGIN_MINUTES = 30;

/**
 * When a departure leg has no pickup time yet, the customer is taken to be at the airport this many
 * hours before the flight when they gave no margin (core/limits.ts DEFAULTS.timeMargin).
 */
export const DEFAULT_AIRPORT_HOURS = 2;

/**
 * A leg's travel time when the order has none stored (orders of before the routing): a generous hour,
 * so an unknown drive blocks the driver rather than double-books them.
 */
export const DEFAULT_TRAVEL_MINUTES = 60;

/** The luggage of one leg as the order counts it: suitcases and each kind of bulky item. */
export interface LegLuggage {
  koffers: number;
  rolstoelen: number;
  rollators: number;
  fietskoffers: number;
  skis: number;
  golfbags: number;
  kinderwagens: number;
}

/**
 * The luggage units a leg needs: one per suitcase and one per bulky item (folding wheelchair,
 * rollator, bike case, skis, golf bag, pram). A vehicle's luggage_units counts the same units, so the
 * operator describes a boot as "how many suitcases fit" and every bulky item takes a suitcase's place.
 */
export function luggageUnits(l: LegLuggage): number {
  return l.koffers + l.rolstoelen + l.rollators + l.fietskoffers + l.skis + l.golfbags + l.kinderwagens;
}

/**
 * Whether a vehicle of type `vehicle` may serve an order booked as `booked`: the same type, or a
 * Business vehicle for a Comfort order (the customer gets more than they paid for, never less). A
 * Combi (shared ride) is served by a Combi vehicle only, and no other type by a Combi vehicle.
 */
export function vehicleServes(vehicle: VehicleType, booked: VehicleType): boolean {
  return vehicle === booked || (vehicle === 'business' && booked === 'comfort');
}

/** What the capacity rules look at of a vehicle. */
export interface VehicleCapacity {
  seats: number;
  luggage_units: number;
  vehicle_type: VehicleType;
  wheelchair_accessible: boolean;
}

/** What the capacity rules look at of a leg. */
export interface LegNeeds extends LegLuggage {
  pax: number;
  vehicle_type: VehicleType;
}

/** Why a vehicle cannot serve a leg. */
export type VehicleProblem = 'seats' | 'luggage' | 'type' | 'wheelchair';

/**
 * The first reason vehicle `v` cannot serve leg `leg`, or null when it can: fewer seats than
 * passengers, fewer luggage units than {@link luggageUnits}, a type that does not serve the booked one
 * ({@link vehicleServes}), or an order with a folding wheelchair (rolstoelen > 0) and a vehicle without
 * wheelchair access. The last is decided on the safe side: the booking only says a wheelchair rides
 * along, not whether its user can move to a seat, so such an order gets a vehicle the operator has
 * marked wheelchair accessible (the folded chair also takes a luggage unit).
 */
export function vehicleProblem(v: VehicleCapacity, leg: LegNeeds): VehicleProblem | null {
  if (!vehicleServes(v.vehicle_type, leg.vehicle_type)) return 'type';
  if (v.seats < leg.pax) return 'seats';
  if (v.luggage_units < luggageUnits(leg)) return 'luggage';
  if (leg.rolstoelen > 0 && !v.wheelchair_accessible) return 'wheelchair';
  return null;
}

/** What the time rules look at of a leg (the order's columns of that leg). */
export interface LegTiming {
  leg: 'H' | 'T';
  /** The leg's day, 'YYYY/MM/DD'. */
  date: string;
  /** 'HH:mm', '' when the dispatcher set none yet. */
  pickup_time: string;
  /** The flight's time (departure) or landing time (return), 'HH:mm' or ''. */
  flight_time: string;
  /** The drive's minutes from the route (reistijdheen / reistijdterug), null when unknown. */
  travel_minutes: number | null;
  /** Hours at the airport before the flight (vroegeropluchthaven), null when not given. */
  airport_hours: number | null;
}

/** A stretch of time in minutes since 1970/01/01 00:00 (local time of the legs, Brussels). */
export interface Window {
  start: number;
  end: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The pickup of a leg in minutes since 1970/01/01: its pickup time, else the time derived from its
 * flight: for a departure, the flight time less the hours at the airport and the drive; for a return,
 * the landing time (the driver meets the customer at arrivals). Null when neither time is known.
 */
export function legPickupMinute(t: LegTiming): number | null {
  if (!isValidTime(t.pickup_time) && !isValidTime(t.flight_time)) return null;
  // One rule for the pickup: the cancellation clock's (core/cancellation.ts), with the fleet's
  // defaults for an airport margin or a drive the order does not know.
  const departure = t.leg === 'H';
  const at = pickupInstant({
    date: t.date,
    operatorTime: t.pickup_time,
    flightTime: t.flight_time,
    marginHours: departure ? (t.airport_hours ?? DEFAULT_AIRPORT_HOURS) : 0,
    rideMinutes: departure ? (t.travel_minutes ?? DEFAULT_TRAVEL_MINUTES) : 0,
  });
  if (!at) return null;
  const local = brusselsDateTime(at);
  const day = dayNumber(local.date);
  return day === undefined ? null : day * 1440 + minutesOf(local.time);
}

/**
 * The time a leg keeps its driver and vehicle busy: from its pickup ({@link legPickupMinute}) to the
 * estimated arrival (pickup plus the drive) plus {@link ASSIGNMENT_MARGIN_MINUTES}. A leg without any
 * known time takes its whole day, so it can never be double-booked unnoticed; the dispatcher sets a
 * pickup time to narrow it.
 */
export function legWindow(t: LegTiming): Window | null {
  const day = dayNumber(t.date);
  if (day === undefined) return null;
  const start = legPickupMinute(t);
  if (start === null) return { start: day * 1440, end: (day + 1) * 1440 };
  return { start, end: start + (t.travel_minutes ?? DEFAULT_TRAVEL_MINUTES) + ASSIGNMENT_MARGIN_MINUTES };
}

/** Whether two windows share a minute (one ending when the other starts does not). */
export function windowsOverlap(a: Window, b: Window): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A window's start as 'YYYY/MM/DD HH:mm', for a refusal's message. */
export function windowStartText(w: Window): string {
  const day = Math.floor(w.start / 1440);
  const m = w.start - day * 1440;
  const date = new Date(day * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');
  return `${date} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The fewest letters, digits and dashes a plate has (migration 030's CHECK on vehicles.plate). */
export const PLATE_MIN_LENGTH = 2;

/** The most letters, digits and dashes a plate has (migration 030's CHECK on vehicles.plate). */
export const PLATE_MAX_LENGTH = 12;

const PLATE = new RegExp(`^[A-Z0-9-]{${PLATE_MIN_LENGTH},${PLATE_MAX_LENGTH}}$`);

/**
 * A plate as stored: upper-case, spaces and dots removed ('1-abc-234' → '1-ABC-234'), or null when it
 * is not {@link PLATE_MIN_LENGTH} to {@link PLATE_MAX_LENGTH} letters, digits and dashes.
 */
export function normalizePlate(text: string): string | null {
  const plate = text.replace(/[\s.]/g, '').toUpperCase();
  return PLATE.test(plate) ? plate : null;
}
