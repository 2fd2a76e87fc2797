-- Invoices and credit notes a Belgian accountant accepts (issue 23). Every paid or invoiced order gets
-- an invoice (a company's) or receipt (a consumer's) with a number from one gap-free sequence per
-- year, allocated in the transaction that settles the order; a cancellation that gives money back gets
-- a credit note with the next number of the same sequence (core/READINGS.md "Invoice numbers").

-- The last number handed out in each calendar year (Brussels). A number is taken by updating this row
-- under its row lock in the settling transaction, so two settlements never get the same number and a
-- rolled-back settlement gives its number back: no gaps, no MAX()+1 race.
CREATE TABLE invoice_counters (
  year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 2999),
  last_number integer NOT NULL CHECK (last_number >= 0)
);

-- One invoice or credit note, as issued: what it says is kept here, so a later change of the account
-- (company name, billing address) or the erasure of the order's personal data does not rewrite a
-- document the accountant has booked. Documents are kept for the legal retention period and never
-- deleted with their order (ON DELETE RESTRICT).
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  year integer NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  -- As printed: year, slash, the sequence number on six digits ('2026/000042').
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  -- A credit note corrects one invoice of the same order.
  corrects_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
  -- The day of payment, invoicing or cancellation in Brussels: the document's date.
  issued_on date NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  lang text NOT NULL CHECK (lang IN ('nl', 'fr', 'en')),
  customer_name text NOT NULL,
  -- A company account's name, VAT number and billing address; NULL on a consumer's receipt.
  company text,
  vat text,
  billing_street text,
  billing_postal text,
  billing_city text,
  billing_country text,
  -- How it was settled: 'online' (the card payment provider; detail: the brand), 'invoice' (billed to
  -- the travel agency; detail: its name); for a credit note how the money goes back: 'coupon'
  -- (detail: the refund coupon's code), 'card', or 'invoice' (off the agency's bill).
  payment_method text NOT NULL CHECK (payment_method IN ('online', 'invoice', 'coupon', 'card')),
  payment_detail text NOT NULL DEFAULT '',
  -- The lines, VAT included, in cents: [{"kind": "H" | "T" | "adjustment" | "credit", "gross_cents": n}].
  lines jsonb NOT NULL,
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  UNIQUE (year, seq),
  CHECK ((kind = 'credit_note') = (corrects_id IS NOT NULL)),
  CHECK (number = year::text || '/' || lpad(seq::text, 6, '0'))
);
-- One invoice per order; its credit notes beside it.
CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice';
CREATE INDEX invoices_order ON invoices (order_id, id);

-- Existing settled orders, numbered in the order they were paid or invoiced, and the credit notes of
-- their cancellations that gave money back, in one sequence per year ordered by date.
CREATE TEMP TABLE invoice_backfill ON COMMIT DROP AS
WITH settled AS (
  SELECT o.id AS order_id,
         coalesce(c.changed_at, o.updated_at) AS at,
         coalesce(c.to_status, o.status) AS how,
         c.payment_event_id
    FROM orders o
    LEFT JOIN LATERAL (
      SELECT changed_at, to_status, payment_event_id FROM order_status_changes
       WHERE order_id = o.id AND to_status IN ('paid', 'invoiced')
       ORDER BY changed_at, id LIMIT 1
    ) c ON true
   WHERE o.status IN ('paid', 'invoiced') OR c.changed_at IS NOT NULL
),
credited AS (
  SELECT k.order_id, k.cancelled_at AS at, k.id AS cancellation_id,
         CASE WHEN k.status_before = 'paid' THEN k.refund_cents
              ELSE greatest(o.total_cents - k.charge_cents, 0) END AS cents,
         k.status_before, cp.code AS coupon_code
    FROM order_cancellations k
    JOIN orders o ON o.id = k.order_id
    JOIN settled s ON s.order_id = k.order_id
    LEFT JOIN coupons cp ON cp.id = k.refund_coupon_id
   WHERE k.status_before IN ('paid', 'invoiced')
),
documents AS (
  SELECT order_id, at, 'invoice' AS kind, how, payment_event_id, NULL::bigint AS cancellation_id,
         NULL::integer AS cents, NULL::text AS status_before, NULL::text AS coupon_code
    FROM settled
  UNION ALL
  SELECT order_id, at, 'credit_note', NULL, NULL, cancellation_id, cents, status_before, coupon_code
    FROM credited WHERE cents > 0
)
SELECT d.*,
       extract(year FROM d.at AT TIME ZONE 'Europe/Brussels')::int AS year,
       (d.at AT TIME ZONE 'Europe/Brussels')::date AS issued_on,
       row_number() OVER (
         PARTITION BY extract(year FROM d.at AT TIME ZONE 'Europe/Brussels')
         ORDER BY d.at, d.kind DESC, d.order_id, d.cancellation_id
       )::int AS seq
  FROM documents d;

-- The customer as the order and, for a company account, the account give it today.
CREATE TEMP TABLE invoice_customers ON COMMIT DROP AS
SELECT o.id AS order_id,
       lower(o.taal) AS lang,
       btrim(o.voornaam || ' ' || o.naam) AS customer_name,
       u.company, u.vat, a.street || ' ' || a.streetnr AS street, a.zip, a.city, a.country,
       o.naamagent,
       o.total_cents,
       o.heenterug, o.prijsklantheen_cents, o.prijsklantterug_cents
  FROM orders o
  LEFT JOIN users u ON u.id = o.user_id AND u.user_type = 'company' AND u.company IS NOT NULL AND u.vat IS NOT NULL
  LEFT JOIN LATERAL (
    SELECT street, streetnr, zip, city, country FROM addresses
     WHERE user_id = u.id AND billoaddress ORDER BY id LIMIT 1
  ) a ON true
 WHERE o.id IN (SELECT order_id FROM invoice_backfill);

INSERT INTO invoices (year, seq, number, kind, order_id, issued_on, issued_at, lang, customer_name, company,
                      vat, billing_street, billing_postal, billing_city, billing_country, payment_method,
                      payment_detail, lines, total_cents)
SELECT b.year, b.seq, b.year::text || '/' || lpad(b.seq::text, 6, '0'), 'invoice', b.order_id, b.issued_on,
       b.at, c.lang, c.customer_name, c.company, c.vat, c.street, c.zip, c.city, c.country,
       CASE WHEN b.how = 'invoiced' THEN 'invoice' ELSE 'online' END,
       CASE WHEN b.how = 'invoiced' THEN c.naamagent
            ELSE coalesce((SELECT params ->> 'BRAND' FROM payment_events WHERE id = b.payment_event_id), '') END,
       (SELECT jsonb_agg(line ORDER BY n) FROM (
          SELECT 1 AS n, jsonb_build_object('kind', 'H', 'gross_cents', c.prijsklantheen_cents) AS line
           WHERE c.heenterug LIKE '%H%'
          UNION ALL
          SELECT 2, jsonb_build_object('kind', 'T', 'gross_cents', c.prijsklantterug_cents)
           WHERE c.heenterug LIKE '%T%'
          UNION ALL
          -- Whatever the legs' prices do not explain (a rounding, an old order's discount) is its own
          -- line, so the lines always add up to the total that was paid.
          SELECT 3, jsonb_build_object('kind', 'adjustment', 'gross_cents', c.total_cents
                   - CASE WHEN c.heenterug LIKE '%H%' THEN c.prijsklantheen_cents ELSE 0 END
                   - CASE WHEN c.heenterug LIKE '%T%' THEN c.prijsklantterug_cents ELSE 0 END)
           WHERE c.total_cents
                   - CASE WHEN c.heenterug LIKE '%H%' THEN c.prijsklantheen_cents ELSE 0 END
                   - CASE WHEN c.heenterug LIKE '%T%' THEN c.prijsklantterug_cents ELSE 0 END <> 0
        ) l),
       c.total_cents
  FROM invoice_backfill b JOIN invoice_customers c ON c.order_id = b.order_id
 WHERE b.kind = 'invoice';

INSERT INTO invoices (year, seq, number, kind, order_id, corrects_id, issued_on, issued_at, lang, customer_name,
                      company, vat, billing_street, billing_postal, billing_city, billing_country,
                      payment_method, payment_detail, lines, total_cents)
SELECT b.year, b.seq, b.year::text || '/' || lpad(b.seq::text, 6, '0'), 'credit_note', b.order_id, i.id,
       b.issued_on, b.at, i.lang, i.customer_name, i.company, i.vat, i.billing_street, i.billing_postal,
       i.billing_city, i.billing_country,
       CASE WHEN b.status_before = 'invoiced' THEN 'invoice' ELSE 'coupon' END,
       coalesce(b.coupon_code, ''),
       jsonb_build_array(jsonb_build_object('kind', 'credit', 'gross_cents', b.cents)),
       b.cents
  FROM invoice_backfill b JOIN invoices i ON i.order_id = b.order_id AND i.kind = 'invoice'
 WHERE b.kind = 'credit_note';

INSERT INTO invoice_counters (year, last_number)
SELECT year, max(seq) FROM invoice_backfill GROUP BY year;
