/**
 * The invoices table and its yearly counter (migration 025): the only SQL of invoices and credit notes.
 * Numbers are taken from `invoice_counters` under the counter row's lock, inside the caller's
 * transaction, so a rolled-back settlement gives its number back and two settlements never share one.
 */
import type { Queryable } from '../database';

/** What kind of document: an invoice (or a consumer's receipt) or a credit note correcting one. */
export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * How a document was settled (invoice) or how its money goes back (credit note); 'replaced': a credit
 * note set off against the invoice that replaces the one it credits (a booking changed in place).
 */
export type InvoiceMethod = 'online' | 'invoice' | 'coupon' | 'card' | 'replaced';

/** One line of a document, VAT included: a leg of the ride, an adjustment, or the credited amount. */
export interface InvoiceLine {
  kind: 'H' | 'T' | 'adjustment' | 'credit';
  gross_cents: number;
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
                           payment_method, payment_detail, lines, total_cents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
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
}

const SELECT = `SELECT i.id, i.number, i.kind, i.order_id, c.number AS corrects,
  to_char(c.issued_on, 'YYYY/MM/DD') AS corrects_on,
  to_char(i.issued_on, 'YYYY/MM/DD') AS issued_on, i.lang, i.customer_name, i.company, i.vat, i.billing_street,
  i.billing_postal, i.billing_city, i.billing_country, i.payment_method, i.payment_detail, i.lines,
  i.total_cents
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
  };
}

/** Document `id`, or null. */
export async function findInvoice(db: Queryable, id: number): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The current invoice of order `orderId`, or null when it was never paid or invoiced: the newest one,
 * since a change of the booking credits its invoice in full and issues the next (migration 038).
 */
export async function invoiceOfOrder(db: Queryable, orderId: number): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE i.order_id = $1 AND i.kind = 'invoice' ORDER BY i.id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The latest credit note of the current invoice of order `orderId` (a cancellation's), or null when it
 * has none: the credit notes of earlier invoices replaced by a change are not the booking's refund.
 */
export async function latestCreditNote(db: Queryable, orderId: number): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE i.order_id = $1 AND i.kind = 'credit_note'
        AND i.corrects_id = (SELECT max(id) FROM invoices WHERE order_id = $1 AND kind = 'invoice')
      ORDER BY i.id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Every invoice and credit note of order `orderId`, in the order they were issued. */
export async function invoicesOfOrder(db: Queryable, orderId: number): Promise<InvoiceRecord[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE i.order_id = $1 ORDER BY i.id`, [orderId]);
  return rows.map(toRecord);
}

/** An invoice a change of its booking replaced, with the credit note that credited it. */
export interface ReplacedInvoice {
  orderId: number;
  invoice: string;
  creditNote: string;
}

/** The invoices of orders `orderIds` that a change replaced (credit notes 'replaced'), oldest first. */
export async function replacedInvoices(db: Queryable, orderIds: readonly number[]): Promise<ReplacedInvoice[]> {
  const { rows } = await db.query<ReplacedInvoice>(
    `SELECT n.order_id AS "orderId", i.number AS invoice, n.number AS "creditNote"
       FROM invoices n JOIN invoices i ON i.id = n.corrects_id
      WHERE n.order_id = ANY($1::int[]) AND n.kind = 'credit_note' AND n.payment_method = 'replaced'
      ORDER BY n.id`,
    [orderIds],
  );
  return rows;
}

/** The cents the credit notes of invoice `invoiceId` gave back so far. */
export async function creditedCents(db: Queryable, invoiceId: number): Promise<number> {
  const { rows } = await db.query<{ cents: number }>(
    `SELECT coalesce(sum(total_cents), 0)::int AS cents FROM invoices
      WHERE corrects_id = $1 AND kind = 'credit_note'`,
    [invoiceId],
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
}

/** Reads what order `orderId` gives its invoice; null when there is no such order. */
export async function invoiceSource(db: Queryable, orderId: number): Promise<InvoiceSource | null> {
  const { rows } = await db.query<InvoiceSource>(
    `SELECT lower(taal) AS "lang", btrim(voornaam || ' ' || naam) AS "customerName", user_id AS "userId",
            naamagent AS "agentName", heenterug, prijsklantheen_cents AS "heenCents",
            prijsklantterug_cents AS "terugCents", total_cents AS "totalCents"
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
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
