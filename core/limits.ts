/**
 * Numeric limits of the booking form (SPEC 5 "Numeric limits", SPEC 9). The widget clamps its number
 * inputs with these, the server validates orders with them, so both agree on every boundary.
 */

/** An inclusive range for one count field. */
export interface CountLimit {
  readonly min: number;
  readonly max: number;
}

/**
 * The allowed range of every count field of the booking draft, inclusive on both ends. Passengers stop
 * at 7 because the driver takes the eighth seat of a Combi minibus.
 */
export const COUNT_LIMITS = {
  pax: { min: 1, max: 7 },
  koffers: { min: 0, max: 8 },
  fietskoffers: { min: 0, max: 3 },
  rolstoelen: { min: 0, max: 3 },
  rollators: { min: 0, max: 3 },
  kinderwagens: { min: 0, max: 8 },
  skis: { min: 0, max: 8 },
  golfbags: { min: 0, max: 8 },
  childSeatsSmall: { min: 0, max: 2 },
  childSeatsMedium: { min: 0, max: 2 },
  childSeatsLarge: { min: 0, max: 2 },
} as const satisfies Record<string, CountLimit>;

/** The name of a count field that has a range in {@link COUNT_LIMITS}. */
export type CountField = keyof typeof COUNT_LIMITS;

/** Every count field, in the order the form shows them. */
export const COUNT_FIELDS = Object.keys(COUNT_LIMITS) as CountField[];

/** The three child-seat fields, one per age band (1-3 years, 3-5 years, over 5 years). */
export type ChildSeatField = 'childSeatsSmall' | 'childSeatsMedium' | 'childSeatsLarge';

/** The child-seat fields in age order. */
export const CHILD_SEAT_FIELDS = [
  'childSeatsSmall',
  'childSeatsMedium',
  'childSeatsLarge',
] as const satisfies readonly ChildSeatField[];

/** The child-seat counts of a booking, one per age band. */
export type ChildSeats = Readonly<Record<ChildSeatField, number>>;

/** The most child seats one booking may carry, summed over all three age bands. */
export const MAX_CHILD_SEATS_TOTAL = 2;

/** The airport time margins (hours before the flight) a customer may choose. */
export const TIME_MARGINS = [2, 2.5, 3] as const;

/** One of the allowed airport time margins, in hours. */
export type TimeMargin = (typeof TIME_MARGINS)[number];

/** The values a fresh booking draft starts with (SPEC 9 "Defaults"). */
export const DEFAULTS = {
  pax: 2,
  koffers: 2,
  timeMargin: 2,
} as const satisfies { pax: number; koffers: number; timeMargin: TimeMargin };

/**
 * Turns whatever a number input produced into an allowed count for `field`. Numbers and numeric strings
 * are truncated towards zero and clamped into the field's range; anything else (empty text, NaN,
 * objects) becomes the minimum, because an unreadable value must never leave the form invalid.
 *
 * @example clampCount('pax', '9') // 7
 */
export function clampCount(field: CountField, value: unknown): number {
  const { min, max } = COUNT_LIMITS[field];
  const n = toNumber(value);
  if (Number.isNaN(n)) return min;
  // Math.max(min, -0) is 0, so a truncated negative fraction never leaks a negative zero.
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/**
 * Sets one child-seat count while keeping the total at or below {@link MAX_CHILD_SEATS_TOTAL}. The
 * changed field is clamped to what the other two bands leave free, so the customer's latest choice is
 * the one that gives way rather than silently changing a band they did not touch.
 *
 * @example clampChildSeats({ childSeatsSmall: 1, childSeatsMedium: 0, childSeatsLarge: 0 }, 'childSeatsLarge', 2)
 * // { childSeatsSmall: 1, childSeatsMedium: 0, childSeatsLarge: 1 }
 */
export function clampChildSeats(seats: ChildSeats, changedField: ChildSeatField, value: unknown): ChildSeats {
  const others = CHILD_SEAT_FIELDS.filter((f) => f !== changedField).reduce((sum, f) => sum + seats[f], 0);
  const room = Math.max(0, MAX_CHILD_SEATS_TOTAL - others);
  return { ...seats, [changedField]: Math.min(room, clampCount(changedField, value)) };
}

/** Sums the three child-seat bands: the number of seats a booking carries on each leg. */
export function childSeatTotal(seats: ChildSeats): number {
  return seats.childSeatsSmall + seats.childSeatsMedium + seats.childSeatsLarge;
}

/** Tells whether a booking's child seats stay within {@link MAX_CHILD_SEATS_TOTAL} over all three bands. */
export function childSeatsFit(seats: ChildSeats): boolean {
  return childSeatTotal(seats) <= MAX_CHILD_SEATS_TOTAL;
}

/** Tells whether `value` is exactly one of the allowed airport time margins. */
export function isTimeMargin(value: unknown): value is TimeMargin {
  return (TIME_MARGINS as readonly unknown[]).includes(value);
}

/** Tells whether `value` is a whole number inside the range of `field`. */
export function isCountInRange(field: CountField, value: number): boolean {
  const { min, max } = COUNT_LIMITS[field];
  return Number.isInteger(value) && value >= min && value <= max;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  // Number('') and Number('  ') are 0, which would hide an emptied input; treat blank text as unreadable.
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
