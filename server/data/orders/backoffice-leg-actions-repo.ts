/**
 * The columns of one leg of an order that staff change (issue 13): its pickup time and its outcome
 * once driven. The rules (which leg, which day, the audit entry) are server/backoffice/leg-actions.ts's.
 */
import type { Queryable } from '../database';

/** A leg of an order: 'H' (departure) or 'T' (return). */
export type LegCode = 'H' | 'T';

/** What staff see of one leg before they change it. */
export interface LegRow {
  status: string;
  heenterug: string;
  date: string;
  flight_time: string;
  pickup_time: string;
  outcome: string;
}

const suffix = (leg: LegCode) => (leg === 'H' ? 'heen' : 'terug');

/** Locks order `id` (FOR UPDATE) and reads leg `leg`'s columns, or null when there is no such order. */
export async function lockOrderLeg(tx: Queryable, id: number, leg: LegCode): Promise<LegRow | null> {
  const s = suffix(leg);
  const { rows } = await tx.query<LegRow>(
    `SELECT status, heenterug, datum${s} AS date, uurvlucht${s} AS flight_time, pickup_time_${s} AS pickup_time,
            outcome_${s} AS outcome
       FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Writes the pickup time ('HH:mm', '' for none) of leg `leg` of order `id`. */
export async function writePickupTime(tx: Queryable, id: number, leg: LegCode, time: string): Promise<void> {
  await tx.query(`UPDATE orders SET pickup_time_${suffix(leg)} = $2, updated_at = now() WHERE id = $1`, [
    id,
    time,
  ]);
}

/** Writes the outcome ('', 'done' or 'no_show') of leg `leg` of order `id`. */
export async function writeLegOutcome(tx: Queryable, id: number, leg: LegCode, outcome: string): Promise<void> {
  await tx.query(`UPDATE orders SET outcome_${suffix(leg)} = $2, updated_at = now() WHERE id = $1`, [
    id,
    outcome,
  ]);
}
