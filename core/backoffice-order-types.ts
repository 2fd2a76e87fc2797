/**
 * The back office's answers about one order (docs/backoffice-api.md, "Orders and dispatch"), written
 * once: the server's repositories and services build them and the site's order view reads them, so a
 * field added on one side is seen on the other. Moments are ISO strings in UTC ('…Z'), money in cents.
 * Re-exported through api-types.ts. Types only, no code.
 */
import type { Lang } from './locales';
import type { OrderStatus } from './order-status';
import type { TripKind } from './transport';

/**
 * Where a leg stands ('' while nothing is marked): the driver's states on the way and customer on
 * board (issue 26, core/leg-states.ts), then what it became once driven, done or no show.
 */
export type LegOutcome = '' | 'on_the_way' | 'on_board' | 'done' | 'no_show';

/**
 * Where an order's confirmation e-mail stands (issue 24), for the back office: `pending` (owed, not yet
 * tried), `sending` (a send runs), `retrying` (an attempt failed; another follows), `given_up` (the
 * attempts ran out), `uncertain` (a send was cut short: it may or may not have left), `sent`.
 */
export type ConfirmationState = 'pending' | 'sending' | 'retrying' | 'given_up' | 'uncertain' | 'sent';

/** The order's own columns as the back office shows them (the `orders` table's names). */
export interface BackofficeOrderRecord {
  id: number;
  bonnr: string;
  ecode: string;
  status: OrderStatus;
  /** 'NL', 'FR' or 'EN', as the orders table keeps the language. */
  taal: string;
  total_cents: number;
  balance_due_cents: number;
  heenterug: TripKind;
  soortvervoer: string;
  pax: number;
  koffers: number;
  rolstoelen: number;
  skis: number;
  kinderwagens: number;
  golfbags: number;
  fietskoffers: number;
  rollators: number;
  cargo: number;
  aantalks1: number;
  aantalks2: number;
  aantalks3: number;
  aantalks4: number;
  /** Pets booked (issue 17). */
  huisdieren: number;
  /** The customer's remarks for the driver (issue 17). */
  remarks: string;
  /** Hours at the airport before the flight the customer asked, or null. */
  vroegeropluchthaven: number | null;
  voornaam: string;
  naam: string;
  telklant: string;
  emailklant: string;
  po: string;
  promo: string;
  talic: string;
  naamagent: string;
  emailagent: string;
  event_id: number | null;
  /** The event's name in the order's language (another language's when it has none), '' for no event. */
  event: string;
  user_id: number | null;
  /** 1 when the order was placed through the agents' portal. */
  portal: number;
  /**
   * Issue 28: what the booking came through. The detail call always answers these; they are optional
   * so that a record written before them still type-checks.
   */
  attribution?: BackofficeOrderAttribution;
  created_at: string;
}

/** One leg of an opened order: date, flight, address, pickup, outcome and prices. */
export interface BackofficeOrderLeg {
  leg: 'H' | 'T';
  date: string;
  flight_time: string;
  flight: string;
  airport: string;
  street: string;
  nr: string;
  postcode: string;
  city: string;
  pickup_time: string;
  outcome: LegOutcome;
  gross_cents: number;
  price_cents: number;
  coupon_cents: number;
  ride_minutes: number | null;
  /** The return's origin (where the flight comes from); the departure has none. */
  origin?: string;
}

/** A payment attempt: one hosted payment page opened for the order. */
export interface BackofficePaymentAttempt {
  id: number;
  reference: string;
  amount_cents: number;
  created_at: string;
}

/** A message of the payment service about the order, and the status change it made. */
export interface BackofficePaymentEvent {
  id: number;
  reference: string;
  payid: string;
  status_code: number;
  ncerror: string;
  amount_cents: number;
  channel: string;
  from_status: string;
  to_status: string | null;
  received_at: string;
}

/** A change of the order's status and its cause. */
export interface BackofficeStatusChange {
  from_status: string;
  to_status: string;
  cause: string;
  changed_at: string;
}

/** A coupon the order used. */
export interface BackofficeOrderCoupon {
  code: string;
  kind: 'campaign' | 'refund';
  reduction_cents: number;
}

/** A coupon the order lost to another booking while its payment page was open (issue 23). */
export interface BackofficeLostCoupon extends BackofficeOrderCoupon {
  lost_at: string;
}

/** A refund coupon made by the order's cancellation. */
export interface BackofficeRefundCoupon {
  code: string;
  amount_cents: number;
  valid_until: string;
  use_count: number;
}

/** A change the customer made (the changed fields before and after). */
export interface BackofficeOrderChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  changed_at: string;
}

/** A cancellation of the order and what it charged and gave back. */
export interface BackofficeCancellationRow {
  status_before: string;
  terms: 'nl' | 'intl';
  charge_cents: number;
  refund_cents: number;
  cancelled_at: string;
}

/** The customer's choice after an operator's cancellation (issue 23); never the link's hash. */
export interface BackofficeRefundChoiceRow {
  choice: 'card' | 'coupon' | null;
  amount_cents: number;
  chosen_at: string | null;
  expires_at: string;
  card_requested_at: string | null;
  provider_answer: string | null;
  provider_error: string | null;
  provider_payidsub: string | null;
}

/** An e-mail about the order that went out or was attempted. */
export interface BackofficeOrderMail {
  kind: string;
  recipient: string;
  subject: string;
  sent_at: string | null;
  last_error: string | null;
}

/** A mail owed about the order and not sent yet (issue 24). */
export interface BackofficeOwedMail {
  id: number;
  kind: string;
  last_error: string | null;
  created_at: string;
  uncertain_at: string | null;
  given_up_at: string | null;
  attempts: number;
}

/** An SMS owed about an order (issue 26) and where it stands: sent, and the provider's delivery status. */
export interface BackofficeOrderSms {
  kind: string;
  recipient: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  /** '' until sent; then queued, sent, delivered or failed as the provider reports. */
  delivery: string;
  /** The provider's error code of an SMS it could not deliver. */
  delivery_error: string;
  /** When the provider last reported on it. */
  reported_at: string | null;
  last_error: string | null;
}

/** Where the order's confirmation e-mail stands (issue 24). */
export interface BackofficeConfirmation {
  state: ConfirmationState;
  attempts: number;
  last_error: string | null;
  sending_at: string | null;
  sent_at: string | null;
  next_attempt_at: string | null;
  given_up_at: string | null;
  resends: number;
}

/** One entry of the audit log (GET backoffice/audit, and an opened order's `audit`). */
export interface BackofficeAuditEntry {
  id: number;
  at: string;
  actor_email: string;
  actor_role: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/** What a cancellation by the operator would do now. */
export interface BackofficeCancelOffer {
  /** Whether the order can still be cancelled. */
  open: boolean;
  /** The one scale in force for every order (issue 27), not the order's language. */
  terms: 'nl' | 'intl';
  /** What the terms give back and charge. */
  refund_cents: number;
  charge_cents: number;
  /** What the customer paid online (0 unless paid). */
  paid_cents: number;
  /** What the provider can refund to the card, for the customer's choice (issue 23); 0 for none. */
  card_cents: number;
}

/** An opened order (GET backoffice/orders/{id}); every list is oldest first except `audit`. */
export interface BackofficeOrderDetail {
  order: BackofficeOrderRecord;
  legs: BackofficeOrderLeg[];
  attempts: BackofficePaymentAttempt[];
  payment_events: BackofficePaymentEvent[];
  status_changes: BackofficeStatusChange[];
  coupons: BackofficeOrderCoupon[];
  lost_coupons: BackofficeLostCoupon[];
  refund_coupons: BackofficeRefundCoupon[];
  changes: BackofficeOrderChange[];
  cancellations: BackofficeCancellationRow[];
  refund_choices: BackofficeRefundChoiceRow[];
  mails: BackofficeOrderMail[];
  /** Null when the order owes no confirmation (it never became final). */
  confirmation: BackofficeConfirmation | null;
  owed_mails: BackofficeOwedMail[];
  /** The SMS owed about the order (issue 26), oldest first, with their delivery status. */
  sms: BackofficeOrderSms[];
  /** The order's audit entries, newest first. */
  audit: BackofficeAuditEntry[];
  cancel: BackofficeCancelOffer;
}

/** `PUT backoffice/orders/{id}/legs/{leg}/pickup-time`: the time set, the one it replaced, whether it changed. */
export interface BackofficePickupSaved {
  id: number;
  leg: 'H' | 'T';
  pickup_time: string;
  before: string;
  changed: boolean;
}

/** `PUT backoffice/orders/{id}/legs/{leg}/outcome`. */
export interface BackofficeOutcomeSaved {
  id: number;
  leg: 'H' | 'T';
  outcome: LegOutcome;
  changed: boolean;
}

/** `POST backoffice/orders/{id}/cancel`: what the operator's cancellation did. */
export interface BackofficeCancelResult {
  id: number;
  status: OrderStatus;
  /** The order's language. */
  lang: Lang;
  refund_cents: number;
  charge_cents: number;
  /** The refund coupon made, or null (none, or the customer chooses through a link). */
  coupon: { code: string; amount_cents: number; valid_until: string } | null;
}

/** `POST backoffice/orders/{id}/confirmation/resend`: the confirmation is owed again. */
export interface BackofficeConfirmationResent {
  id: number;
  confirmation: 'pending';
  before: ConfirmationState;
}

/**
 * One airport's meeting point of `GET backoffice/meeting-points` (issue 26): the operator's text per
 * language ('' where none is set) and the default the customer gets then.
 */
export interface BackofficeMeetingPoint {
  airport: string;
  name: string;
  served: boolean;
  texts: Record<Lang, string>;
  defaults: Record<Lang, string>;
}

/** The answer of `PUT backoffice/meeting-points/:airport`: the airport's texts as now stored. */
export type BackofficeMeetingPointSaved = Pick<BackofficeMeetingPoint, 'airport' | 'texts'>;

/** Issue 28: the partner, page and campaign of an order, as the back office's order detail shows them. */
export interface BackofficeOrderAttribution {
  /** The partner code the booking came through, as sent ('' for none). */
  partner: string;
  /** The origin of the page the booking call came from ('' when unknown). */
  page_origin: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}
