/**
 * The operator's meeting-point texts per airport (migration 033 `airport_meeting_points`), in nl, fr
 * and en; an empty text means the product's default (server/messages/meeting-point.ts).
 */
import type { Queryable } from '../database';

/** One airport's meeting-point texts. */
export interface MeetingPointRow {
  airport_id: string;
  name: string;
  served: boolean;
  text_nl: string;
  text_fr: string;
  text_en: string;
}

/** The served airports, and any other with texts, with their meeting-point texts, by code. */
export async function listMeetingPoints(db: Queryable): Promise<MeetingPointRow[]> {
  const { rows } = await db.query<MeetingPointRow>(
    `SELECT a.id AS airport_id, a.name, a.served,
            coalesce(m.text_nl, '') AS text_nl, coalesce(m.text_fr, '') AS text_fr, coalesce(m.text_en, '') AS text_en
       FROM airports a LEFT JOIN airport_meeting_points m ON m.airport_id = a.id
      WHERE a.served OR m.airport_id IS NOT NULL
      ORDER BY a.id`,
  );
  return rows;
}

/** The meeting-point texts of airport `airportId`, or null when none were set. */
export async function findMeetingPoint(
  db: Queryable,
  airportId: string,
): Promise<{ text_nl: string; text_fr: string; text_en: string } | null> {
  const { rows } = await db.query<{ text_nl: string; text_fr: string; text_en: string }>(
    'SELECT text_nl, text_fr, text_en FROM airport_meeting_points WHERE airport_id = $1',
    [airportId],
  );
  return rows[0] ?? null;
}

/** Whether airport `airportId` is known (a row of `airports`). */
export async function airportExists(db: Queryable, airportId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM airports WHERE id = $1', [airportId]);
  return rows.length > 0;
}

/** Sets the three meeting-point texts of airport `airportId`, answering them as stored. */
export async function upsertMeetingPoint(
  tx: Queryable,
  airportId: string,
  texts: { nl: string; fr: string; en: string },
  by: number | null,
): Promise<{ text_nl: string; text_fr: string; text_en: string }> {
  const { rows } = await tx.query<{ text_nl: string; text_fr: string; text_en: string }>(
    `INSERT INTO airport_meeting_points (airport_id, text_nl, text_fr, text_en, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (airport_id) DO UPDATE SET text_nl = $2, text_fr = $3, text_en = $4, updated_by = $5,
                 updated_at = now()
     RETURNING text_nl, text_fr, text_en`,
    [airportId, texts.nl, texts.fr, texts.en, by],
  );
  return rows[0]!;
}
