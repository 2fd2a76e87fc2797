/**
 * What the e-mails about one order read of it (the confirmation, the pickup time, the reminders): the
 * order's fields, its airports by name and its event's names and venue (server/mail/order-confirmation.ts
 * turns the row into the mail's view).
 */
import type { BookedExtraColumns, Lang } from '../../../core';
import type { Queryable } from '../database';

/**
 * One order as the order e-mails read it, addresses still in parts, with the extras' columns (issue 31:
 * the confirmation lists them).
 */
export interface MailOrderRow extends BookedExtraColumns {
  bonnr: string;
  ecode: string;
  status: string;
  taal: string;
  total_cents: number;
  voornaam: string;
  naam: string;
  emailklant: string;
  heenterug: string;
  soortvervoer: string;
  pax: number;
  remarks: string;
  datumheen: string;
  uurvluchtheen: string;
  vluchtnrheen: string;
  vroegeropluchthaven: string | number | null;
  heenstraat: string;
  heennr: string;
  heenpostnr: string;
  heenstad: string;
  reistijdheen: number | null;
  airportheen: string;
  datumterug: string;
  uurvluchtterug: string;
  vluchtnrterug: string;
  terugherkomst: string;
  terugstraat: string;
  terugnr: string;
  terugpostnr: string;
  terugstad: string;
  reistijdterug: number | null;
  airportterug: string;
  event_id: number | null;
  event_names: Partial<Record<Lang, string>> | null;
  /** The event's venue on one line ('Name, Street 1, 9000 City'); null for an airport order. */
  venue: string | null;
  /** How often the booking was changed since it was placed (order_changes): its calendar's SEQUENCE. */
  changes: number;
}

/** Reads order `id` for its e-mails; null when it does not exist. */
export async function findMailOrderRow(db: Queryable, id: number): Promise<MailOrderRow | null> {
  const { rows } = await db.query<MailOrderRow>(
    `SELECT o.bonnr, o.ecode, o.status, o.taal, o.total_cents, o.voornaam, o.naam, o.emailklant, o.heenterug,
            o.soortvervoer, o.pax, o.huisdieren, o.koffers, o.aantalks2, o.aantalks3, o.aantalks4,
            o.rolstoelen, o.rollators, o.fietskoffers, o.skis, o.golfbags, o.kinderwagens, o.remarks, o.datumheen, o.uurvluchtheen, o.vluchtnrheen, o.vroegeropluchthaven,
            o.heenstraat, o.heennr, o.heenpostnr, o.heenstad,
            o.reistijdheen, coalesce(ah.name, o.idluchthavenheen) AS airportheen,
            o.datumterug, o.uurvluchtterug, o.vluchtnrterug, o.terugherkomst,
            o.terugstraat, o.terugnr, o.terugpostnr, o.terugstad,
            o.reistijdterug, coalesce(at.name, o.idluchthaventerug) AS airportterug,
            o.event_id, e.names AS event_names,
            e.venue_name || ', ' || e.venue_street || ' ' || e.venue_nr || ', ' || e.venue_postal || ' ' || e.venue_city
              AS venue,
            (SELECT count(*)::int FROM order_changes c WHERE c.order_id = o.id) AS changes
       FROM orders o
       LEFT JOIN events e ON e.id = o.event_id
       LEFT JOIN airports ah ON ah.id = o.idluchthavenheen
       LEFT JOIN airports at ON at.id = o.idluchthaventerug
      WHERE o.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
