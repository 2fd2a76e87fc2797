/**
 * The order as the wizard's change mode starts from it (issue 27): every column the booking payload
 * (POST billoprice/neworder) carries, read back under the payload's own names, so the wizard reopens
 * the order as it stands. Prices are left out: the change is repriced by the server's quote.
 */
import type { Queryable } from '../database';

/** The payload columns of one order, as stored. */
export interface RevisionDraftRow {
  heenterug: 'H' | 'T' | 'HT';
  soortvervoer: string;
  taal: string;
  po: string;
  coupons: unknown;
  pax: number;
  koffers: number;
  rolstoelen: number;
  skis: number;
  kinderwagens: number;
  golfbags: number;
  fietskoffers: number;
  rollators: number;
  huisdieren: number;
  aantalks2: number;
  aantalks3: number;
  aantalks4: number;
  datumheen: string;
  uurvluchtheen: string;
  vluchtnrheen: string;
  idluchthavenheen: string;
  vroegeropluchthaven: string | number | null;
  heenstraat: string;
  heennr: string;
  heenpostnr: string;
  heenstad: string;
  heenland: string;
  afstandheen: number | null;
  reistijdheen: number | null;
  heenlatlonvan: string;
  heenlatlonnaar: string;
  datumterug: string;
  uurvluchtterug: string;
  vluchtnrterug: string;
  idluchthaventerug: string;
  terugherkomst: string;
  terugstraat: string;
  terugnr: string;
  terugpostnr: string;
  terugstad: string;
  terugland: string;
  afstandterug: number | null;
  reistijdterug: number | null;
  teruglatlonvan: string;
  teruglatlonnaar: string;
  voornaam: string;
  naam: string;
  telklant: string;
  emailklant: string;
  talic: string;
  uid: string;
  emailagent: string;
  naamagent: string;
  remarks: string;
  portal: number;
  total_cents: number;
}

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
