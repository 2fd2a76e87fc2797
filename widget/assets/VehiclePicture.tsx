/**
 * The picture of each transport type on step 2's cards (issue 31): a small hand-drawn SVG per vehicle
 * (a minibus for Combi and Comfort's larger parties, a saloon for Comfort, a long premium saloon for
 * Business), a few hundred bytes each, shipped inside step 2's chunk so the card needs no request of
 * its own. `label` is the text alternative (role="img").
 */
import type { TransportType } from '../../core';

// One path per body shape on a 96 × 48 grid; the wheels and windows are drawn alike for every type.
const BODY: Record<TransportType, string> = {
  COMBINATIE: 'M6 36V12q0-6 6-6h58q6 0 10 6l10 12v12z',
  COMFORT: 'M6 36v-9q0-4 4-5l14-3 12-9q4-3 9-3h16q5 0 9 3l12 9 8 2q4 1 4 5v10z',
  BUSINESS: 'M4 36v-8q0-4 4-5l18-4 12-8q4-2 9-2h18q5 0 9 3l11 7 7 2q4 1 4 5v10z',
};
const WINDOWS: Record<TransportType, string> = {
  COMBINATIE: 'M14 11h14v9H14zM32 11h14v9H32zM50 11h14v9H50zM68 11h7l8 9H68z',
  COMFORT: 'M30 19l9-7h9v7zM52 12h8q3 0 6 2l7 5H52z',
  BUSINESS: 'M30 18l10-6h10v6zM54 12h9q3 0 6 2l7 4H54z',
};

/** Renders the picture of `type` with `label` as its text alternative. */
export function VehiclePicture({ type, label }: { type: TransportType; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 96 48"
      width="96"
      height="48"
      style={{ flex: 'none', order: -1 }}
    >
      <path d={BODY[type]} fill="currentColor" opacity=".8" />
      <path d={WINDOWS[type]} fill="#fff" />
      <circle cx="24" cy="38" r="6" fill="#333" stroke="#fff" strokeWidth="2" />
      <circle cx="74" cy="38" r="6" fill="#333" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
