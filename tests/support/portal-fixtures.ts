/**
 * Orders stored straight in the database for the agents'-portal and privacy tests (issue 13): the
 * dates, licence, status and prices each test needs, with a personal name, e-mail, phone, streets and
 * flight numbers to see erased.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../server/data/database';

/** What a stored test order differs in. */
export interface PortalOrderSeed {
  talic?: string;
  status?: string;
  heenterug?: 'H' | 'T' | 'HT';
  datumheen?: string;
  datumterug?: string;
  userId?: number | null;
  voornaam?: string;
  naam?: string;
  emailklant?: string;
  taal?: 'NL' | 'FR' | 'EN';
  /** Per leg: gross, net (after the agent's discount) and the customer's price, in cents. */
  bruto?: number;
  netto?: number;
  /** When the order was invoiced (an order_status_changes row), for the monthly statement. */
  invoicedAt?: string;
}

/** Stores an order and answers its id, receipt number and booking code. */
export async function storeOrder(
  db: Queryable,
  seed: PortalOrderSeed = {},
): Promise<{ id: number; bonnr: string; ecode: string }> {
  const kind = seed.heenterug ?? 'HT';
  const bruto = seed.bruto ?? 10_000;
  const netto = seed.netto ?? bruto;
  const legs = kind === 'HT' ? 2 : 1;
  const talic = seed.talic ?? '';
  const { rows } = await db.query<{ id: number; bonnr: string; ecode: string }>(
    `INSERT INTO orders (ecode, request_hash, token_id, user_id, status, total_cents, heenterug, soortvervoer,
        taal, pax, koffers, datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, heenstraat, heennr,
        heenpostnr, heenstad, heenland, heenlatlonvan, datumterug, uurvluchtterug, vluchtnrterug,
        idluchthaventerug, terugstraat, terugnr, terugpostnr, terugstad, terugland, voornaam, naam,
        telklant, emailklant, talic, uid, emailagent, naamagent, portal,
        brutoprijsheen_cents, nettoprijsheen_cents, prijsklantheen_cents,
        brutoprijsterug_cents, nettoprijsterug_cents, prijsklantterug_cents)
     VALUES ($1, 'test', 'seed', $2, $3, $4, $5, 'comfort', $6, 2, 2,
        $7, '09:30', 'SN2153', 'BRU', 'Bondgenotenlaan', '12', '3000', 'Leuven', 'BE', '50.88,4.70',
        $8, '18:45', 'SN2154', 'BRU', 'Bondgenotenlaan', '12', '3000', 'Leuven', 'BE',
        $9, $10, '+32470123456', $11, $12, $13, $14, $15, $16,
        $17, $18, $18, $19, $20, $20)
     RETURNING id, bonnr, ecode`,
    [
      randomBytes(6).toString('hex').toUpperCase(),
      seed.userId ?? null,
      seed.status ?? 'paid',
      netto * legs,
      kind,
      seed.taal ?? 'NL',
      kind === 'T' ? '' : (seed.datumheen ?? '2030/03/14'),
      kind === 'H' ? '' : (seed.datumterug ?? '2030/03/21'),
      seed.voornaam ?? 'Tine',
      seed.naam ?? 'Peeters',
      seed.emailklant ?? 'tine@example.be',
      talic,
      talic ? 'U-77' : '',
      talic ? 'desk@agency.be' : '',
      talic ? 'Agency & Co' : '',
      talic ? 1 : 0,
      kind === 'T' ? 0 : bruto,
      kind === 'T' ? 0 : netto,
      kind === 'H' ? 0 : bruto,
      kind === 'H' ? 0 : netto,
    ],
  );
  const order = rows[0]!;
  if (seed.invoicedAt)
    await db.query(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, cause, changed_at)
       VALUES ($1, 'awaiting_payment', 'invoiced', 'invoice', $2)`,
      [order.id, seed.invoicedAt],
    );
  return order;
}
