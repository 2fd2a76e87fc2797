/**
 * The back office's answers (docs/backoffice-api.md), written once: the server's repositories return
 * these shapes and the site's sections read them, so a field added on one side is seen on the other.
 */
import type { LegLanding } from './flights-types';
import type { Lang } from './locales';
import type { OrderStatus } from './order-status';
import type { PortalPo } from './portal-types';
import type { BookingSettings } from './settings';
import type { TermsVersion } from './cancellation';

/** One order in the search's list (GET backoffice/orders). */
export interface BackofficeOrderRow {
  id: number;
  bonnr: string;
  ecode: string;
  status: OrderStatus;
  name: string;
  email: string;
  phone: string;
  vehicle: string;
  /** The legs booked: 'H' (departure), 'T' (return) or 'HT'. */
  trip: string;
  date_out: string;
  date_back: string;
  total_cents: number;
  agent_licence: string;
  event_id: number | null;
}

/** The metadata of the order search (GET backoffice/orders): the page asked and whether more follow. */
export interface BackofficeOrderSearchMeta {
  count: number;
  offset: number;
  limit: number;
  more: boolean;
}

/** A coupon as the back office lists it (GET backoffice/coupons). */
export interface BackofficeCoupon {
  id: number;
  code: string;
  campaign: string;
  /** A campaign's coupon, or a refund coupon made by a cancellation. */
  kind: 'campaign' | 'refund';
  amount_cents: number | null;
  percent: number | null;
  valid_from: string;
  valid_until: string;
  max_uses: number | null;
  use_count: number;
  /** The cancelled order a refund coupon was made for. */
  refund_order_id: number | null;
  disabled: boolean;
}

/** An order that used a coupon (GET backoffice/coupons/{id}/uses). */
export interface BackofficeCouponUse {
  order_id: number;
  bonnr: string;
  status: OrderStatus;
  reduction_cents: number;
  total_cents: number;
}

/** `GET backoffice/coupons/{id}/uses`: the coupon and the orders that used it. */
export interface BackofficeCouponUses {
  coupon: BackofficeCoupon;
  uses: BackofficeCouponUse[];
}

/** The back-office roles. */
export const STAFF_ROLES = ['operator', 'dispatcher'] as const;

/** A back-office role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The logged-in staff member (GET backoffice/me). */
export interface BackofficeMe {
  email: string;
  role: StaffRole;
  lang: string;
}

/** A staff account as the back office lists it (GET backoffice/staff). */
export interface BackofficeStaffRow {
  id: number;
  email: string;
  role: StaffRole;
  firstname: string;
  lastname: string;
  lang: string;
  disabled: boolean;
}

/** An airport and whether the product serves it now, as the settings list them. */
export interface BackofficeAirport {
  id: string;
  name: string;
  served: boolean;
}

/**
 * The settings as the back office shows them (GET and PUT backoffice/settings), with the one
 * cancellation scale every order is priced by (issue 27).
 */
export type BackofficeSettings = BookingSettings & {
  airports: BackofficeAirport[];
  cancellationScale: TermsVersion;
};

/** A partner as the back office and the public list show it (GET backoffice/partners). */
export interface BackofficePartner {
  id: number;
  name: string;
  slug: string;
  talic: string;
  code: string;
  active: boolean;
  demo: boolean;
}

/** Where an organiser's request stands. */
export type OrganiserStatus = 'requested' | 'approved' | 'refused';

/** An organiser request as the back office lists it (GET backoffice/organisers). */
export interface BackofficeOrganiser {
  user_id: number;
  username: string;
  email: string;
  organisation: string;
  contact_name: string;
  phone: string;
  website: string;
  motivation: string;
  status: OrganiserStatus;
  slug: string;
  lang: Lang;
  /** When it was asked and decided (JSON dates in the answer). */
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
}

/** `POST backoffice/organisers/{id}/decision`: the request as decided, and whether the decision changed it. */
export interface BackofficeOrganiserDecision {
  organiser: BackofficeOrganiser;
  changed: boolean;
}

/** Where feedback stands in the operator's review. */
export type FeedbackStatus = 'pending' | 'approved' | 'hidden';

/** One feedback row as the operator reviews it (GET backoffice/feedback). */
export interface BackofficeFeedback {
  id: number;
  status: FeedbackStatus;
  rating: number;
  lang: string;
  body: string;
  display_name: string;
  bonnr: string;
  channel: string;
  created_at: Date | string;
}

/** `POST backoffice/feedback/{id}/status`: the feedback and its new status. */
export interface BackofficeFeedbackDecision {
  id: number;
  status: FeedbackStatus;
}

/** One leg on the back office's dispatch sheet and unscheduled list (`GET backoffice/dispatch`). Times are 'HH:mm' or '' (not planned, or no flight time). */
/** The return leg's landing fields (issue 26, core/late-flights.ts) are given on the sheet's return legs. */
export interface SheetLeg extends Partial<LegLanding> {
  order_id: number;
  bonnr: string;
  leg: 'H' | 'T';
  date: string;
  pickup_time: string;
  flight_time: string;
  flight: string;
  airport: string;
  /** The customer's address: where the departure starts and the return ends. */
  address: string;
  name: string;
  phone: string;
  vehicle: string;
  pax: number;
  luggage: number;
  /** All child seats; per age band in the three fields below (core's CHILD_SEAT_AGES). */
  child_seats: number;
  /** Child seats 1–3 years (the orders table's aantalks2). */
  child_seats_small: number;
  /** Child seats 3–5 years (aantalks3). */
  child_seats_medium: number;
  /** Child seats over 5 years (aantalks4). */
  child_seats_large: number;
  /** Pets riding along (issue 17). */
  pets: number;
  /** Each bulky item booked, as the orders table counts it; the site and the CSV name it in the reader's language. */
  items: SheetItem[];
  /** The order's cargo load (core/cargo.ts), of core's MAX_CARGO. */
  cargo: number;
  /** Hours the customer wants to be at the airport before the flight, or null when not given. */
  airport_margin: number | null;
  /** The customer's remarks for the driver, as typed (issue 17). */
  remarks: string;
  /** The travel agency's name, or ''. */
  agency: string;
  /** The event's name in the order's language, or ''. */
  event: string;
  /** Where a return flight comes from, the agent, the event: what the driver should know. */
  notes: string;
  outcome: string;
  /** Who drives the leg in which vehicle (issue 26, server/fleet/sheet-assignments.ts); absent where not joined. */
  driver_id?: number | null;
  driver_name?: string;
  vehicle_id?: number | null;
  vehicle_plate?: string;
  vehicle_model?: string;
}

/** The bulky items the product sells (core/tariff.ts's extras apart from suitcases, seats and pets), as the orders table names their columns. */
export const SHEET_ITEM_KINDS = [
  'rolstoelen',
  'rollators',
  'fietskoffers',
  'skis',
  'golfbags',
  'kinderwagens',
] as const;

/** A bulky item's kind. */
export type SheetItemKind = (typeof SHEET_ITEM_KINDS)[number];

/** One kind of bulky item on a leg and how many. */
export interface SheetItem {
  kind: SheetItemKind;
  count: number;
}

/** A travel agency as the back office's agent calls answer it (`GET backoffice/agents`, issue 13). */
export interface BackofficeAgent {
  id: number;
  licence: string;
  name: string;
  email: string;
  payment_method: 'INVOICE' | 'ONLINE';
  uid: string;
  campaigns: string[];
}

/** A PO number as the back office's agent calls answer it (`GET backoffice/agents/:id`, issue 13). */
export interface BackofficePo extends PortalPo {
  id: number;
  agent_licence: string;
  disabled: boolean;
}

/** A login of an agent licence as `GET backoffice/agents/{id}` lists it. */
export interface BackofficeAgentAccount {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  lang: Lang;
}

/** One agency opened in the back office (`GET backoffice/agents/{id}`): the agent, its logins, its PO numbers. */
export interface BackofficeAgentDetail {
  agent: BackofficeAgent;
  accounts: BackofficeAgentAccount[];
  /** Newest first. */
  pos: BackofficePo[];
}

/** The login `POST backoffice/agents/{id}/accounts` made. */
export interface BackofficeAgentAccountMade {
  id: number;
  email: string;
  licence: string;
}

/** `GET backoffice/partners/{id}/origins` and its changes (issue 28): a partner's allowed return origins. */
export interface PartnerOrigins {
  partner_id: number;
  origins: string[];
}
