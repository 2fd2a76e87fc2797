/**
 * Cargo load of one booking (SPEC 5): every passenger and item takes a weighted share of one vehicle,
 * and the sum must stay at or below {@link MAX_CARGO}.
 */

/** The fields that take room in the vehicle. */
export type CargoField =
  'pax' | 'koffers' | 'rolstoelen' | 'skis' | 'golfbags' | 'rollators' | 'fietskoffers' | 'kinderwagens';

/** The counts that make up a cargo load; a booking draft satisfies this shape. */
export type CargoCounts = Readonly<Record<CargoField, number>>;

/** How much room one unit of each field takes. Bulky items count as several seats' worth. */
export const CARGO_WEIGHTS = {
  pax: 1,
  koffers: 1,
  rolstoelen: 5,
  skis: 2,
  golfbags: 2,
  rollators: 5,
  fietskoffers: 5,
  kinderwagens: 2,
} as const satisfies Record<CargoField, number>;

/** The most cargo one vehicle takes; also the full mark of the cargo progress bar. */
export const MAX_CARGO = 16;

const CARGO_FIELDS = Object.keys(CARGO_WEIGHTS) as CargoField[];

/** Computes the weighted cargo load of a booking. */
export function cargoLoad(c: CargoCounts): number {
  return CARGO_FIELDS.reduce((sum, field) => sum + CARGO_WEIGHTS[field] * c[field], 0);
}

/** Tells whether the cargo fits one vehicle, i.e. its load is at most {@link MAX_CARGO}. */
export function cargoFits(c: CargoCounts): boolean {
  return cargoLoad(c) <= MAX_CARGO;
}

/**
 * Gives the load as a whole percentage of {@link MAX_CARGO} for the progress bar, rounded and capped at
 * 100 so an overfull vehicle shows a full bar instead of overflowing it.
 */
export function cargoPercent(c: CargoCounts): number {
  return Math.min(100, Math.round((cargoLoad(c) / MAX_CARGO) * 100));
}
