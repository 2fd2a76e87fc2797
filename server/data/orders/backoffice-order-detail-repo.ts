/**
 * The reads behind one order as the back office opens it (issue 13): the order and its legs, its
 * payments and their attempts, status changes, coupons (used, lost and refunded), the customer's
 * changes and cancellations, refund choices, the e-mails sent and those still owed. Read-only; the
 * service that assembles them is server/backoffice/order-detail.ts.
 */
import type {
  BackofficeCancellationRow,
  BackofficeLostCoupon,
  BackofficeOrderChange,
  BackofficeOrderCoupon,
  BackofficeOrderDetail,
  BackofficeOrderLeg,
  BackofficeOrderMail,
  BackofficeOrderRecord,
  BackofficeOwedMail,
  BackofficePaymentAttempt,
  BackofficePaymentEvent,
  BackofficeRefundChoiceRow,
  BackofficeRefundCoupon,
  BackofficeStatusChange,
} from '../../../core';
import type { Queryable } from '../database';
import { eventName } from './sheet-event-name';

const ORDER_COLUMNS = `id, bonnr, ecode, status, taal, total_cents, balance_due_cents, heenterug, soortvervoer, pax, koffers, rolstoelen,
  skis, kinderwagens, golfbags, fietskoffers, rollators, cargo, aantalks1, aantalks2, aantalks3, aantalks4,
  huisdieren, remarks, vroegeropluchthaven::float8 AS vroegeropluchthaven, voornaam, naam, telklant, emailklant, po, promo, talic, naamagent, emailagent, event_id,
  ${eventName('orders')} AS event, user_id, portal, json_build_object('partner', partner,
  'page_origin', page_origin, 'utm_source', utm_source, 'utm_medium', utm_medium, 'utm_campaign', utm_campaign,
  'utm_term', utm_term, 'utm_content', utm_content) AS attribution,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

const legSelect = (
  s: 'heen' | 'terug',
) => `datum${s} AS date, uurvlucht${s} AS flight_time, vluchtnr${s} AS flight,
  idluchthaven${s} AS airport, ${s}straat AS street, ${s}nr AS nr, ${s}postnr AS postcode, ${s}stad AS city,
  pickup_time_${s} AS pickup_time, outcome_${s} AS outcome, brutoprijs${s}_cents AS gross_cents,
  prijsklant${s}_cents AS price_cents, kortingcoupons${s}_cents AS coupon_cents, reistijd${s} AS ride_minutes`;

const at = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Order `id`'s own columns as the back office shows them, or null when there is none. */
export async function backofficeOrderRow(db: Queryable, id: number): Promise<BackofficeOrderRecord | null> {
  const { rows } = await db.query<BackofficeOrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Leg `leg` of order `id` (date, flight, address, pickup, outcome, prices; the return's origin). */
export async function backofficeOrderLeg(
  db: Queryable,
  id: number,
  leg: 'heen' | 'terug',
): Promise<BackofficeOrderLeg | undefined> {
  const { rows } = await db.query<BackofficeOrderLeg>(
    `SELECT '${leg === 'heen' ? 'H' : 'T'}' AS leg, ${legSelect(leg)}${leg === 'terug' ? ', terugherkomst AS origin' : ''}
       FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** The history lists of an opened order, as {@link backofficeOrderHistory} reads them. */
export type OrderHistory = Pick<
  BackofficeOrderDetail,
  | 'attempts'
  | 'payment_events'
  | 'status_changes'
  | 'coupons'
  | 'lost_coupons'
  | 'refund_coupons'
  | 'changes'
  | 'cancellations'
  | 'refund_choices'
>;

/**
 * The lists of order `id`'s history, each oldest first, in the order the back office shows them:
 * payment attempts, payment events, status changes, coupons, lost coupons, refund coupons, changes,
 * cancellations and refund choices.
 */
export async function backofficeOrderHistory(db: Queryable, id: number): Promise<OrderHistory> {
  const q = async <T>(sql: string) => (await db.query<T>(sql, [id])).rows;
  return {
    attempts: await q<BackofficePaymentAttempt>(
      `SELECT id, reference, amount_cents, ${at('created_at')} AS created_at FROM payment_attempts
        WHERE order_id = $1 ORDER BY id`,
    ),
    payment_events: await q<BackofficePaymentEvent>(
      `SELECT e.id::int, e.reference, e.payid, e.status_code, e.ncerror, e.amount_cents, e.channel, e.from_status,
              e.to_status, ${at('e.received_at')} AS received_at
         FROM payment_events e WHERE e.order_id = $1 ORDER BY e.id`,
    ),
    status_changes: await q<BackofficeStatusChange>(
      `SELECT from_status, to_status, cause, ${at('changed_at')} AS changed_at FROM order_status_changes
        WHERE order_id = $1 ORDER BY id`,
    ),
    coupons: await q<BackofficeOrderCoupon>(
      `SELECT c.code, c.kind, oc.reduction_cents FROM order_coupons oc JOIN coupons c ON c.id = oc.coupon_id
        WHERE oc.order_id = $1 ORDER BY c.code`,
    ),
    // Coupons the order lost to another booking while its payment page was open (issue 23).
    lost_coupons: await q<BackofficeLostCoupon>(
      `SELECT c.code, c.kind, l.reduction_cents, ${at('l.lost_at')} AS lost_at FROM order_coupon_losses l
         JOIN coupons c ON c.id = l.coupon_id WHERE l.order_id = $1 ORDER BY l.id`,
    ),
    refund_coupons: await q<BackofficeRefundCoupon>(
      `SELECT code, amount_cents, valid_until, use_count FROM coupons WHERE refund_order_id = $1 ORDER BY id`,
    ),
    changes: await q<BackofficeOrderChange>(
      `SELECT before, after, ${at('changed_at')} AS changed_at FROM order_changes WHERE order_id = $1 ORDER BY id`,
    ),
    cancellations: await q<BackofficeCancellationRow>(
      `SELECT status_before, terms, charge_cents, refund_cents, ${at('cancelled_at')} AS cancelled_at
         FROM order_cancellations WHERE order_id = $1 ORDER BY id`,
    ),
    // The customer's choice after an operator's cancellation (issue 23): what was chosen, the card
    // refund's state at the provider, and the link's expiry; never the link's hash.
    refund_choices: await q<BackofficeRefundChoiceRow>(
      `SELECT choice, amount_cents, ${at('chosen_at')} AS chosen_at, ${at('expires_at')} AS expires_at,
              ${at('card_requested_at')} AS card_requested_at, provider_answer, provider_error, provider_payidsub
         FROM refund_choices WHERE order_id = $1 ORDER BY id`,
    ),
  };
}

/** The e-mails about order `id` that went out or were attempted, in the order they were sent. */
export async function backofficeOrderMails(db: Queryable, id: number): Promise<BackofficeOrderMail[]> {
  const q = async (sql: string) => (await db.query<BackofficeOrderMail>(sql, [id])).rows;
  return await q(
      `SELECT kind, recipient, subject, sent_at, last_error FROM (
         SELECT 'confirmation' AS kind, o.emailklant AS recipient, '' AS subject, ${at('m.sent_at')} AS sent_at,
                m.last_error, 0 AS n
           FROM order_confirmation_mails m JOIN orders o ON o.id = m.order_id WHERE m.order_id = $1
         UNION ALL
         SELECT j.kind, '', j.unit_key, ${at('j.done_at')}, j.last_error, 1
           FROM job_units j WHERE j.unit_key IN ($1::text || ':H', $1::text || ':T')
         UNION ALL
         SELECT m.kind, m.recipient, m.subject, ${at('m.sent_at')}, NULL, 2 FROM order_mails m WHERE m.order_id = $1
       ) x ORDER BY sent_at NULLS LAST, n`,
    );
}

/**
 * The other mails owed about order `id` and not sent yet (issue 24): retrying, given up (the
 * scheduler's attempts ran out) or uncertain (a send cut short).
 */
export async function backofficeOwedMails(db: Queryable, id: number): Promise<BackofficeOwedMail[]> {
  const q = async (sql: string) => (await db.query<BackofficeOwedMail>(sql, [id])).rows;
  return await q(
      `SELECT m.id::int, m.kind, m.last_error, ${at('m.created_at')} AS created_at,
              ${at('m.uncertain_at')} AS uncertain_at, ${at('ju.given_up_at')} AS given_up_at,
              coalesce(ju.attempts, 0) AS attempts
         FROM owed_mails m LEFT JOIN job_units ju ON ju.kind = 'owed-mail' AND ju.unit_key = m.id::text
        WHERE m.order_id = $1 AND m.sent_at IS NULL ORDER BY m.id`,
    );
}
