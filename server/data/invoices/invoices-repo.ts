/**
 * The invoices table and its yearly counter (migration 025): the only SQL of invoices and credit notes.
 * Numbers are taken from `invoice_counters` under the counter row's lock, inside the caller's
 * transaction, so a rolled-back settlement gives its number back and two settlements never share one.
 */
import type { Queryable } from '../database';

/** What kind of document: an invoice (or a consumer's receipt) or a credit note correcting one. */
export type InvoiceKind = 'invoice' | 'credit_note';

/** How a document was settled (invoice) or how its money goes back (credit note). */
export type InvoiceMethod = 'online' | 'invoice' | 'coupon' | 'card';

/** One line of a document, VAT included: a leg of the ride, an adjustment, or the credited amount. */
export interface InvoiceLine {
  /** 'reissue': a change of the booking credits its earlier invoice in full (issue 27). */
  kind: 'H' | 'T' | 'adjustment' | 'credit' | 'reissue';
  gross_cents: number;
}

/** A ride an invoice bills, as the order stood when it was issued (migration 038). */
export interface InvoiceRide {
  leg: 'H' | 'T';
  /** 'YYYY/MM/DD'. */
  date: string;
  airport: string;
  /** The list price and the price after the agent's terms, VAT included. */
  gross_cents: number;
  net_cents: number;
}

/** The buyer as the document names them. */
export interface InvoiceCustomer {
  name: string;
  /** A company account's name, VAT number and billing address; null on a consumer's receipt. */
  company: {
    name: string;
    vat: string;
    address: { street: string; postal: string; city: string; country: string } | null;
  } | null;
}

/** An issued invoice or credit note, as stored. */
export interface InvoiceRecord {
  id: number;
  number: string;
  kind: InvoiceKind;
  orderId: number;
  /** The invoice a credit note corrects (its number and date); null on an invoice. */
  corrects: { number: string; issuedOn: string } | null;
  /** 'YYYY/MM/DD' (core's date form), Brussels: the day of payment, invoicing or cancellation. */
  issuedOn: string;
  lang: 'nl' | 'fr' | 'en';
  customer: InvoiceCustomer;
  method: InvoiceMethod;
  methodDetail: string;
  lines: InvoiceLine[];
  totalCents: number;
  /** The rides it bills (a credit note: those of the invoice it corrects); null when not known. */
  rides?: InvoiceRide[] | null;
}

/** What a new document holds; its number and year come from the counter. */
export type NewInvoice = Omit<InvoiceRecord, 'id' | 'number' | 'corrects'> & { correctsId: number | null };

/**
 * Takes the next number of `year` inside `tx`: the counter row is created or incremented under its
 * row lock (INSERT … ON CONFLICT DO UPDATE locks the row it updates), which a concurrent taker waits
 * for until this transaction ends.
 */
async function nextNumber(tx: Queryable, year: number): Promise<number> {
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [year],
  );
  return rows[0]!.last_number;
}

/** Stores `doc` with the next number of its issue year; returns the stored record. */
export async function insertInvoice(tx: Queryable, doc: NewInvoice): Promise<InvoiceRecord> {
  const year = Number(doc.issuedOn.slice(0, 4));
  const seq = await nextNumber(tx, year);
  const number = `${year}/${String(seq).padStart(6, '0')}`;
  const c = doc.customer.company;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (year, seq, number, kind, order_id, corrects_id, issued_on, lang, customer_name,
                           company, vat, billing_street, billing_postal, billing_city, billing_country,
                           payment_method, payment_detail, lines, total_cents, rides)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     RETURNING id`,
    [
      year,
      seq,
      number,
      doc.kind,
      doc.orderId,
      doc.correctsId,
      doc.issuedOn,
      doc.lang,
      doc.customer.name,
      c?.name ?? null,
      c?.vat ?? null,
      c?.address?.street ?? null,
      c?.address?.postal ?? null,
      c?.address?.city ?? null,
      c?.address?.country ?? null,
      doc.method,
      doc.methodDetail,
      JSON.stringify(doc.lines),
      doc.totalCents,
      doc.rides ? JSON.stringify(doc.rides) : null,
    ],
  );
  return (await findInvoice(tx, rows[0]!.id))!;
}

interface Row {
  id: number;
  number: string;
  kind: InvoiceKind;
  order_id: number;
  corrects: string | null;
  corrects_on: string | null;
  issued_on: string;
  lang: InvoiceRecord['lang'];
  customer_name: string;
  company: string | null;
  vat: string | null;
  billing_street: string | null;
  billing_postal: string | null;
  billing_city: string | null;
  billing_country: string | null;
  payment_method: InvoiceMethod;
  payment_detail: string;
  lines: InvoiceLine[] | string;
  total_cents: number;
  rides: InvoiceRide[] | string | null;
}

const SELECT = `SELECT i.id, i.number, i.kind, i.order_id, c.number AS corrects,
  to_char(c.issued_on, 'YYYY/MM/DD') AS corrects_on,
  to_char(i.issued_on, 'YYYY/MM/DD') AS issued_on, i.lang, i.customer_name, i.company, i.vat, i.billing_street,
  i.billing_postal, i.billing_city, i.billing_country, i.payment_method, i.payment_detail, i.lines,
  i.total_cents, i.rides
  FROM invoices i LEFT JOIN invoices c ON c.id = i.corrects_id`;

function toRecord(r: Row): InvoiceRecord {
  const address =
    r.billing_street !== null
      ? {
          street: r.billing_street,
          postal: r.billing_postal ?? '',
          city: r.billing_city ?? '',
          country: r.billing_country ?? '',
        }
      : null;
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    orderId: r.order_id,
    corrects: r.corrects !== null ? { number: r.corrects, issuedOn: r.corrects_on ?? '' } : null,
    issuedOn: r.issued_on,
    lang: r.lang,
    customer: {
      name: r.customer_name,
      company: r.company !== null ? { name: r.company, vat: r.vat ?? '', address } : null,
    },
    method: r.payment_method,
    methodDetail: r.payment_detail,
    lines: typeof r.lines === 'string' ? (JSON.parse(r.lines) as InvoiceLine[]) : r.lines,
    totalCents: r.total_cents,
    rides: typeof r.rides === 'string' ? (JSON.parse(r.rides) as InvoiceRide[]) : r.rides,
  };
}

/** Document `id`, or null. */
export async function findInvoice(db: Queryable, id: number): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The current invoice of order `orderId`, or null when it was never paid or invoiced. An order has one
 * invoice until a change of the booking reissues it (server/invoices/revise-invoice.ts): that credits
 * the current invoice in full and issues a newer one in the same transaction, so the current invoice is
 * the newest, the one no change's credit note corrects. A cancellation's partial credit note leaves it
 * current (its receipt is still that invoice).
 */
export async function invoiceOfOrder(db: Queryable, orderId: number): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE i.order_id = $1 AND i.kind = 'invoice' ORDER BY i.id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The latest credit note of order `orderId` against its current invoice (a cancellation's), or null when
 * none was issued; the credit notes by which a change replaced earlier invoices are not it.
 */
export async function latestCreditNote(db: Queryable, orderId: number): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE i.order_id = $1 AND i.kind = 'credit_note' AND i.corrects_id = (
       SELECT id FROM invoices WHERE order_id = $1 AND kind = 'invoice' ORDER BY id DESC LIMIT 1)
     ORDER BY i.id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The cents the credit notes of order `orderId` gave back so far against its current invoice (the
 * credit notes of invoices a change replaced are settled by their reissue, not by this one).
 */
export async function creditedCents(db: Queryable, orderId: number): Promise<number> {
  const { rows } = await db.query<{ cents: number }>(
    `SELECT coalesce(sum(total_cents), 0)::int AS cents FROM invoices
      WHERE kind = 'credit_note' AND corrects_id = (
        SELECT id FROM invoices WHERE order_id = $1 AND kind = 'invoice' ORDER BY id DESC LIMIT 1)`,
    [orderId],
  );
  return rows[0]?.cents ?? 0;
}

/** What an invoice records of its order when it is issued. */
export interface InvoiceSource {
  lang: InvoiceRecord['lang'];
  customerName: string;
  userId: number | null;
  agentName: string;
  heenterug: string;
  heenCents: number;
  terugCents: number;
  totalCents: number;
  rides: InvoiceRide[];
}

/** Reads what order `orderId` gives its invoice; null when there is no such order. */
export async function invoiceSource(db: Queryable, orderId: number): Promise<InvoiceSource | null> {
  const { rows } = await db.query<
    Omit<InvoiceSource, 'rides'> & {
      datumheen: string;
      idluchthavenheen: string;
      brutoprijsheen_cents: number;
      nettoprijsheen_cents: number;
      datumterug: string;
      idluchthaventerug: string;
      brutoprijsterug_cents: number;
      nettoprijsterug_cents: number;
    }
  >(
    `SELECT lower(taal) AS "lang", btrim(voornaam || ' ' || naam) AS "customerName", user_id AS "userId",
            naamagent AS "agentName", heenterug, prijsklantheen_cents AS "heenCents",
            prijsklantterug_cents AS "terugCents", total_cents AS "totalCents", datumheen, idluchthavenheen,
            brutoprijsheen_cents, nettoprijsheen_cents, datumterug, idluchthaventerug, brutoprijsterug_cents,
            nettoprijsterug_cents
       FROM orders WHERE id = $1`,
    [orderId],
  );
  const r = rows[0];
  if (!r) return null;
  const rides: InvoiceRide[] = [];
  if (r.heenterug.includes('H'))
    rides.push({
      leg: 'H',
      date: r.datumheen,
      airport: r.idluchthavenheen,
      gross_cents: r.brutoprijsheen_cents,
      net_cents: r.nettoprijsheen_cents,
    });
  if (r.heenterug.includes('T'))
    rides.push({
      leg: 'T',
      date: r.datumterug,
      airport: r.idluchthaventerug,
      gross_cents: r.brutoprijsterug_cents,
      net_cents: r.nettoprijsterug_cents,
    });
  return {
    lang: r.lang,
    customerName: r.customerName,
    userId: r.userId,
    agentName: r.agentName,
    heenterug: r.heenterug,
    heenCents: r.heenCents,
    terugCents: r.terugCents,
    totalCents: r.totalCents,
    rides,
  };
}

/** The card brand the provider reported with payment message `eventId` ('' when it named none). */
export async function paymentBrand(db: Queryable, eventId: number | null): Promise<string> {
  if (eventId === null) return '';
  const { rows } = await db.query<{ brand: string | null }>(
    `SELECT params ->> 'BRAND' AS brand FROM payment_events WHERE id = $1`,
    [eventId],
  );
  return rows[0]?.brand ?? '';
}

/**
 * The company an invoice of `userId`'s order is made out to: a company account's name and VAT number
 * and its invoice address (the first address flagged `billoaddress`); null for a consumer.
 */
export async function billedCompany(
  db: Queryable,
  userId: number | null,
): Promise<InvoiceCustomer['company']> {
  if (userId === null) return null;
  const { rows } = await db.query<{
    company: string | null;
    vat: string | null;
    street: string | null;
    postal: string | null;
    city: string | null;
    country: string | null;
  }>(
    `SELECT u.company, u.vat, a.street || ' ' || a.streetnr AS street, a.zip AS postal, a.city, a.country
       FROM users u
       LEFT JOIN LATERAL (
         SELECT street, streetnr, zip, city, country FROM addresses
          WHERE user_id = u.id AND billoaddress ORDER BY id LIMIT 1) a ON true
      WHERE u.id = $1 AND u.user_type = 'company'`,
    [userId],
  );
  const r = rows[0];
  if (!r?.company || !r.vat) return null;
  const address =
    r.street !== null
      ? { street: r.street, postal: r.postal ?? '', city: r.city ?? '', country: r.country ?? '' }
      : null;
  return { name: r.company, vat: r.vat, address };
}
