/**
 * The order as the wizard's change mode starts from it (issue 27): every column the booking payload
 * (POST billoprice/neworder) carries, read back under the payload's own names, so the wizard reopens
 * the order as it stands. Prices are left out: the change is repriced by the server's quote.
 */
import type { RevisionDraftOrder } from '../../../core';
import type { Queryable } from '../database';

/**
 * The payload columns of one order, as stored: core's shape of the answer, where the coupons are still
 * the stored JSON, the margin and the routes may be null, and the total is read beside them.
 */
export type RevisionDraftRow = Omit<
  RevisionDraftOrder,
  'coupons' | 'vroegeropluchthaven' | 'afstandheen' | 'reistijdheen' | 'afstandterug' | 'reistijdterug'
> & {
  coupons: unknown;
  vroegeropluchthaven: string | number | null;
  afstandheen: number | null;
  reistijdheen: number | null;
  afstandterug: number | null;
  reistijdterug: number | null;
  total_cents: number;
};

const COLUMNS = `heenterug, soortvervoer, taal, po, coupons, pax, koffers, rolstoelen, skis, kinderwagens, golfbags,
  fietskoffers, rollators, huisdieren, aantalks2, aantalks3, aantalks4,
  datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, vroegeropluchthaven, heenstraat, heennr, heenpostnr,
  heenstad, heenland, afstandheen, reistijdheen, heenlatlonvan, heenlatlonnaar,
  datumterug, uurvluchtterug, vluchtnrterug, idluchthaventerug, terugherkomst, terugstraat, terugnr, terugpostnr,
  terugstad, terugland, afstandterug, reistijdterug, teruglatlonvan, teruglatlonnaar,
  voornaam, naam, telklant, emailklant, talic, uid, emailagent, naamagent, remarks, portal, total_cents`;

/** Reads the payload columns of order `id`, or null. */
export async function findRevisionDraftRow(db: Queryable, id: number): Promise<RevisionDraftRow | null> {
  const { rows } = await db.query<RevisionDraftRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
