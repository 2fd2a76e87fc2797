import type { EventStatus, Lang } from '../../../core';
import type { Queryable } from '../database';

/** An event as stored, with its organiser's name and slug. */
export interface EventRow {
  id: number;
  organiser_id: number;
  organisation: string;
  slug: string;
  names: Partial<Record<Lang, string>>;
  descriptions: Partial<Record<Lang, string>>;
  venue_name: string;
  venue_street: string;
  venue_nr: string;
  venue_postal: string;
  venue_city: string;
  lat: number;
  lon: number;
  start_date: string;
  start_time: string;
  end_date: string | null;
  end_time: string | null;
  booking_deadline: string;
  status: EventStatus;
}

/** The fields of an event an organiser writes. */
export type EventFields = Omit<EventRow, 'id' | 'organiser_id' | 'organisation' | 'slug'>;

const READ = `e.id, e.organiser_id, o.organisation, o.slug, e.names, e.descriptions, e.venue_name, e.venue_street,
  e.venue_nr, e.venue_postal, e.venue_city, e.lat, e.lon, e.start_date, e.start_time, e.end_date, e.end_time,
  e.booking_deadline, e.status`;
const FROM = 'FROM events e JOIN organisers o ON o.user_id = e.organiser_id';

const WRITTEN = [
  'names',
  'descriptions',
  'venue_name',
  'venue_street',
  'venue_nr',
  'venue_postal',
  'venue_city',
  'lat',
  'lon',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'booking_deadline',
  'status',
] as const satisfies readonly (keyof EventFields)[];

function values(e: EventFields): unknown[] {
  return WRITTEN.map((k) => (k === 'names' || k === 'descriptions' ? JSON.stringify(e[k]) : e[k]));
}

/** Inserts an event of organiser `organiserId` and returns its id. */
export async function insertEvent(db: Queryable, organiserId: number, e: EventFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO events (organiser_id, ${WRITTEN.join(', ')})
     VALUES ($1, ${WRITTEN.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [organiserId, ...values(e)],
  );
  return rows[0]!.id;
}

/** Rewrites an event of organiser `organiserId`; false when it has no such event. */
export async function updateEvent(
  db: Queryable,
  id: number,
  organiserId: number,
  e: EventFields,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE events SET ${WRITTEN.map((k, i) => `${k} = $${i + 3}`).join(', ')}, updated_at = now()
      WHERE id = $1 AND organiser_id = $2`,
    [id, organiserId, ...values(e)],
  );
  return affectedRows === 1;
}

/** Withdraws an event of organiser `organiserId`; false when it has no such event. */
export async function withdrawEvent(db: Queryable, id: number, organiserId: number): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE events SET status = 'withdrawn', updated_at = now() WHERE id = $1 AND organiser_id = $2`,
    [id, organiserId],
  );
  return affectedRows === 1;
}

/** Reads an event by id, whatever its status. */
export async function findEvent(db: Queryable, id: number): Promise<EventRow | null> {
  const { rows } = await db.query<EventRow>(`SELECT ${READ} ${FROM} WHERE e.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Lists the published events of approved organisers whose last day is `today` or later, soonest
 * first; only those of organiser `organiserId` when given.
 */
export async function listPublishedEvents(
  db: Queryable,
  today: string,
  organiserId?: number,
): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${READ} ${FROM}
      WHERE e.status = 'published' AND o.status = 'approved' AND coalesce(e.end_date, e.start_date) >= $1
        AND ($2::int IS NULL OR e.organiser_id = $2)
      ORDER BY e.start_date, e.start_time, e.id`,
    [today, organiserId ?? null],
  );
  return rows;
}

/** Lists every event of organiser `organiserId`, latest start first. */
export async function listOrganiserEvents(db: Queryable, organiserId: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${READ} ${FROM} WHERE e.organiser_id = $1 ORDER BY e.start_date DESC, e.id DESC`,
    [organiserId],
  );
  return rows;
}
