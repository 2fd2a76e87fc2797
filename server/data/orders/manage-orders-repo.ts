/** The order as the manage calls read it: every column the view, the rules and the receipt need. */
import type { BookedExtraColumns, OrderStatus } from '../../../core';
import type { Queryable } from '../database';

/**
 * An order row for the manage calls (money in cents), with the extras' columns (issue 31: listed back to
 * the customer).
 */
export interface ManagedOrder extends BookedExtraColumns {
  id: number;
  bonnr: string;
  ecode: string;
  status: OrderStatus;
  user_id: number | null;
  token_id: string;
  taal: 'NL' | 'FR' | 'EN';
  total_cents: number;
  /** What a paid order still owes for a coupon it lost to another booking (issue 23). */
  balance_due_cents: number;
  heenterug: 'H' | 'T' | 'HT';
  soortvervoer: string;
  pax: number;
  remarks: string;
  po: string;
  talic: string;
  naamagent: string;
  voornaam: string;
  naam: string;
  telklant: string;
  emailklant: string;
  datumheen: string;
  uurvluchtheen: string;
  vluchtnrheen: string;
  idluchthavenheen: string;
  vroegeropluchthaven: string | number | null;
  heenstraat: string;
  heennr: string;
  heenpostnr: string;
  heenstad: string;
  reistijdheen: number | null;
  pickup_time_heen: string;
  datumterug: string;
  uurvluchtterug: string;
  vluchtnrterug: string;
  idluchthaventerug: string;
  terugherkomst: string;
  terugstraat: string;
  terugnr: string;
  terugpostnr: string;
  terugstad: string;
  pickup_time_terug: string;
  /** The earliest pickup each leg had before the customer's changes (null: never changed). */
  earliest_pickup_heen: Date | null;
  earliest_pickup_terug: Date | null;
  brutoprijsheen_cents: number;
  nettoprijsheen_cents: number;
  prijsklantheen_cents: number;
  kortingcouponsheen_cents: number;
  brutoprijsterug_cents: number;
  nettoprijsterug_cents: number;
  prijsklantterug_cents: number;
  kortingcouponsterug_cents: number;
  created_at: Date | string;
}

const COLUMNS = `id, bonnr, ecode, status, user_id, token_id, taal, total_cents, balance_due_cents, heenterug, soortvervoer, pax, koffers,
  huisdieren, aantalks2, aantalks3, aantalks4, rolstoelen, rollators, fietskoffers, skis, golfbags, kinderwagens, remarks,
  po, talic, naamagent, voornaam, naam, telklant, emailklant,
  datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, vroegeropluchthaven, heenstraat, heennr, heenpostnr,
  heenstad, reistijdheen, pickup_time_heen,
  datumterug, uurvluchtterug, vluchtnrterug, idluchthaventerug, terugherkomst, terugstraat, terugnr, terugpostnr,
  terugstad, pickup_time_terug, earliest_pickup_heen, earliest_pickup_terug,
  brutoprijsheen_cents, nettoprijsheen_cents, prijsklantheen_cents, kortingcouponsheen_cents,
  brutoprijsterug_cents, nettoprijsterug_cents, prijsklantterug_cents, kortingcouponsterug_cents, created_at`;

/** Reads order `id` for the manage calls, or null. */
export async function findManagedOrder(db: Queryable, id: number): Promise<ManagedOrder | null> {
  const { rows } = await db.query<ManagedOrder>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Reads the order whose booking code and customer e-mail address are both `ecode` and `email`: the
 * code as printed (any case, spaces around it ignored), the address in any case. Null for a wrong pair
 * and an unknown code alike.
 */
export async function findOrderByPair(
  db: Queryable,
  ecode: string,
  email: string,
): Promise<ManagedOrder | null> {
  const { rows } = await db.query<ManagedOrder>(
    `SELECT ${COLUMNS} FROM orders WHERE ecode = upper($1) AND lower(emailklant) = lower($2)`,
    [ecode.trim(), email.trim()],
  );
  return rows[0] ?? null;
}
